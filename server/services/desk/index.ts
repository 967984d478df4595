import type { Reservation } from "../../../core/reservation-types.js";
import { notFound } from "../../errors.js";
import { recordAudit } from "../admin/audit.js";
import { filtersForAudit, type DeskFilters } from "./desk-filters.js";
import { deskScopeOf, type DeskViewer } from "./desk-scope.js";
import { estimateFromReservation } from "./estimate.js";
import { renderEstimatePdf } from "./estimate-pdf.js";
import { requestDetail } from "./request-detail.js";
import { exportRequestsCsv } from "./request-export.js";
import { listHireRequests } from "./request-list.js";
import { addRequestNote } from "./request-notes.js";
import { cancelByCustomer, type CustomerCancelDeps } from "./customer-cancel.js";
import { changeRequestStatus, type StatusChangeDeps, type StatusChangeRequest } from "./status-change.js";
import { TRACKING_NOT_FOUND, trackRequest } from "./tracking.js";

// The request desk (issue 15): one module per job, bound here to the database and the mail settings.
export { deskFilters, deskQuery, type DeskFilters, type DeskQuery } from "./desk-filters.js";
export { deskScopeOf, type DeskScope, type DeskViewer } from "./desk-scope.js";
export { DESK_PAGE_SIZE, type DeskPage } from "./request-list.js";
export { EXPORT_MAX_ROWS } from "./request-export.js";
export type { RequestDetail } from "./request-detail.js";
export type { DeskRequestSummary, StatusChange } from "./stored-request.js";
export type { InternalNote } from "./request-notes.js";
export { londonInstant } from "./london-day.js";
export { TRACKING_NOT_FOUND, type TrackedRequest } from "./tracking.js";

export type RequestDeskDeps = CustomerCancelDeps;

/**
 * The request desk: the list, one request, status changes, export, tracking and printable estimates. Every staff call
 * takes the signed-in viewer and sees only its scope (desk-scope.ts; docs/decisions/security.md A8).
 */
export function createDesk(deps: RequestDeskDeps) {
  const { db } = deps;
  const track = (referenceNumber: string, token: string) => trackRequest(db, referenceNumber, token);
  return {
    list: (viewer: DeskViewer, filters: DeskFilters, page: number) =>
      listHireRequests(db, deskScopeOf(viewer), filters, page),
    /** The CSV leaves the site with customers' details, so it is audited with the account, filters and count. */
    async exportCsv(viewer: DeskViewer, filters: DeskFilters, clientAddress: string) {
      const { csv, rows } = await exportRequestsCsv(db, deskScopeOf(viewer), filters);
      await recordAudit(db, {
        actorEmail: viewer.email,
        action: "export",
        outcome: "success",
        tableName: "customer_requests",
        recordCount: rows,
        clientAddress,
        detail: JSON.stringify({ ...filtersForAudit(filters), rows }),
      });
      return csv;
    },
    detail: (viewer: DeskViewer, referenceNumber: string) => requestDetail(db, deskScopeOf(viewer), referenceNumber),
    changeStatus: (session: DeskViewer, change: StatusChangeRequest) => changeRequestStatus(deps, session, change),
    /** Adds an internal note (D10) and answers the request as the desk now shows it. */
    async addNote(viewer: DeskViewer, note: { referenceNumber: string; text: string; clientAddress: string }) {
      await addRequestNote(db, deps.now, viewer, note);
      return requestDetail(db, deskScopeOf(viewer), note.referenceNumber);
    },
    track,
    /** The customer's own cancellation through the tracking link (docs/decisions/mylist.md D16). */
    cancelByCustomer: (cancel: { referenceNumber: string; token: string; clientAddress: string }) =>
      cancelByCustomer(deps, cancel),
    /** The estimate PDF behind a tracking link; a wrong reference or token is "not found" like a missing request. */
    async trackedPdf(referenceNumber: string, token: string): Promise<Buffer> {
      const tracked = await track(referenceNumber, token);
      if (!tracked) throw notFound(TRACKING_NOT_FOUND);
      return renderEstimatePdf(tracked.estimate, deps.now());
    },
    /** The printable estimate of a customer's reservation (their MyList), drawn from its current prices. */
    reservationPdf: (reservation: Reservation) => renderEstimatePdf(estimateFromReservation(reservation), deps.now()),
  };
}

export type Desk = ReturnType<typeof createDesk>;
