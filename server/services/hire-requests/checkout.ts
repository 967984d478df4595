import { and, eq, sql } from "drizzle-orm";
import {
  bankHolidayMessage,
  bankHolidayProblem,
  nationOfPostcode,
  wantedFromHolidayMessage,
  type Nation,
} from "../../../core/bank-holidays.js";
import { bookablePeriodMessage, bookablePeriodProblem, startDateProblem } from "../../../core/hire-dates.js";
import { formatPence, parsePence } from "../../../core/money.js";
import type { CheckoutRequest } from "../../../core/request-schemas.js";
import type { Db } from "../../db/client.js";
import { customerRequests, hireRequests, mailOutbox, reservations } from "../../db/schema.js";
import { runWriteBatch } from "../../db/write-batch.js";
import { badRequest, notFound } from "../../errors.js";
import { deskRow } from "../desk/desk-row.js";
import { deskEntryUrl, trackingUrl } from "../desk/tracking-token.js";
import { outboxRows } from "../mail/outbox.js";
import { endpointsWanting, newRequestItemData, queueWebhookDeliveries } from "../webhooks/index.js";
import { hireRequestMails } from "../mail/hire-request-mail.js";
import { currentItems, reservationJson } from "../reservations/pricing.js";
import { hasHireItem, implicitPeriodFor } from "../reservations/implicit-period.js";
import { lockReservationWithItems } from "../reservations/reservation-store.js";
import { deliveryEstimateFor } from "../branch-data/index.js";
import { branchSnapshot, nearestBranch } from "./nearest-branch.js";
import { checkPostcode } from "./postcode-check.js";
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

/**
 * POST /api/reservations/{id}/checkout: checks the request, then in one transaction records the hire request
 * with its snapshot, marks the list submitted (R6) and queues the customer's copy and the branch's enquiry.
 */
export async function checkout(
  deps: HireRequestDeps,
  reservationId: number,
  sessionId: string,
  details: CheckoutRequest,
): Promise<CheckoutResult> {
  const repeat = await earlierCheckout(deps.db, reservationId, sessionId);
  if (repeat) return { referenceNumber: repeat, created: false };

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

  let created = false;
  let webhooksQueued = 0;
  let link: string | undefined;
  const referenceNumber = await deps.db.transaction(async (tx) => {
    const list = await lockReservationWithItems(tx, reservationId, sessionId);
    if (!list) throw notFound(RESERVATION_NOT_FOUND);
    const { reservation } = list;
    if (reservation.status !== "active") {
      // A concurrent repeat committed first.
      const earlier = await referenceOf(tx, reservationId);
      if (earlier) return earlier;
      throw notFound(RESERVATION_NOT_FOUND);
    }

    const lines = currentItems(list.items, deps.catalogue.findEquipmentBySlug);
    if (lines.length === 0) throw badRequest("Your MyList is empty: add an item before sending it");
    const gone = lines.filter((line) => !line.available).map((line) => line.equipment.name);
    if (gone.length > 0) {
      throw badRequest(`Please remove items that are no longer available: ${gone.join(", ")}`);
    }
    const period = await periodToSend(deps, reservation, hasHireItem(lines), nationOfPostcode(branch.postcode));
    if (period.startDate !== reservation.startDate || period.endDate !== reservation.endDate) {
      await tx.update(reservations).set(period).where(eq(reservations.id, reservationId));
    }

    const priced = reservationJson({ ...reservation, ...period }, lines);
    const hasHire = priced.items.some((item) => item.equipment.type === "Hire");
    const waiverSelected = details.damageWaiver && hasHire;
    const estimatedTotal = waiverSelected
      ? formatPence(parsePence(priced.totalCost) + parsePence(priced.damageWaiver))
      : priced.totalCost;

    const recorded = await insertWithReference("ML", async (ref) => {
      const snapshot: HireRequestSnapshot = {
        referenceNumber: ref,
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
        ...(deliveryEstimate ? { deliveryEstimate } : {}),
        branch,
        // Resale items alone have no hire period: their day is recorded as start and end (docs/decisions/mylist.md U14).
        period: hasHire
          ? { startDate: priced.startDate, endDate: priced.endDate, days: priced.days }
          : { startDate: priced.startDate, endDate: priced.startDate, days: 0 },
        items: priced.items.map((item) => ({
          ...item.equipment,
          quantity: item.quantity,
          dailyRate: item.dailyRate,
          totalCost: item.totalCost,
          pricing: item.pricing,
        })),
        totals: {
          hireTotal: priced.hireTotal,
          resaleTotal: priced.resaleTotal,
          totalCost: priced.totalCost,
          damageWaiver: { selected: waiverSelected, amount: waiverSelected ? priced.damageWaiver : "0.00" },
          estimatedTotal,
        },
        termsAccepted: true,
      };
      const [row] = await tx
        .insert(hireRequests)
        .values({
          referenceNumber: ref,
          reservationId,
          branchId: branch.id,
          customerEmail: details.customerEmail,
          postcodeStatus: postcode.status,
          snapshot,
        })
        .onConflictDoNothing({ target: hireRequests.referenceNumber })
        .returning({ id: hireRequests.id });
      return row ? snapshot : undefined;
    });
    const desk = deskRow({ kind: "hire", snapshot: recorded }, new Date(recorded.submittedAt));
    link = trackingUrl(deps.publicUrl, recorded.referenceNumber, desk.token);
    const deskLink = deskEntryUrl(deps.publicUrl, recorded.referenceNumber);
    // Whether an endpoint wants the event is asked with the writes: no round trip of its own
    // (docs/decisions/webhooks.md I20).
    const [{ wanted }] = await runWriteBatch<{ wanted: number }>(
      tx,
      [
        tx.insert(customerRequests).values(desk.values),
        tx.insert(mailOutbox).values(outboxRows(deps.mailFrom, hireRequestMails(recorded, link, deskLink))),
        tx
          .update(reservations)
          .set({ status: "submitted", updatedAt: sql`now()` })
          .where(eq(reservations.id, reservationId)),
      ],
      endpointsWanting("hire_request.created"),
    );
    if (wanted > 0) {
      webhooksQueued = await queueWebhookDeliveries(tx, {
        type: "hire_request.created",
        referenceNumber: recorded.referenceNumber,
        at: new Date(recorded.submittedAt),
        data: () => newRequestItemData(tx, recorded),
      });
    }
    created = true;
    return recorded.referenceNumber;
  });
  if (created) deps.onMailQueued();
  if (webhooksQueued > 0) deps.onWebhooksQueued?.();
  return { referenceNumber, created, trackingUrl: link };
}

/**
 * The period the request carries. A list with Hire items sends its own, which must meet the rules (R5) and miss the
 * bank holidays of the branch's nation (V1): the customer chose it and is asked to change it. A list without Hire
 * items sends the day it is wanted from (U14).
 */
async function periodToSend(
  deps: HireRequestDeps,
  reservation: { startDate: string; endDate: string },
  hasHire: boolean,
  nation: Nation,
): Promise<{ startDate: string; endDate: string }> {
  if (!hasHire) return wantedFromToSend(deps, reservation, nation);
  const { startDate, endDate } = reservation;
  const problem = bookablePeriodProblem(startDate, endDate, deps.today());
  const holiday = problem
    ? null
    : bankHolidayProblem(startDate, endDate, await deps.bankHolidays.around(nation, startDate, endDate));
  if (!problem && !holiday) return { startDate, endDate };
  if (problem) throw badRequest(bookablePeriodMessage(problem));
  // Branches close on their nation's bank holidays (docs/decisions/mylist.md V1): the branch decides which.
  const message = bankHolidayMessage(holiday!);
  throw badRequest(message, [{ field: holiday!.field, message }]);
}

/**
 * docs/decisions/mylist.md U14: the day Resale items alone are wanted from follows a hire start's rules. One that has
 * run out (past, today, a Sunday) moves on to the branch's next open day, as the list does when read (R9); one the
 * customer chose on a bank holiday of the branch's nation is refused, naming it, as a hire start is (V1).
 */
async function wantedFromToSend(
  deps: HireRequestDeps,
  reservation: { startDate: string; endDate: string },
  nation: Nation,
): Promise<{ startDate: string; endDate: string }> {
  const { startDate } = reservation;
  if (startDateProblem(startDate, deps.today())) return implicitPeriodFor(deps.bankHolidays, deps.today(), [nation]);
  const closed = bankHolidayProblem(startDate, startDate, await deps.bankHolidays.around(nation, startDate, startDate));
  if (!closed) return reservation;
  const message = wantedFromHolidayMessage(closed.holiday);
  throw badRequest(message, [{ field: "startDate", message }]);
}

/** R6: the reference of an earlier checkout of this list by this session, if any. */
async function earlierCheckout(db: Db, reservationId: number, sessionId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ referenceNumber: hireRequests.referenceNumber })
    .from(hireRequests)
    .innerJoin(reservations, eq(reservations.id, hireRequests.reservationId))
    .where(and(eq(hireRequests.reservationId, reservationId), eq(reservations.sessionId, sessionId)));
  return row?.referenceNumber;
}

async function referenceOf(db: Db, reservationId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ referenceNumber: hireRequests.referenceNumber })
    .from(hireRequests)
    .where(eq(hireRequests.reservationId, reservationId));
  return row?.referenceNumber;
}
