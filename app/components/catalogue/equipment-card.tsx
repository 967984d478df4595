import { categoryImageUrl } from "../../../core/category-image.js";
import { ImageCard } from "~/components/catalogue/image-card";
import { EmptyState } from "~/components/catalogue/empty-state";
import { ResultPages, type ResultPaging } from "~/components/catalogue/result-pages";

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

/**
 * The search results: 6 skeleton cards while a search runs, a hint with no term, 'No equipment found…'
 * or 'N equipment items found' (`total`, over every page; 'Over N' when the search counted no further) and this
 * page's cards, with links to the others.
 */
export function EquipmentResults({
  term,
  items,
  total,
  more = false,
  paging,
  loading,
}: {
  term: string;
  items: EquipmentCardData[];
  total: number;
  more?: boolean;
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
      <p className="mb-4 font-semibold">
        {more ? `Over ${total.toLocaleString("en-GB")} equipment items found` : `${total} equipment items found`}
      </p>
      <ul aria-label="Search results" className={grid}>
        {items.map((item, index) => (
          <EquipmentCard key={item.equipmentSlug} item={item} priority={index < 4} />
        ))}
      </ul>
      {paging.pages > 1 && <ResultPages paging={paging} />}
    </>
  );
}
