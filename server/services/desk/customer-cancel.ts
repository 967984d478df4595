import { eq } from "drizzle-orm";
import { londonDateTime } from "../../../core/date-format.js";
import { CUSTOMER_CANCELLABLE, REQUEST_STATUS_LABELS } from "../../../core/hire-request-status.js";
import { customerRequests, requestStatusChanges } from "../../db/schema.js";
import { conflict, notFound } from "../../errors.js";
import { recordAudit } from "../admin/audit.js";
import { customerCancellationMail } from "../mail/cancellation-mail.js";
import { enqueueMail } from "../mail/outbox.js";
import type { StatusChangeDeps } from "./status-change.js";
import { statusOf } from "./stored-request.js";
import { deskEntryUrl, trackingTokenMatches } from "./tracking-token.js";
import { trackingHashesOf } from "./tracking-links.js";
import { TRACKING_NOT_FOUND } from "./tracking.js";

export interface CustomerCancelDeps extends StatusChangeDeps {
  publicUrl: string;
}

const REFERENCE = /^[A-Z]{2}-[A-Z0-9]{4}-[A-Z0-9]{4}$/i;

/**
 * The customer cancels their own request through the tracking link (docs/decisions/mylist.md D16): only while the
 * branch has not confirmed it. The status, its history, the audit entry and the branch's e-mail are one transaction;
 * a wrong reference or token is the tracking page's 404 (D3).
 */
export async function cancelByCustomer(
  deps: CustomerCancelDeps,
  { referenceNumber, token, clientAddress }: { referenceNumber: string; token: string; clientAddress: string },
): Promise<void> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = REFERENCE.test(referenceNumber)
      ? await tx
          .select()
          .from(customerRequests)
          .where(eq(customerRequests.referenceNumber, referenceNumber.toUpperCase()))
          .for("update")
      : [];
    // Any link the customer was sent opens the cancellation, as it opens the page (D13).
    const hashes = row ? await trackingHashesOf(tx, row) : [];
    if (!trackingTokenMatches(token, hashes) || !row || row.erasedAt) {
      throw notFound(TRACKING_NOT_FOUND);
    }
    const from = statusOf(row);
    if (!CUSTOMER_CANCELLABLE.includes(from)) {
      throw conflict(
        `status: this request is ${REQUEST_STATUS_LABELS[from].toLowerCase()}, so it can no longer be cancelled here; please call the branch`,
      );
    }
    await tx
      .update(customerRequests)
      .set({ status: "cancelled", updatedAt: at })
      .where(eq(customerRequests.id, row.id));
    await tx.insert(requestStatusChanges).values({
      requestId: row.id,
      fromStatus: from,
      toStatus: "cancelled",
      note: "",
      actorEmail: null,
      at,
    });
    await recordAudit(tx, {
      actorEmail: null,
      action: "request-cancelled-by-customer",
      outcome: "success",
      tableName: "customer_requests",
      recordCount: 1,
      clientAddress,
      detail: `${row.referenceNumber}: ${from} -> cancelled (tracking link)`,
    });
    await enqueueMail(tx, deps.mailFrom, [
      customerCancellationMail({
        referenceNumber: row.referenceNumber,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        branchName: row.branchName,
        branchEmail: deps.branchEmail(row.branchId),
        statusBefore: REQUEST_STATUS_LABELS[from],
        receivedAt: londonDateTime(row.createdAt.toISOString()),
        deskLink: deskEntryUrl(deps.publicUrl, row.referenceNumber),
      }),
    ]);
  });
  deps.onMailQueued();
}
