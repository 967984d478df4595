import { eq } from "drizzle-orm";
import {
  NEXT_STATUSES,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUS_MEANINGS,
  type RequestStatus,
} from "../../../core/hire-request-status.js";
import type { Db } from "../../db/client.js";
import { customerRequests, requestStatusChanges } from "../../db/schema.js";
import { AppError, conflict, notFound } from "../../errors.js";
import { recordAudit } from "../admin/audit.js";
import { deskScopeOf, inDeskScope, type DeskViewer } from "./desk-scope.js";
import { enqueueMail } from "../mail/outbox.js";
import { hireRequestStatusMail } from "../mail/status-mail.js";
import { requestDetail, type RequestDetail } from "./request-detail.js";
import { statusOf } from "./stored-request.js";

export interface StatusChangeDeps {
  db: Db;
  mailFrom: string;
  now: () => Date;
  /** Branch e-mail addresses, so the customer's reply reaches the branch. */
  branchEmail: (branchId: number | null) => string | null;
  onMailQueued: () => void;
}

export interface StatusChangeRequest {
  referenceNumber: string;
  to: RequestStatus;
  note: string;
  clientAddress: string;
}

/** Moves a request on (D2), records who did it (audit_log) and queues the customer's e-mail, in one transaction. */
export async function changeRequestStatus(
  deps: StatusChangeDeps,
  session: DeskViewer,
  { referenceNumber, to, note, clientAddress }: StatusChangeRequest,
): Promise<RequestDetail> {
  const scope = deskScopeOf(session);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(customerRequests)
      .where(eq(customerRequests.referenceNumber, referenceNumber.toUpperCase()))
      .for("update");
    // Another branch's request is "not found" too, so references cannot be probed (security.md A8).
    if (!row || !inDeskScope(scope, row.branchId)) throw notFound("No request with this reference");
    const from = statusOf(row);
    if (!NEXT_STATUSES[from].includes(to)) {
      const allowed = NEXT_STATUSES[from].map((status) => REQUEST_STATUS_LABELS[status]).join(", ") || "none";
      throw conflict(
        `status: a ${REQUEST_STATUS_LABELS[from].toLowerCase()} request cannot become ${REQUEST_STATUS_LABELS[to].toLowerCase()} (next: ${allowed})`,
      );
    }
    const at = deps.now();
    await tx.update(customerRequests).set({ status: to, updatedAt: at }).where(eq(customerRequests.id, row.id));
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
    // An erased request has no customer to tell (docs/decisions/operation.md Z4).
    if (!row.erasedAt)
      await enqueueMail(tx, deps.mailFrom, [
        hireRequestStatusMail({
          referenceNumber: row.referenceNumber,
          customerEmail: row.customerEmail,
          customerName: row.customerName,
          branchName: row.branchName,
          branchEmail: deps.branchEmail(row.branchId),
          status: to,
          statusLabel: REQUEST_STATUS_LABELS[to],
          meaning: REQUEST_STATUS_MEANINGS[to],
          note,
        }),
      ]);
  });
  deps.onMailQueued();
  const updated = await requestDetail(deps.db, scope, referenceNumber);
  if (!updated) throw new AppError(500, "The request vanished after its status changed");
  return updated;
}
