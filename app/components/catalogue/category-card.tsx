import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { EmptyState } from "./empty-state";
import { CatalogueImage, categoryImageUrl } from "./catalogue-image";
import type { CategorySummary } from "./summaries";

/** A category tile with its picture, linking one level down the drill-down. */
export function CategoryCard({ category, priority = false }: { category: CategorySummary; priority?: boolean }) {
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-card transition hover:-translate-y-0.5 hover:border-brand/40 hover:shadow-raised has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand">
      <CatalogueImage
        src={categoryImageUrl(category.categoryCode)}
        alt=""
        width={400}
        height={300}
        priority={priority}
        className="aspect-[4/3] w-full border-b border-line"
      />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-bold leading-snug text-ink">
          <Link
            to={`/categories/${category.categorySlug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {category.name}
          </Link>
        </h3>
        {category.summary && <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{category.summary}</p>}
        <span aria-hidden className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-brand">
          View range <Icon name="arrow-right" className="size-4 transition group-hover:translate-x-0.5" />
        </span>
      </div>
    </li>
  );
}

/** The responsive grid of category cards, or the empty text when there are none. */
export function CategoryGrid({ categories, emptyText }: { categories: CategorySummary[]; emptyText: string }) {
  if (!categories.length) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {categories.map((category, index) => (
        <CategoryCard key={category.categorySlug} category={category} priority={index < 4} />
      ))}
    </ul>
  );
}
