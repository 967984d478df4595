import { eq, sql } from "drizzle-orm";
import { nationOfPostcode } from "../../../core/bank-holidays.js";
import { formatPence, parsePence } from "../../../core/money.js";
import type { CheckoutRequest } from "../../../core/request-schemas.js";
import type { Db } from "../../db/client.js";
import { customerRequests, hireRequests, mailOutbox, reservations } from "../../db/schema.js";
import { runWriteBatch } from "../../db/write-batch.js";
import { badRequest, conflict, notFound } from "../../errors.js";
import { deskRow } from "../desk/desk-row.js";
import { deskEntryUrl, trackingUrl } from "../desk/tracking-token.js";
import { outboxRows } from "../mail/outbox.js";
import { endpointsWanting, newRequestItemData, queueWebhookDeliveries } from "../webhooks/index.js";
import { hireRequestMails } from "../mail/hire-request-mail.js";
import { currentItems, reservationJson } from "../reservations/pricing.js";
import { hasHireItem } from "../reservations/implicit-period.js";
import { lockReservationWithItems, reservationWithItems } from "../reservations/reservation-store.js";
import { deliveryEstimateFor } from "../branch-data/index.js";
import { branchSnapshot, nearestBranch } from "./nearest-branch.js";
import { periodToSend } from "./checkout-period.js";
import { checkPostcode, type CheckedPostcode } from "./postcode-check.js";
import type { HireRequestDeps } from "./hire-request-deps.js";
import { insertWithReference } from "./insert-with-reference.js";
import type { HireRequestSnapshot } from "../../../core/hire-request-snapshot.js";

export interface CheckoutResult {
  referenceNumber: string;
  /** False when this answered a repeat of an earlier checkout (R6): nothing was recorded or queued. */
  created: boolean;
  /** The customer's private tracking link; only the first answer has it (the server keeps the token's hash alone). */
  trackingUrl?: string;
}

const RESERVATION_NOT_FOUND = "Reservation not found";

/** How often a checkout reads the list again when it changed between its first read and its lock. */
const LIST_READS = 3;

type ListWithItems = NonNullable<Awaited<ReturnType<typeof reservationWithItems>>>;
type RequestContext = {
  reservationId: number;
  sessionId: string;
  details: CheckoutRequest;
  branch: HireRequestSnapshot["branch"];
  postcode: CheckedPostcode;
  deliveryEstimate: HireRequestSnapshot["deliveryEstimate"] | null;
};

/**
 * POST /api/reservations/{id}/checkout: checks the request, then in one transaction records the hire request
 * with its snapshot, marks the list submitted (R6) and queues the customer's copy and the branch's enquiry.
 * Everything is worked out from a first read of the list; the transaction locks the list, checks it is unchanged
 * and writes in one statement (docs/decisions/mylist.md M8). `readDetails` checks the request's body: it is called once
 * the list is known to be this session's, since R2 comes before anything else.
 */
export async function checkout(
  deps: HireRequestDeps,
  reservationId: number,
  sessionId: string,
  readDetails: () => CheckoutRequest,
): Promise<CheckoutResult> {
  let list = await reservationWithItems(deps.db, reservationId, sessionId);
  if (!list) throw notFound(RESERVATION_NOT_FOUND);
  const details = readDetails();
  const repeat = await earlierCheckout(deps.db, reservationId, list);
  if (repeat) return repeat;

  const branches = deps.catalogue.listBranches();
  const collectionBranch =
    details.deliveryMethod === "collection"
      ? branches.find((branch) => branch.id === details.collectionLocationId)
      : undefined;
  if (details.deliveryMethod === "collection" && !collectionBranch) {
    const message = "No branch with this id";
    throw badRequest(`collectionLocationId: ${message}`, [{ field: "collectionLocationId", message }]);
  }
  // The postcode service is asked before the transaction, so no lock is held during a network call.
  const postcode = await checkPostcode(deps.postcodes, details.customerPostcode, "customerPostcode");
  const branch = collectionBranch
    ? branchSnapshot(collectionBranch, "customer")
    : nearestBranch(branches, postcode.postcode, postcode.location);
  if (!branch) throw badRequest("No branch can take requests at the moment; please call us");
  // docs/decisions/branches.md G10: the delivery estimate checkout showed, worked out again here and stored.
  const deliveryEstimate =
    details.deliveryMethod === "delivery" && deps.branchData
      ? deliveryEstimateFor(await deps.branchData.current(), branches, branch, postcode)
      : null;
  const context: RequestContext = { reservationId, sessionId, details, branch, postcode, deliveryEstimate };

  for (let read = 1; ; read++) {
    const recorded = await recordUnchanged(deps, list!, context);
    if (recorded !== LIST_CHANGED) {
      if (recorded.webhooksQueued > 0) deps.onWebhooksQueued?.();
      deps.onMailQueued();
      return { referenceNumber: recorded.referenceNumber, created: true, trackingUrl: recorded.link };
    }
    if (read === LIST_READS)
      throw conflict("Your MyList changed while it was being sent: please check it and send it again");
    list = await reservationWithItems(deps.db, reservationId, sessionId);
    const repeated = await earlierCheckout(deps.db, reservationId, list);
    if (repeated) return repeated;
  }
}

/** The request as it will be recorded, from the list as first read: everything but the reference is worked out once. */
async function draftRequest(deps: HireRequestDeps, list: ListWithItems, context: RequestContext) {
  const { reservation } = list;
  const { details, branch, postcode, reservationId } = context;
  const lines = currentItems(list.items, deps.catalogue.findEquipmentBySlug);
  if (lines.length === 0) throw badRequest("Your MyList is empty: add an item before sending it");
  const gone = lines.filter((line) => !line.available).map((line) => line.equipment.name);
  if (gone.length > 0) {
    throw badRequest(`Please remove items that are no longer available: ${gone.join(", ")}`);
  }
  const period = await periodToSend(deps, reservation, hasHireItem(lines), nationOfPostcode(branch.postcode));
  const periodChanged = period.startDate !== reservation.startDate || period.endDate !== reservation.endDate;

  const priced = reservationJson({ ...reservation, ...period }, lines);
  const hasHire = priced.items.some((item) => item.equipment.type === "Hire");
  const waiverSelected = details.damageWaiver && hasHire;
  const estimatedTotal = waiverSelected
    ? formatPence(parsePence(priced.totalCost) + parsePence(priced.damageWaiver))
    : priced.totalCost;
  const items = priced.items.map((item) => ({
    ...item.equipment,
    quantity: item.quantity,
    dailyRate: item.dailyRate,
    totalCost: item.totalCost,
    pricing: item.pricing,
  }));

  return (referenceNumber: string) => {
    const snapshot: HireRequestSnapshot = {
      referenceNumber,
      submittedAt: deps.now().toISOString(),
      reservationId,
      customer: {
        firstName: details.customerFirstName,
        lastName: details.customerLastName,
        email: details.customerEmail,
        phone: details.customerPhone,
        address: details.customerAddress,
        postcode: postcode.postcode,
        postcodeStatus: postcode.status,
        town: postcode.town,
        region: postcode.region,
        accountCode: details.accountCode ?? null,
      },
      deliveryMethod: details.deliveryMethod,
      ...(context.deliveryEstimate ? { deliveryEstimate: context.deliveryEstimate } : {}),
      branch,
      // Resale items alone have no hire period: their day is recorded as start and end (docs/decisions/mylist.md U14).
      period: hasHire
        ? { startDate: priced.startDate, endDate: priced.endDate, days: priced.days }
        : { startDate: priced.startDate, endDate: priced.startDate, days: 0 },
      items,
      totals: {
        hireTotal: priced.hireTotal,
        resaleTotal: priced.resaleTotal,
        totalCost: priced.totalCost,
        damageWaiver: { selected: waiverSelected, amount: waiverSelected ? priced.damageWaiver : "0.00" },
        estimatedTotal,
      },
      termsAccepted: true,
    };
    const desk = deskRow({ kind: "hire", snapshot }, new Date(snapshot.submittedAt));
    const link = trackingUrl(deps.publicUrl, referenceNumber, desk.token);
    const mails = hireRequestMails(snapshot, link, deskEntryUrl(deps.publicUrl, referenceNumber));
    return { snapshot, desk, link, mails, period: periodChanged ? period : {} };
  };
}

/** A drawn reference was taken by an earlier request: the transaction is undone and another is drawn. */
class ReferenceTaken extends Error {}
/** What recordUnchanged answers when the list changed after its first read. */
const LIST_CHANGED = Symbol("list changed");

/**
 * Records the request worked out from `list` if the list is still as read, in one transaction: its lock, then one
 * statement of every write (docs/decisions/mylist.md M8).
 */
async function recordUnchanged(deps: HireRequestDeps, list: ListWithItems, context: RequestContext) {
  const draft = await draftRequest(deps, list, context);
  const { reservationId, sessionId, postcode } = context;
  return insertWithReference("ML", async (referenceNumber) => {
    const request = draft(referenceNumber);
    const { snapshot } = request;
    try {
      return await deps.db.transaction(async (tx) => {
        const locked = await lockReservationWithItems(tx, reservationId, sessionId);
        if (JSON.stringify(locked) !== JSON.stringify(list)) return LIST_CHANGED;
        // Whether an endpoint wants the event is asked with the writes: no round trip of its own
        // (docs/decisions/webhooks.md I20).
        const [written] = await runWriteBatch<{ requests: number; deskRows: number; wanted: number }>(
          tx,
          [
            tx
              .insert(hireRequests)
              .values({
                referenceNumber,
                reservationId,
                branchId: snapshot.branch.id,
                customerEmail: snapshot.customer.email,
                postcodeStatus: postcode.status,
                snapshot,
              })
              .onConflictDoNothing({ target: hireRequests.referenceNumber })
              .returning({ id: hireRequests.id }),
            tx
              .insert(customerRequests)
              .values(request.desk.values)
              .onConflictDoNothing()
              .returning({ id: customerRequests.id }),
            tx.insert(mailOutbox).values(outboxRows(deps.mailFrom, request.mails)),
            tx
              .update(reservations)
              .set({ ...request.period, status: "submitted", updatedAt: sql`now()` })
              .where(eq(reservations.id, reservationId)),
          ],
          sql`select (select count(*) from w0)::int as requests, (select count(*) from w1)::int as "deskRows",
            wanted from (${endpointsWanting("hire_request.created")}) as endpoints`,
        );
        if (written.requests !== 1 || written.deskRows !== 1) throw new ReferenceTaken();
        const webhooksQueued =
          written.wanted > 0
            ? await queueWebhookDeliveries(tx, {
                type: "hire_request.created",
                referenceNumber,
                at: new Date(snapshot.submittedAt),
                data: () => newRequestItemData(tx, snapshot),
              })
            : 0;
        return { referenceNumber, link: request.link, webhooksQueued };
      });
    } catch (err) {
      if (err instanceof ReferenceTaken) return undefined;
      throw err;
    }
  });
}

/**
 * R6: a list already sent answers the reference it was sent under, as a repeat that records nothing; a list this
 * session does not own, or one sent under no reference, is not found.
 */
async function earlierCheckout(
  db: Db,
  reservationId: number,
  list: ListWithItems | undefined,
): Promise<CheckoutResult | undefined> {
  if (list?.reservation.status === "active") return undefined;
  const [row] = list
    ? await db
        .select({ referenceNumber: hireRequests.referenceNumber })
        .from(hireRequests)
        .where(eq(hireRequests.reservationId, reservationId))
    : [];
  if (!row) throw notFound(RESERVATION_NOT_FOUND);
  return { referenceNumber: row.referenceNumber, created: false };
}
