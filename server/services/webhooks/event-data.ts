import type { Db } from "../../db/client.js";
import { historyOf, rowByReference, snapshotOf, summaryOf } from "../desk/stored-request.js";

// What a delivery's `data` holds (docs/decisions/webhooks.md I12).

/**
 * A request as the pull API lists it, read inside the transaction that changed it so the delivery reports the change
 * it commits with.
 */
export async function requestItemData(tx: Db, referenceNumber: string): Promise<unknown> {
  const row = await rowByReference(tx, referenceNumber);
  if (!row) throw new Error(`No request ${referenceNumber} to report`);
  const history = await historyOf(tx, row);
  const snapshot = await snapshotOf(tx, row);
  return {
    ...summaryOf(row),
    history: history.map(({ from, status, at }) => ({ from, status, at })),
    request: row.erasedAt ? null : (snapshot ?? null),
  };
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
    requests: requests.map(({ referenceNumber, kind }) => ({ referenceNumber, kind })),
  };
}
