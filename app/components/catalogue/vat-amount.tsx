import { amountIn, incVat, VAT_LABEL } from "../../../core/vat.js";
import { formatMoney } from "../../../core/money.js";
import { useVatView } from "~/lib/vat-view";

// Prices in the VAT view (docs/decisions/money.md V3, V4).

/**
 * A server-rendered price: both figures in one grid cell, CSS showing the one <html data-vat> asks for. The cell
 * is as wide as the wider figure in either view, so switching moves nothing around it.
 */
export function VatAmount({ amount }: { amount: string }) {
  return (
    <span className="vat-pair">
      <span className="vat-ex">{formatMoney(amount)}</span>
      <span className="vat-inc">{formatMoney(incVat(amount))}</span>
    </span>
  );
}

/** 'ex VAT' or 'inc VAT' beside a server-rendered price. */
export function VatLabel() {
  return (
    <span className="vat-pair">
      <span className="vat-ex">{VAT_LABEL.ex}</span>
      <span className="vat-inc">{VAT_LABEL.inc}</span>
    </span>
  );
}

/** For client-rendered prices (MyList, checkout): formats an ex-VAT amount in the visitor's view. */
export function useVatMoney() {
  const view = useVatView();
  return { money: (amount: string) => formatMoney(amountIn(view, amount)), vatLabel: VAT_LABEL[view] };
}
