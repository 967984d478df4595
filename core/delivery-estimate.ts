import { aboutDistanceText } from "./distance-text.js";
import { formatMoney } from "./money.js";

// The delivery estimate of checkout (docs/decisions/branches.md G10, G11): worked out by the server from the
// customer's postcode and the delivery bands, shown in checkout, stored with the hire request, and repeated in the
// e-mails and on the desk in these words.

export interface DeliveryEstimate {
  branchId: number;
  branchName: string;
  /** Miles from the branch, 1 decimal (whole miles are shown). */
  miles: number;
  /** The band's price ex VAT (G4: 2-decimal string); null beyond the last band: quoted on request. */
  price: string | null;
  /** How the customer was placed: by their postcode, or (postcode service out of reach) by its area (G1, L2). */
  placedBy: "postcode" | "postcode-area";
}

/** Today's words when there are no bands, or no estimate could be made. */
export const DELIVERY_WITHOUT_ESTIMATE = "Delivery (charges will be added on confirmation)";

/**
 * 'Delivery from Leeds, about 6 miles: from £25.00 ex VAT (confirmed by the branch)'; never a promise (G10). The
 * distance is in the brand's unit (G14).
 */
export function deliveryEstimateText(estimate: DeliveryEstimate | null | undefined): string {
  if (!estimate) return DELIVERY_WITHOUT_ESTIMATE;
  const where = `Delivery from ${estimate.branchName}, ${aboutDistanceText(estimate.miles)}`;
  return estimate.price === null
    ? `${where}: quote on request from the branch`
    : `${where}: from ${formatMoney(estimate.price)} ex VAT (confirmed by the branch)`;
}
