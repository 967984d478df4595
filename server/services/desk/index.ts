import type { Reservation } from "../../../core/reservation-types.js";
import type { RequestStatus } from "../../../core/hire-request-status.js";
import { notFound } from "../../errors.js";
import type { AdminSession } from "../admin/index.js";
import type { DeskFilters } from "./desk-filters.js";
import { estimateFromReservation } from "./estimate.js";
import { renderEstimatePdf } from "./estimate-pdf.js";
import { requestDetail } from "./request-detail.js";
import { exportRequestsCsv } from "./request-export.js";
import { listHireRequests } from "./request-list.js";
import { changeRequestStatus, type StatusChangeDeps } from "./status-change.js";
import { TRACKING_NOT_FOUND, trackRequest } from "./tracking.js";

// The request desk (issue 15): one module per job, bound here to the database and the mail settings.
export { deskFilters, deskQuery, type DeskFilters, type DeskQuery } from "./desk-filters.js";
export { DESK_PAGE_SIZE, type DeskPage } from "./request-list.js";
export { EXPORT_MAX_ROWS } from "./request-export.js";
export type { RequestDetail } from "./request-detail.js";
export type { DeskRequestSummary, StatusChange } from "./stored-request.js";
export { TRACKING_NOT_FOUND, type TrackedRequest } from "./tracking.js";

export type RequestDeskDeps = StatusChangeDeps;

/** The request desk: the list, one request, status changes, export, tracking and printable estimates. */
export function createDesk(deps: RequestDeskDeps) {
  const { db } = deps;
  const track = (referenceNumber: string, token: string) => trackRequest(db, referenceNumber, token);
  return {
    list: (filters: DeskFilters, page: number) => listHireRequests(db, filters, page),
    exportCsv: (filters: DeskFilters) => exportRequestsCsv(db, filters),
    detail: (referenceNumber: string) => requestDetail(db, referenceNumber),
    changeStatus: (
      session: AdminSession,
      referenceNumber: string,
      to: RequestStatus,
      note: string,
      clientAddress: string,
    ) => changeRequestStatus(deps, session, { referenceNumber, to, note, clientAddress }),
    track,
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
