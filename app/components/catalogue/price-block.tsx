import { vatPercent } from "../../../core/estimate-vat.js";
import { site } from "../../../core/site.js";
import type { PriceInfo } from "~/components/catalogue/price";
import { VatAmount, VatLabel } from "~/components/catalogue/vat-amount";

/** The equipment page's price panel: R.R.P. struck through, 'Price' or 'Rental Pricing from', ex or inc VAT (P5, V3). */
export function PriceBlock({ price }: { price: PriceInfo }) {
  const hire = price.type !== "Resale";
  return (
    <div data-testid="price-block" className="rounded-xl border border-line bg-surface-muted p-5">
      {price.rate ? (
        <>
          {price.strikeRate && (
            <p className="text-sm text-ink-muted">
              <del className="tabular-nums">
                R.R.P. <VatAmount amount={price.strikeRate} />
              </del>
            </p>
          )}
          <p className="text-sm font-semibold text-ink-muted">{hire ? "Rental Pricing from" : "Price"}</p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
            <span className="text-3xl font-extrabold tabular-nums text-brand">
              <VatAmount amount={price.rate} />
            </span>
            {hire && price.rateType}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            <VatLabel /> · VAT at {vatPercent()}
          </p>
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
