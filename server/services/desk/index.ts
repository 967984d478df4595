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
import { dayCondition, dayContext, dayView, type DayViewDeps } from "./day-view.js";
import type { DeskScope } from "./desk-scope.js";
import { cancelByCustomer, type CustomerCancelDeps } from "./customer-cancel.js";
import { changeRequestStatus, type StatusChangeRequest } from "./status-change.js";
import { TRACKING_NOT_FOUND, trackRequest } from "./tracking.js";

// The request desk (docs/decisions/mylist.md D1-D17): one module per job, bound here to the database and the mail
// settings.
export { deskFilters, deskQuery, type DeskFilters, type DeskQuery } from "./desk-filters.js";
export { deskScopeOf, type DeskScope, type DeskViewer } from "./desk-scope.js";
export { DESK_PAGE_SIZE, type DeskPage } from "./request-list.js";
export { EXPORT_MAX_ROWS } from "./request-export.js";
export type { RequestDetail } from "./request-detail.js";
export type { DeskRequestSummary, StatusChange } from "./stored-request.js";
export type { InternalNote } from "./request-notes.js";
export { londonInstant } from "./london-day.js";
export { TRACKING_NOT_FOUND, type TrackedRequest } from "./tracking.js";
export { DAY_FIGURES, type DayFigure, type DayView, type BranchDay } from "./day-view.js";

export type RequestDeskDeps = CustomerCancelDeps & Omit<DayViewDeps, "db" | "now">;

/**
 * The request desk: the list, one request, status changes, export, tracking and printable estimates. Every staff call
 * takes the signed-in viewer and sees only its scope (desk-scope.ts; docs/decisions/security.md A8).
 */
export function createDesk(deps: RequestDeskDeps) {
  const { db } = deps;
  const track = (referenceNumber: string, token: string) => trackRequest(db, referenceNumber, token);
  const dayDeps: DayViewDeps = { db, now: deps.now, holidays: deps.holidays, branches: deps.branches };
  /** The condition of the day's figure the filters name, if any (docs/decisions/mylist.md D17). */
  const dayFilter = async (scope: DeskScope, filters: DeskFilters) =>
    filters.day ? dayCondition(filters.day, await dayContext(dayDeps, scope), deps.now()) : undefined;
  return {
    async list(viewer: DeskViewer, filters: DeskFilters, page: number) {
      const scope = deskScopeOf(viewer);
      return listHireRequests(db, scope, filters, page, await dayFilter(scope, filters));
    },
    /** The start of the day for each branch in the viewer's scope (docs/decisions/mylist.md D17). */
    day: (viewer: DeskViewer) => dayView(dayDeps, deskScopeOf(viewer)),
    /** The CSV leaves the site with customers' details, so it is audited with the account, filters and count. */
    async exportCsv(viewer: DeskViewer, filters: DeskFilters, clientAddress: string) {
      const scope = deskScopeOf(viewer);
      const { csv, rows } = await exportRequestsCsv(db, scope, filters, await dayFilter(scope, filters));
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
