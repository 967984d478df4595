import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-classes";
import { EnquireButton } from "~/components/catalogue/enquire-button";
import { categoryImageUrl } from "../../../core/category-image.js";
import { CatalogueImage } from "~/components/catalogue/catalogue-image";
import { FromPrice } from "~/components/catalogue/price";
import type { SpecialSummary } from "../../../core/catalogue-types.js";

/** A featured quick-hire product: picture, name, price, 'View Product' (to its Quick Hires entry) and '+enquire'. */
export function SpecialCard({ special }: { special: SpecialSummary }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-card">
      <div className="relative">
        <CatalogueImage
          src={categoryImageUrl(special.imageCode)}
          alt=""
          width={400}
          height={300}
          missingText="No image available"
          className="aspect-[4/3] w-full border-b border-line"
        />
        <span className="absolute left-3 top-3 rounded-full bg-accent px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-accent-ink">
          Offer
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
        <h3 className="font-bold leading-snug">{special.name}</h3>
        <div className="mt-auto">
          <FromPrice price={special.equipment} />
        </div>
        <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-1 xl:grid-cols-2">
          {special.equipmentSlug ? (
            <Link
              to={`/quick-hires#${special.equipmentSlug}`}
              aria-label={`View Product: ${special.name}`}
              className={buttonClasses({ variant: "outline", size: "sm", className: "w-full" })}
            >
              View Product
            </Link>
          ) : null}
          <EnquireButton special={special} source="home" className="w-full" />
        </div>
      </div>
    </li>
  );
}
