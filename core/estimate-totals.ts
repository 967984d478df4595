import { withVat, vatPercent } from "./estimate-vat.js";
import type { HireRequestSnapshot } from "./hire-request-snapshot.js";
import { formatMoney } from "./money.js";

// An estimate's total rows, ex and inc VAT, as the printed estimate and the e-mails show them (docs/decisions/money.md
// P11).

const money = formatMoney;
const isZero = (amount: string) => Number(amount) === 0;

export function estimateTotalRows(parts: {
  hire: string;
  resale: string;
  waiver: string | null;
  exVat: string;
}): [string, string][] {
  const vat = withVat(parts.exVat);
  // A part the request does not have (no Hire items, or no Resale items) is left out rather than shown as £0.00.
  const bothZero = isZero(parts.hire) && isZero(parts.resale);
  return [
    ...(bothZero || !isZero(parts.hire) ? ([["Hire", money(parts.hire)]] as [string, string][]) : []),
    ...(!isZero(parts.resale) ? ([["Resale", money(parts.resale)]] as [string, string][]) : []),
    ...(parts.waiver ? ([["Damage waiver (16% of hire)", money(parts.waiver)]] as [string, string][]) : []),
    ["Estimated total ex VAT", money(vat.exVat)],
    [`VAT at ${vatPercent()}`, money(vat.vat)],
    ["Estimated total inc VAT", money(vat.incVat)],
  ];
}

/** The total rows of a recorded hire request, from the snapshot taken at checkout. */
export function hireRequestTotalRows({ totals }: HireRequestSnapshot): [string, string][] {
  return estimateTotalRows({
    hire: totals.hireTotal,
    resale: totals.resaleTotal,
    waiver: totals.damageWaiver.selected ? totals.damageWaiver.amount : null,
    exVat: totals.estimatedTotal,
  });
}
