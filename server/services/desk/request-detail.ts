import type { HireRequestSnapshot, SpecialRequestSnapshot } from "../../../core/hire-request-snapshot.js";
import { NEXT_STATUSES, type RequestStatus } from "../../../core/hire-request-status.js";
import type { Db } from "../../db/client.js";
import { inDeskScope, type DeskScope } from "./desk-scope.js";
import type { EstimateDocument } from "./estimate.js";
import { notesOf, type InternalNote } from "./request-notes.js";
import {
  estimateOf,
  historyOf,
  rowByReference,
  snapshotOf,
  summaryOf,
  type DeskRequestSummary,
  type StatusChange,
} from "./stored-request.js";

export type RequestDetail = DeskRequestSummary & {
  hasTrackingLink: boolean;
  estimate: EstimateDocument;
  history: StatusChange[];
  /** The branch's internal notes, oldest first (docs/decisions/mylist.md D10). */
  notes: InternalNote[];
  /** Empty for an erased request, which is read-only (D12). */
  nextStatuses: RequestStatus[];
} & ({ kind: "hire"; snapshot: HireRequestSnapshot } | { kind: "special"; snapshot: SpecialRequestSnapshot });

/**
 * One request as the desk shows it: what was asked for, its estimate, its history and where it may go next. Outside
 * the viewer's scope it is undefined, as if it did not exist (docs/decisions/security.md A8).
 */
export async function requestDetail(
  db: Db,
  scope: DeskScope,
  referenceNumber: string,
): Promise<RequestDetail | undefined> {
  const row = await rowByReference(db, referenceNumber);
  if (!row || !inDeskScope(scope, row.branchId)) return undefined;
  const snapshot = await snapshotOf(db, row);
  if (!snapshot) return undefined;
  const summary = summaryOf(row);
  return {
    ...summary,
    hasTrackingLink: row.trackingTokenHash !== null,
    estimate: estimateOf(row.kind, snapshot),
    history: await historyOf(db, row),
    notes: await notesOf(db, row),
    nextStatuses: row.erasedAt ? [] : [...NEXT_STATUSES[summary.status]],
    snapshot,
  } as RequestDetail;
}
