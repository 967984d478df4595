import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { HireRequestSnapshot, SpecialRequestSnapshot } from "../../../core/hire-request-snapshot.js";
import type { Db } from "../../db/client.js";
import { customerRequests } from "../../db/schema.js";
import { buildHireRequestItem, loadHireRequestItem, type HireRequestItem } from "../integration/hire-request-item.js";
import type { erasureDataSchema } from "./payload-schemas.js";

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

/** A request just recorded, from the snapshot in hand: it has no status changes yet, so one read of its desk row. */
export async function newRequestItemData(
  tx: Db,
  snapshot: HireRequestSnapshot | SpecialRequestSnapshot,
): Promise<HireRequestItem> {
  const [row] = await tx
    .select()
    .from(customerRequests)
    .where(eq(customerRequests.referenceNumber, snapshot.referenceNumber));
  return buildHireRequestItem(row, snapshot, []);
}

/** customer_data.erased: which requests lost their customer's details, and why; references only, no personal data. */
export function erasureData(
  requests: { referenceNumber: string; kind: string }[],
  at: Date,
  reason: z.infer<typeof erasureDataSchema>["reason"],
): z.infer<typeof erasureDataSchema> {
  return {
    erasedAt: at.toISOString(),
    reason,
    requests: requests.map(({ referenceNumber, kind }) => ({
      reference: referenceNumber,
      kind: kind === "special" ? "special" : "hire",
    })),
  };
}
