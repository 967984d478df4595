import { Icon } from "~/components/ui/icon";
import { EmptyState } from "~/components/catalogue/empty-state";
import { categoryImageUrl } from "../../../core/category-image.js";
import { ImageCard } from "~/components/catalogue/image-card";
import type { CategorySummary } from "../../../core/catalogue-types.js";

/** A category tile with its picture, linking one level down the drill-down. */
export function CategoryCard({ category, priority = false }: { category: CategorySummary; priority?: boolean }) {
  return (
    <ImageCard
      imageSrc={categoryImageUrl(category.categoryCode)}
      to={`/categories/${category.categorySlug}`}
      title={category.name}
      priority={priority}
    >
      {category.summary && <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{category.summary}</p>}
      <span aria-hidden className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-brand">
        View range <Icon name="arrow-right" className="size-4 transition group-hover:translate-x-0.5" />
      </span>
    </ImageCard>
  );
}

/** The responsive grid of category cards, or the empty text when there are none. */
export function CategoryGrid({
  categories,
  emptyText,
  priorityCount = 4,
}: {
  categories: CategorySummary[];
  emptyText: string;
  /** How many pictures are above the fold and fetched first (W7); 0 where the grid starts below it. */
  priorityCount?: number;
}) {
  if (!categories.length) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {categories.map((category, index) => (
        <CategoryCard key={category.categorySlug} category={category} priority={index < priorityCount} />
      ))}
    </ul>
  );
}
