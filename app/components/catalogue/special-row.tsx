import { EnquireButton } from "~/components/catalogue/enquire-button";
import { categoryImageUrl } from "../../../core/category-image.js";
import { CatalogueImage } from "~/components/catalogue/catalogue-image";
import { RichText } from "~/components/catalogue/rich-text";
import { FromPrice } from "~/components/catalogue/price";
import type { SpecialSummary } from "../../../core/catalogue-types.js";

/** One special offer in a Quick Hires category. */
export function SpecialRow({ special, highlighted }: { special: SpecialSummary; highlighted: boolean }) {
  return (
    <li
      data-slug={special.equipmentSlug ?? undefined}
      data-highlighted={highlighted || undefined}
      className={`grid grid-cols-[88px_1fr] items-start gap-3 rounded-xl border p-3 transition-[box-shadow,border-color,background-color] duration-500 sm:grid-cols-[160px_1fr] sm:gap-4 sm:p-4 ${
        highlighted ? "border-accent-strong bg-[#fff8e6] ring-4 ring-accent" : "border-line bg-white"
      }`}
    >
      <CatalogueImage
        src={categoryImageUrl(special.imageCode)}
        alt=""
        width={320}
        height={240}
        missingText="No image available"
        className="aspect-[4/3] w-full rounded-lg border border-line text-xs"
      />
      <div className="flex min-w-0 flex-col">
        <h3 className="font-bold leading-snug sm:text-lg">{special.name}</h3>
        {special.fullDescription && <RichText html={special.fullDescription} className="mt-1 text-sm text-ink-muted" />}
        <p className="mt-2 text-sm text-ink-muted">
          Code:{" "}
          <span className="font-semibold tabular-nums text-ink">
            {special.equipment?.productCode || special.commCode}
          </span>
        </p>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <FromPrice price={special.equipment} />
          <EnquireButton special={special} source="quick-hire" />
        </div>
      </div>
    </li>
  );
}
