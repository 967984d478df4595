import { and, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  customerRequests,
  hireRequests,
  mailOutbox,
  requestNotes,
  requestStatusChanges,
  requestTrackingLinks,
  specialRequests,
  webhookDeliveries,
} from "../../db/schema.js";
import { enqueueWebhookEvent, erasureData } from "../webhooks/index.js";

// Erasing one set of requests' personal details (docs/decisions/operation.md Z4): the customer's name, address,
// e-mail, telephone, account code and town, the notes sent to them, the branch's internal notes (docs/decisions/
// mylist.md D10), their tracking links (D3, D13) and the e-mails about the
// requests go, and so do the webhook deliveries about them (docs/decisions/webhooks.md I18); the reference, dates, branch, items, totals, status and its history stay for statistics. Run inside
// the caller's transaction, so a request is erased whole or not at all.

export interface ErasableRequest {
  id: number;
  kind: string;
  referenceNumber: string;
}

/** A hire request's snapshot with its customer emptied: the same shape, so the desk and estimates still render. */
const erasedHireSnapshot = sql`${hireRequests.snapshot} || jsonb_build_object(
  'customer', jsonb_build_object(
    'firstName', '', 'lastName', '', 'email', '', 'phone', '', 'address', '', 'postcode', '',
    'postcodeStatus', ${hireRequests.snapshot} -> 'customer' -> 'postcodeStatus', 'town', null,
    'region', ${hireRequests.snapshot} -> 'customer' -> 'region', 'accountCode', null),
  'erased', true)`;

const erasedSpecialSnapshot = sql`${specialRequests.snapshot} || jsonb_build_object(
  'customer', jsonb_build_object(
    'email', '', 'telephone', '', 'postcode', '',
    'postcodeStatus', ${specialRequests.snapshot} -> 'customer' -> 'postcodeStatus', 'town', null,
    'region', ${specialRequests.snapshot} -> 'customer' -> 'region'),
  'erased', true)`;

/**
 * Erases `requests` at `at`. `pendingMailToo`: also delete e-mails and webhook deliveries not yet sent (an erasure
 * request); the retention job leaves those to be sent and erases them on a later run. Either way a
 * customer_data.erased event is queued with the references (docs/decisions/webhooks.md I18).
 */
export async function eraseRequests(
  tx: Db,
  requests: ErasableRequest[],
  at: Date,
  { pendingMailToo }: { pendingMailToo: boolean },
): Promise<void> {
  if (requests.length === 0) return;
  const ids = requests.map((request) => request.id);
  const references = requests.map((request) => request.referenceNumber);
  const hire = requests.filter((request) => request.kind === "hire").map((request) => request.referenceNumber);
  const special = requests.filter((request) => request.kind === "special").map((request) => request.referenceNumber);

  await tx
    .update(customerRequests)
    .set({
      customerName: "",
      customerSurname: "",
      customerEmail: "",
      customerPhone: "",
      phoneDigits: "",
      trackingTokenHash: null,
      erasedAt: at,
    })
    .where(inArray(customerRequests.id, ids));
  if (hire.length > 0) {
    await tx
      .update(hireRequests)
      .set({ customerEmail: "", snapshot: erasedHireSnapshot })
      .where(inArray(hireRequests.referenceNumber, hire));
  }
  if (special.length > 0) {
    // The fingerprint and request hash are hashes of the sender's address and request: they go with the address.
    await tx
      .update(specialRequests)
      .set({ customerEmail: "", snapshot: erasedSpecialSnapshot, fingerprint: null, requestHash: null })
      .where(inArray(specialRequests.referenceNumber, special));
  }
  // The audit log holds no note to erase: it records only that one was sent (docs/decisions/operation.md Z11).
  await tx.update(requestStatusChanges).set({ note: "" }).where(inArray(requestStatusChanges.requestId, ids));
  await tx.delete(requestNotes).where(inArray(requestNotes.requestId, ids));
  await tx.delete(requestTrackingLinks).where(inArray(requestTrackingLinks.requestId, ids));
  const aboutThese = inArray(mailOutbox.referenceNumber, references);
  await tx.delete(mailOutbox).where(pendingMailToo ? aboutThese : and(aboutThese, ne(mailOutbox.status, "pending")));
  const deliveriesAboutThese = inArray(webhookDeliveries.referenceNumber, references);
  await tx
    .delete(webhookDeliveries)
    .where(pendingMailToo ? deliveriesAboutThese : and(deliveriesAboutThese, ne(webhookDeliveries.status, "pending")));
  await enqueueWebhookEvent(tx, {
    type: "customer_data.erased",
    referenceNumber: null,
    at,
    data: async () => erasureData(requests, at, pendingMailToo ? "erasure-request" : "retention"),
  });
}
