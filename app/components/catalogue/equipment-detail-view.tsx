import { Link } from "react-router";
import { site } from "../../../core/site.js";
import { containerClasses } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { categoryImageUrl } from "../../../core/category-image.js";
import { CatalogueImage } from "~/components/catalogue/catalogue-image";
import { MyListActionButton } from "~/components/catalogue/mylist-action-button";
import { PriceBlock } from "~/components/catalogue/price-block";
import { RateTable } from "~/components/catalogue/rate-table";
import { RelatedItems } from "~/components/catalogue/related-items";
import { RichText } from "~/components/catalogue/rich-text";
import { BranchStockPanel, type StockSummary } from "~/components/catalogue/branch-stock-panel";
import type { EquipmentListing } from "../../../core/catalogue-types.js";
import type { RelatedItem } from "../../../core/related-items.js";
import type { RateBands } from "../../../core/rate-bands.js";

export interface EquipmentDetailData {
  item: EquipmentListing;
  imageCode: string;
  description: string;
  categories: { categorySlug: string; name: string }[];
  /** docs/decisions/branches.md G9: what the stock export says, when it says anything fresh. */
  stock?: StockSummary | null;
  /** docs/decisions/catalogue-import.md C13: "You may also need", when the catalogue has related items. */
  related?: RelatedItem[];
  /** docs/decisions/money.md P7: the item's rate bands, when the catalogue has them. */
  rateBands?: RateBands | null;
}

/**
 * The body of an equipment page: price, 'Add to Reservation', category image, category links and description. On a
 * phone the price and the actions come first, and the actions stay in view below the header while the visitor reads
 * on (docs/decisions/browser.md E32); from 768 px the image sits beside them.
 */
export function EquipmentDetailView({ detail }: { detail: EquipmentDetailData }) {
  const { item, categories } = detail;
  return (
    <div className={`py-6 md:py-10 ${containerClasses}`}>
      <div className="equipment-detail">
        <PriceBlock price={item} />
        <div className="buy-actions">
          <div>
            <MyListActionButton
              size="lg"
              className="flex-1 sm:flex-none"
              intent={{ action: "add", source: "detail", equipment: item }}
            >
              Add to Reservation
            </MyListActionButton>
            <a href={site.phoneHref}>
              <Icon name="phone" className="size-4" />
              <span>Call {site.phone}</span>
            </a>
          </div>
        </div>
        <CatalogueImage
          src={categoryImageUrl(detail.imageCode)}
          alt={item.name}
          width={640}
          height={480}
          priority
          className="equipment-image"
        />
        <div>
          <p className="text-sm text-ink-muted">
            Nothing is charged online: your local branch confirms availability and price before your hire.
          </p>
          {detail.rateBands && <RateTable bands={detail.rateBands} />}
          {detail.stock && <BranchStockPanel slug={item.equipmentSlug} stock={detail.stock} />}
          {categories.length > 0 && (
            <div className="mt-8">
              <h2 className="text-sm font-bold uppercase tracking-wide text-ink-muted">Categories</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {categories.map((category) => (
                  <li key={category.categorySlug}>
                    <Link
                      to={`/categories/${category.categorySlug}`}
                      className="inline-flex min-h-9 items-center rounded-full border border-line-strong bg-white px-3 text-sm font-medium text-brand hover:border-brand hover:bg-brand-soft"
                    >
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {detail.description && (
            <section aria-labelledby="description" className="mt-8 border-t border-line pt-6">
              <h2 id="description" className="text-xl font-bold">
                Description
              </h2>
              <RichText html={detail.description} className="mt-3" />
            </section>
          )}
        </div>
      </div>
      <RelatedItems items={detail.related} />
    </div>
  );
}
