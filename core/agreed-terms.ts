import { londonDateTime } from "./date-format.js";
import { formatMoney } from "./money.js";

/**
 * What the branch agreed when it confirmed a request (docs/decisions/mylist.md D11), as the rows the customer's
 * e-mail and tracking page show: nothing for what was not recorded.
 */
export function agreedTerms(
  price: string | null,
  time: Date | string | null,
  deliveryMethod: string | null,
): [string, string][] {
  const rows: [string, string][] = [];
  if (price !== null) rows.push(["Confirmed price", `${formatMoney(price)} excluding VAT`]);
  if (time !== null) {
    const label =
      deliveryMethod === "delivery"
        ? "Delivery time"
        : deliveryMethod === "collection"
          ? "Collection time"
          : "Collection or delivery";
    rows.push([label, londonDateTime(typeof time === "string" ? time : time.toISOString())]);
  }
  return rows;
}
