import { eq } from "drizzle-orm";
import { agreedTerms } from "../../../core/agreed-terms.js";
import { lockedRequestInScope, refuseErased } from "./writable-request.js";
import {
  NEXT_STATUSES,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUS_MEANINGS,
  type RequestStatus,
} from "../../../core/hire-request-status.js";
import type { Db } from "../../db/client.js";
import { customerRequests, requestStatusChanges } from "../../db/schema.js";
import { AppError, badRequest, conflict } from "../../errors.js";
import { recordAudit } from "../admin/audit.js";
import { deskScopeOf, type DeskViewer } from "./desk-scope.js";
import { enqueueMail } from "../mail/outbox.js";
import { enqueueWebhookEvent, requestItemData } from "../webhooks/index.js";
import { hireRequestStatusMail } from "../mail/status-mail.js";
import { requestDetail, type RequestDetail } from "./request-detail.js";
import { snapshotOf, statusOf, type StoredRequest } from "./stored-request.js";
import { issueTrackingLink } from "./tracking-links.js";
import type { HireRequestSnapshot } from "../../../core/hire-request-snapshot.js";

export interface StatusChangeDeps {
  db: Db;
  mailFrom: string;
  /** The site's address, for the tracking link each status e-mail carries (docs/decisions/mylist.md D13). */
  publicUrl: string;
  now: () => Date;
  /** Branch e-mail addresses, so the customer's reply reaches the branch. */
  branchEmail: (branchId: number | null) => string | null;
  onMailQueued: () => void;
  /** Called after a commit that queued webhook deliveries (wakes the webhook worker). */
  onWebhooksQueued?: () => void;
}

export interface StatusChangeRequest {
  referenceNumber: string;
  to: RequestStatus;
  note: string;
  clientAddress: string;
  /** What the branch agreed, recorded when it confirms (docs/decisions/mylist.md D11). */
  agreed?: { price?: string; time?: Date };
}

const DAY = 86_400_000;

/** A confirmed time from a year back (recording an agreement late) to two years ahead, like customers' dates. */
function checkAgreedTime(time: Date, now: Date): void {
  if (time.getTime() < now.getTime() - 366 * DAY || time.getTime() > now.getTime() + 731 * DAY) {
    throw badRequest("confirmedFor: must be within a year before and two years after today");
  }
}

/** The first name the checkout e-mail greeted (docs/decisions/mylist.md D13); a special request records no name. */
async function firstNameOf(db: Db, row: StoredRequest): Promise<string | null> {
  if (row.kind !== "hire") return null;
  const snapshot = (await snapshotOf(db, row)) as HireRequestSnapshot | undefined;
  return snapshot?.customer.firstName ?? null;
}

/** Moves a request on (D2), records who did it (audit_log) and queues the customer's e-mail, in one transaction. */
export async function changeRequestStatus(
  deps: StatusChangeDeps,
  session: DeskViewer,
  { referenceNumber, to, note, clientAddress, agreed }: StatusChangeRequest,
): Promise<RequestDetail> {
  const scope = deskScopeOf(session);
  const at = deps.now();
  if (agreed && to !== "confirmed") throw badRequest("confirmedPrice: the price and time are recorded when confirming");
  if (agreed?.time) checkAgreedTime(agreed.time, at);
  const webhooksQueued = await deps.db.transaction(async (tx) => {
    // Another branch's request is "not found" too, so references cannot be probed (security.md A8).
    const row = await lockedRequestInScope(tx, scope, referenceNumber);
    refuseErased(row, "status");
    const from = statusOf(row);
    if (!NEXT_STATUSES[from].includes(to)) {
      const allowed = NEXT_STATUSES[from].map((status) => REQUEST_STATUS_LABELS[status]).join(", ") || "none";
      throw conflict(
        `status: a ${REQUEST_STATUS_LABELS[from].toLowerCase()} request cannot become ${REQUEST_STATUS_LABELS[to].toLowerCase()} (next: ${allowed})`,
      );
    }
    const confirmed = { confirmedPrice: agreed?.price ?? null, confirmedFor: agreed?.time ?? null };
    await tx
      .update(customerRequests)
      .set({ status: to, updatedAt: at, ...(to === "confirmed" ? confirmed : {}) })
      .where(eq(customerRequests.id, row.id));
    await tx.insert(requestStatusChanges).values({
      requestId: row.id,
      fromStatus: from,
      toStatus: to,
      note,
      actorEmail: session.email,
      at,
    });
    await recordAudit(tx, {
      actorEmail: session.email,
      action: "request-status",
      outcome: "success",
      tableName: "customer_requests",
      recordCount: 1,
      clientAddress,
      // That a note was sent, never its text (docs/decisions/operation.md Z11): the note stays with the request.
      detail: `${row.referenceNumber}: ${from} -> ${to}${note ? " (with a note)" : ""}`,
    });
    await enqueueMail(tx, deps.mailFrom, [
      hireRequestStatusMail({
        referenceNumber: row.referenceNumber,
        customerEmail: row.customerEmail,
        customerFirstName: await firstNameOf(tx, row),
        branchName: row.branchName,
        branchEmail: deps.branchEmail(row.branchId),
        status: to,
        statusLabel: REQUEST_STATUS_LABELS[to],
        meaning: REQUEST_STATUS_MEANINGS[to],
        note,
        trackingLink: await issueTrackingLink(tx, deps.publicUrl, row, at),
        agreed:
          to === "confirmed" ? agreedTerms(confirmed.confirmedPrice, confirmed.confirmedFor, row.deliveryMethod) : [],
      }),
    ]);
    return enqueueWebhookEvent(tx, {
      type: "hire_request.status_changed",
      referenceNumber: row.referenceNumber,
      at,
      data: () => requestItemData(tx, row.referenceNumber),
    });
  });
  deps.onMailQueued();
  if (webhooksQueued > 0) deps.onWebhooksQueued?.();
  const updated = await requestDetail(deps.db, scope, referenceNumber);
  if (!updated) throw new AppError(500, "The request vanished after its status changed");
  return updated;
}
