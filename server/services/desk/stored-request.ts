import { asc, eq } from "drizzle-orm";
import type { HireRequestSnapshot, SpecialRequestSnapshot } from "../../../core/hire-request-snapshot.js";
import { REQUEST_STATUS_LABELS, isRequestStatus, type RequestStatus } from "../../../core/hire-request-status.js";
import type { Db } from "../../db/client.js";
import { customerRequests, hireRequests, requestStatusChanges, specialRequests } from "../../db/schema.js";
import { estimateFromHireRequest, estimateFromSpecialRequest, type EstimateDocument } from "./estimate.js";

// Reading one recorded request: its desk row, its snapshot, its estimate and its status history.

export type StoredRequest = typeof customerRequests.$inferSelect;

export interface DeskRequestSummary {
  referenceNumber: string;
  kind: "hire" | "special";
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  branchId: number | null;
  branchName: string;
  startDate: string;
  endDate: string;
  itemsSummary: string;
  itemCount: number;
  estimatedTotal: string | null;
  /** Checkout's delivery estimate as one line (docs/decisions/branches.md G10); null without one. */
  deliveryEstimate: string | null;
  status: RequestStatus;
  receivedAt: string;
  updatedAt: string;
  /** When the customer's details were erased (retention or an erasure request, operation.md Z4); null while kept. */
  erasedAt: string | null;
  /** A hire request's collection or delivery; null for a special request. */
  deliveryMethod: "collection" | "delivery" | null;
  /** What the branch agreed when it confirmed (docs/decisions/mylist.md D11): price ex VAT and time; null if not. */
  confirmedPrice: string | null;
  confirmedFor: string | null;
}

export interface StatusChange {
  from: RequestStatus | null;
  status: RequestStatus;
  label: string;
  note: string;
  at: string;
  actorEmail: string | null;
}

/** The row's status, read as "received" should the column hold a name this version does not know. */
export const statusOf = (row: StoredRequest): RequestStatus => (isRequestStatus(row.status) ? row.status : "received");

export function summaryOf(row: StoredRequest): DeskRequestSummary {
  return {
    referenceNumber: row.referenceNumber,
    kind: row.kind as "hire" | "special",
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    branchId: row.branchId,
    branchName: row.branchName,
    startDate: row.startDate,
    endDate: row.endDate,
    itemsSummary: row.itemsSummary,
    itemCount: row.itemCount,
    estimatedTotal: row.estimatedTotal,
    deliveryEstimate: row.deliveryEstimate,
    status: statusOf(row),
    receivedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    erasedAt: row.erasedAt?.toISOString() ?? null,
    deliveryMethod:
      row.deliveryMethod === "collection" || row.deliveryMethod === "delivery" ? row.deliveryMethod : null,
    confirmedPrice: row.confirmedPrice,
    confirmedFor: row.confirmedFor?.toISOString() ?? null,
  };
}

export async function historyOf(db: Db, row: StoredRequest): Promise<StatusChange[]> {
  const changes = await db
    .select()
    .from(requestStatusChanges)
    .where(eq(requestStatusChanges.requestId, row.id))
    .orderBy(asc(requestStatusChanges.at), asc(requestStatusChanges.id));
  const received: StatusChange = {
    from: null,
    status: "received",
    label: REQUEST_STATUS_LABELS.received,
    note: "",
    at: row.createdAt.toISOString(),
    actorEmail: null,
  };
  return [
    received,
    ...changes.map((change) => {
      const status = isRequestStatus(change.toStatus) ? change.toStatus : "received";
      return {
        from: isRequestStatus(change.fromStatus) ? change.fromStatus : null,
        status,
        label: REQUEST_STATUS_LABELS[status],
        note: change.note,
        at: change.at.toISOString(),
        actorEmail: change.actorEmail,
      };
    }),
  ];
}

export async function rowByReference(db: Db, referenceNumber: string): Promise<StoredRequest | undefined> {
  const [row] = await db
    .select()
    .from(customerRequests)
    .where(eq(customerRequests.referenceNumber, referenceNumber.toUpperCase()));
  return row;
}

export async function snapshotOf(
  db: Db,
  row: StoredRequest,
): Promise<HireRequestSnapshot | SpecialRequestSnapshot | undefined> {
  const table = row.kind === "hire" ? hireRequests : specialRequests;
  const [found] = await db
    .select({ snapshot: table.snapshot })
    .from(table)
    .where(eq(table.referenceNumber, row.referenceNumber));
  return found?.snapshot as HireRequestSnapshot | SpecialRequestSnapshot | undefined;
}

export const estimateOf = (kind: string, snapshot: HireRequestSnapshot | SpecialRequestSnapshot): EstimateDocument =>
  kind === "hire"
    ? estimateFromHireRequest(snapshot as HireRequestSnapshot)
    : estimateFromSpecialRequest(snapshot as SpecialRequestSnapshot);
