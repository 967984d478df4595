import type { Db } from "../../db/client.js";
import { loadHireRequestItem, type HireRequestItem } from "../integration/hire-request-item.js";

// What a delivery's `data` holds (docs/decisions/webhooks.md I12).

/**
 * A request as the pull API lists it (docs/decisions/integration.md I5), read inside the transaction that changed it,
 * so the delivery reports the change it commits with.
 */
export async function requestItemData(tx: Db, referenceNumber: string): Promise<HireRequestItem> {
  const item = await loadHireRequestItem(tx, referenceNumber);
  if (!item) throw new Error(`No request ${referenceNumber} to report`);
  return item;
}

/** customer_data.erased: which requests lost their customer's details, and why; references only, no personal data. */
export function erasureData(
  requests: { referenceNumber: string; kind: string }[],
  at: Date,
  reason: "erasure-request" | "retention",
) {
  return {
    erasedAt: at.toISOString(),
    reason,
    requests: requests.map(({ referenceNumber, kind }) => ({ reference: referenceNumber, kind })),
  };
}
