import { Link } from "react-router";
import { categoryImageUrl } from "../../../core/category-image.js";
import type { RelatedItem } from "../../../core/related-items.js";
import { CatalogueImage } from "~/components/catalogue/catalogue-image";
import { MyListActionButton } from "~/components/catalogue/mylist-action-button";
import { VatAmount, VatLabel } from "~/components/catalogue/vat-amount";

/**
 * "You may also need": the item's accessories, consumables and safety equipment with their prices and a one-press
 * add to MyList (docs/decisions/catalogue-import.md C13). Its buttons are the catalogue's MyList buttons, so a press
 * before the page's scripts run is kept and pressed again (docs/decisions/performance.md X4). Kept small, as the
 * page's first-load script carries it: the words come with the loader's data.
 */
export function RelatedItems({ items }: { items?: RelatedItem[] }) {
  if (!items?.length) return null;
  return (
    <section aria-labelledby="related" className="mt-10 border-t border-line pt-8">
      <h2 id="related" className="text-xl font-bold">
        You may also need
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map(({ label, equipment, imageCode }) => (
          <li key={equipment.equipmentSlug} className="flex gap-3 rounded-xl border border-line bg-white p-3">
            <CatalogueImage src={categoryImageUrl(imageCode)} alt="" className="h-18 w-24 shrink-0 rounded-lg" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <small className="font-bold uppercase text-ink-muted">{label}</small>
              <Link to={`/equipment/${equipment.equipmentSlug}`} className="font-semibold hover:text-brand">
                {equipment.name}
              </Link>
              <div className="mt-auto flex items-center justify-between gap-2 text-sm text-ink-muted">
                {equipment.rate ? (
                  <p>
                    <b className="text-brand">
                      <VatAmount amount={equipment.rate} />
                    </b>
                    {equipment.type === "Hire" ? ` ${equipment.rateType} ` : " "}
                    <VatLabel />
                  </p>
                ) : (
                  <p>Contact for price</p>
                )}
                <MyListActionButton
                  variant="outline"
                  size="sm"
                  label={`Add ${equipment.name} to MyList`}
                  intent={{ action: "add", source: "detail", equipment }}
                >
                  Add
                </MyListActionButton>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
