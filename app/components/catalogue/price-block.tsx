import { site } from "../../../core/site.js";
import { formatMoney, type PriceInfo } from "~/components/catalogue/price";

/** The equipment page's price panel: R.R.P. struck through, 'Price' or 'Rental Pricing from', ex VAT (P5). */
export function PriceBlock({ price }: { price: PriceInfo }) {
  const hire = price.type !== "Resale";
  return (
    <div className="rounded-xl border border-line bg-surface-muted p-5">
      {price.rate ? (
        <>
          {price.strikeRate && (
            <p className="text-sm text-ink-muted">
              <del className="tabular-nums">R.R.P. {formatMoney(price.strikeRate)}</del>
            </p>
          )}
          <p className="text-sm font-semibold text-ink-muted">{hire ? "Rental Pricing from" : "Price"}</p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
            <span className="text-3xl font-extrabold tabular-nums text-brand">{formatMoney(price.rate)}</span>
            {hire && price.rateType}
          </p>
          <p className="mt-1 text-sm text-ink-muted">ex VAT</p>
        </>
      ) : (
        <>
          <p className="text-2xl font-bold">Contact for price</p>
          <p className="mt-1 text-sm text-ink-muted">
            Call{" "}
            <a href={site.phoneHref} className="font-semibold text-brand underline">
              {site.phone}
            </a>{" "}
            for a quote.
          </p>
        </>
      )}
    </div>
  );
}
