import type { EquipmentType } from "../../../core/catalogue-types.js";
import { VatAmount, VatLabel } from "~/components/catalogue/vat-amount";

export interface PriceInfo {
  type: EquipmentType;
  rate: string | null;
  rateType: string;
  strikeRate: string | null;
}

/**
 * A compact price for cards: 'from £45.00 per week ex VAT' (or inc VAT, as the visitor chose) with an optional
 * struck-through price (Resale items show the price only), or 'Contact for price' when there is no rate or no item.
 */
export function FromPrice({ price }: { price: PriceInfo | null }) {
  if (!price?.rate) return <p className="font-semibold">Contact for price</p>;
  const hire = price.type !== "Resale";
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5 tabular-nums text-sm">
      {price.strikeRate && (
        <del className="text-ink-muted">
          <VatAmount amount={price.strikeRate} />
        </del>
      )}
      {hire && <span className="text-ink-muted">from</span>}
      <span className="text-xl font-extrabold text-brand">
        <VatAmount amount={price.rate} />
      </span>
      {hire && price.rateType}
      <span className="text-xs text-ink-muted">
        <VatLabel />
      </span>
    </p>
  );
}
