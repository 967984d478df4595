import { Link } from "react-router";
import type { EquipmentType } from "../../../core/catalogue-types.js";
import { categoryImageUrl } from "../../../core/category-image.js";
import { CatalogueImage } from "~/components/catalogue/catalogue-image";
import { EmptyState } from "~/components/catalogue/empty-state";
import { ResultPages, type ResultPaging } from "~/components/catalogue/result-pages";
import { VatAmount } from "~/components/catalogue/vat-amount";

export interface EquipmentCardData {
  equipmentSlug: string;
  name: string;
  productCode: string;
  categoryName: string | null;
  imageCode: string;
  type: EquipmentType;
  rate: string | null;
  rateType: string;
  strikeRate: string | null;
}

/**
 * A card's price, as the category pages word it ('from £45.00 per week', a Resale item's price alone, 'Contact for
 * price') in the visitor's VAT view; the page says once whether prices are ex or inc VAT (docs/decisions/catalogue-
 * import.md Q7).
 */
function CardPrice({ item }: { item: EquipmentCardData }) {
  if (!item.rate) return <p>Contact for price</p>;
  const hire = item.type !== "Resale";
  return (
    <p>
      {item.strikeRate && (
        <del>
          <VatAmount amount={item.strikeRate} />
        </del>
      )}
      {hire && "from "}
      <VatAmount amount={item.rate} />
      {hire && ` ${item.rateType}`}
    </p>
  );
}

/**
 * A search result: picture, category, name, code and price. Its looks hang on the grid's class and the elements
 * (`.result-grid` in app/app.css), as a page holds 48 of them within its HTML budget (docs/decisions/performance.md N15).
 */
export function EquipmentCard({ item, priority = false }: { item: EquipmentCardData; priority?: boolean }) {
  return (
    <li>
      <CatalogueImage src={categoryImageUrl(item.imageCode)} alt="" priority={priority} />
      <div>
        {item.categoryName && <small>{item.categoryName}</small>}
        <h2>
          <Link to={`/equipment/${item.equipmentSlug}`} discover="none">
            {item.name}
          </Link>
        </h2>
        <p>
          Code: <b>{item.productCode}</b>
        </p>
        <CardPrice item={item} />
      </div>
    </li>
  );
}

/**
 * The search results: a hint with no term, the empty text, or this page's cards with links to the others. While the
 * next results load, the page marks them busy and CSS dims them (`.result-grid` in app/app.css).
 */
export function EquipmentResults({
  term,
  items,
  paging,
  emptyText = "No equipment found matching your search.",
}: {
  term: string;
  items: EquipmentCardData[];
  paging: ResultPaging;
  emptyText?: React.ReactNode;
}) {
  if (!term) return <EmptyState>Use the search box above to find equipment</EmptyState>;
  if (!items.length) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <>
      <ul aria-label="Search results" className="result-grid grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {items.map((item, index) => (
          <EquipmentCard key={item.equipmentSlug} item={item} priority={index < 4} />
        ))}
      </ul>
      {paging.pages > 1 && <ResultPages paging={paging} />}
    </>
  );
}
