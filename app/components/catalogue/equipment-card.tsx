import { Link } from "react-router";
import { categoryImageUrl } from "../../../core/category-image.js";
import { buttonClasses } from "~/components/ui/button-classes";
import { ImageCard } from "~/components/catalogue/image-card";
import { EmptyState } from "~/components/catalogue/empty-state";

export interface EquipmentCardData {
  equipmentSlug: string;
  name: string;
  productCode: string;
  categoryName: string | null;
  imageCode: string;
}

/** A search result: picture, category, name and code, without pricing (docs/product.md "Search"). */
export function EquipmentCard({ item, priority = false }: { item: EquipmentCardData; priority?: boolean }) {
  return (
    <ImageCard
      imageSrc={categoryImageUrl(item.imageCode)}
      to={`/equipment/${item.equipmentSlug}`}
      title={item.name}
      titleAs="h2"
      priority={priority}
      eyebrow={item.categoryName && <p className="image-card-eyebrow">{item.categoryName}</p>}
    >
      <p className="image-card-foot">
        Code: <span className="image-card-code">{item.productCode}</span>
      </p>
    </ImageCard>
  );
}

const grid = "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4";

export interface ResultPaging {
  page: number;
  pages: number;
  href: (page: number) => string;
}

/**
 * The search results: 6 skeleton cards while a search runs, a hint with no term, 'No equipment found…'
 * or 'N equipment items found' (`total`, over every page) and this page's cards, with links to the others.
 */
export function EquipmentResults({
  term,
  items,
  total,
  paging,
  loading,
}: {
  term: string;
  items: EquipmentCardData[];
  total: number;
  paging: ResultPaging;
  loading: boolean;
}) {
  if (loading) {
    return (
      <>
        <p className="sr-only">Searching…</p>
        <ul aria-hidden className={grid}>
          {Array.from({ length: 6 }, (_, index) => (
            <li
              key={index}
              data-testid="skeleton-card"
              className="overflow-hidden rounded-xl border border-line bg-white"
            >
              <div className="aspect-[4/3] animate-pulse bg-line/60" />
              <div className="space-y-2 p-4">
                <div className="h-3 w-1/3 animate-pulse rounded bg-line/60" />
                <div className="h-4 w-4/5 animate-pulse rounded bg-line/60" />
                <div className="h-3 w-1/2 animate-pulse rounded bg-line/60" />
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (!term) return <EmptyState>Use the search box above to find equipment</EmptyState>;
  if (!items.length) return <EmptyState>No equipment found matching your search.</EmptyState>;
  return (
    <>
      <p className="mb-4 font-semibold">{`${total} equipment items found`}</p>
      <ul aria-label="Search results" className={grid}>
        {items.map((item, index) => (
          <EquipmentCard key={item.equipmentSlug} item={item} priority={index < 4} />
        ))}
      </ul>
      {paging.pages > 1 && <ResultPages paging={paging} />}
    </>
  );
}

/** Plain links to the other pages of results, so crawlers and visitors without JavaScript reach them too. */
function ResultPages({ paging: { page, pages, href } }: { paging: ResultPaging }) {
  return (
    <nav aria-label="Search result pages" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={buttonClasses({ variant: "outline" })}>
          Previous page
        </Link>
      )}
      <ol className="flex gap-1">
        {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <Link
              to={href(n)}
              aria-label={`Page ${n}`}
              aria-current={n === page ? "page" : undefined}
              className={
                n === page
                  ? "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-brand font-semibold text-white"
                  : "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-line bg-white font-semibold text-ink hover:border-line-strong"
              }
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < pages && (
        <Link to={href(page + 1)} rel="next" className={buttonClasses({ variant: "primary" })}>
          Next page
        </Link>
      )}
    </nav>
  );
}
