import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import { addDays } from "../../../core/hire-dates.js";
import {
  NEXT_STATUSES,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUS_MEANINGS,
  isRequestStatus,
  type RequestStatus,
} from "../../../core/request-status.js";
import type { Reservation } from "../../../core/reservation-types.js";
import type { Db } from "../../db/client.js";
import { customerRequests, hireRequests, requestStatusChanges, specialRequests } from "../../db/schema.js";
import { AppError, conflict, notFound } from "../../errors.js";
import { recordAudit } from "../admin/audit.js";
import type { AdminSession } from "../admin/index.js";
import { neutraliseFormula } from "../import/neutralise-formula.js";
import { enqueueMail } from "../mail/outbox.js";
import { requestStatusMail } from "../mail/templates.js";
import type { HireRequestSnapshot, SpecialRequestSnapshot } from "../../../core/hire-request-snapshot.js";
import {
  estimateFromHireRequest,
  estimateFromReservation,
  estimateFromSpecialRequest,
  type EstimateDocument,
} from "./estimate.js";
import { renderEstimatePdf } from "./estimate-pdf.js";
import { londonDayStart } from "./london-day.js";
import { phoneDigits } from "./desk-row.js";
import { trackingTokenMatches } from "./tracking-token.js";

export const DESK_PAGE_SIZE = 25;
/** The CSV export's ceiling: a filtered list larger than this is cut, and the file says so in its last row. */
export const EXPORT_MAX_ROWS = 20_000;

export interface DeskFilters {
  search?: string;
  branch?: number;
  status?: RequestStatus;
  /** Received on or after this London day (YYYY-MM-DD). */
  from?: string;
  /** Received on or before this London day. */
  to?: string;
}

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
  status: RequestStatus;
  receivedAt: string;
  updatedAt: string;
}

export interface DeskPage {
  requests: DeskRequestSummary[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

export interface StatusChange {
  from: RequestStatus | null;
  status: RequestStatus;
  label: string;
  note: string;
  at: string;
  actorEmail: string | null;
}

export type RequestDetail = DeskRequestSummary & {
  hasTrackingLink: boolean;
  estimate: EstimateDocument;
  history: StatusChange[];
  nextStatuses: RequestStatus[];
} & ({ kind: "hire"; snapshot: HireRequestSnapshot } | { kind: "special"; snapshot: SpecialRequestSnapshot });

/** What the customer's tracking page shows: no e-mail, telephone or address, only what the request was. */
export interface TrackedRequest {
  referenceNumber: string;
  kind: "hire" | "special";
  status: RequestStatus;
  statusLabel: string;
  meaning: string;
  history: StatusChange[];
  customerName: string;
  receivedAt: string;
  estimate: EstimateDocument;
  /** A hire request's choice of collection or delivery (null for a special request). */
  deliveryMethod: "collection" | "delivery" | null;
  /** False for a request of Resale items alone: its period is only the date they are wanted from (R9). */
  hasHireItems: boolean;
}

type Row = typeof customerRequests.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Search: prefixes of the reference, e-mail, full name, surname or telephone digits, each on its own index (D4). What
 * the term looks like narrows the columns: a reference, an e-mail address, a telephone number, or else a name.
 */
function searchCondition(search: string): SQL | undefined {
  const term = search.trim().toLowerCase();
  if (!term) return undefined;
  const prefix = `${escapeLike(term)}%`;
  const reference = sql`${customerRequests.referenceNumber} like ${`${escapeLike(term.toUpperCase())}%`}`;
  const email = sql`lower(${customerRequests.customerEmail}) like ${prefix}`;
  if (/^(ml|sr)-/.test(term)) return reference;
  if (term.includes("@")) return email;
  const digits = phoneDigits(term);
  if (/^[\d\s()+-]+$/.test(term)) {
    return digits.length >= 4 ? sql`${customerRequests.phoneDigits} like ${`${digits}%`}` : sql`false`;
  }
  return or(
    reference,
    email,
    sql`lower(${customerRequests.customerName}) like ${prefix}`,
    sql`lower(${customerRequests.customerSurname}) like ${prefix}`,
  );
}

function whereOf(filters: DeskFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.search ? searchCondition(filters.search) : undefined,
    filters.branch !== undefined ? eq(customerRequests.branchId, filters.branch) : undefined,
    filters.status ? eq(customerRequests.status, filters.status) : undefined,
    filters.from ? gte(customerRequests.createdAt, londonDayStart(filters.from)) : undefined,
    filters.to ? lt(customerRequests.createdAt, londonDayStart(addDays(filters.to, 1))) : undefined,
  ];
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}

function summaryOf(row: Row): DeskRequestSummary {
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
    status: isRequestStatus(row.status) ? row.status : "received",
    receivedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const newestFirst = [desc(customerRequests.createdAt), desc(customerRequests.id)];

async function historyOf(db: Db, row: Row): Promise<StatusChange[]> {
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

async function rowByReference(db: Db, referenceNumber: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(customerRequests)
    .where(eq(customerRequests.referenceNumber, referenceNumber.toUpperCase()));
  return row;
}

async function snapshotOf(db: Db, row: Row): Promise<HireRequestSnapshot | SpecialRequestSnapshot | undefined> {
  const table = row.kind === "hire" ? hireRequests : specialRequests;
  const [found] = await db
    .select({ snapshot: table.snapshot })
    .from(table)
    .where(eq(table.referenceNumber, row.referenceNumber));
  return found?.snapshot as HireRequestSnapshot | SpecialRequestSnapshot | undefined;
}

const estimateOf = (kind: string, snapshot: HireRequestSnapshot | SpecialRequestSnapshot) =>
  kind === "hire"
    ? estimateFromHireRequest(snapshot as HireRequestSnapshot)
    : estimateFromSpecialRequest(snapshot as SpecialRequestSnapshot);

const TRACKING_NOT_FOUND = "Request not found";

export interface RequestDeskDeps {
  db: Db;
  mailFrom: string;
  now: () => Date;
  /** Branch e-mail addresses, so the customer's reply reaches the branch. */
  branchEmail: (branchId: number | null) => string | null;
  onMailQueued: () => void;
}

/** The request desk (issue 15): the list, one request, status changes, export, tracking and printable estimates. */
export function createRequestDesk(deps: RequestDeskDeps) {
  const { db } = deps;

  async function list(filters: DeskFilters, page: number): Promise<DeskPage> {
    const where = whereOf(filters);
    const [{ total }] = await db.select({ total: count() }).from(customerRequests).where(where);
    const pages = Math.max(1, Math.ceil(total / DESK_PAGE_SIZE));
    const current = Math.min(Math.max(1, page), pages);
    const rows = await db
      .select()
      .from(customerRequests)
      .where(where)
      .orderBy(...newestFirst)
      .limit(DESK_PAGE_SIZE)
      .offset((current - 1) * DESK_PAGE_SIZE);
    return { requests: rows.map(summaryOf), total, page: current, pageSize: DESK_PAGE_SIZE, pages };
  }

  async function exportCsv(filters: DeskFilters): Promise<string> {
    const rows = await db
      .select()
      .from(customerRequests)
      .where(whereOf(filters))
      .orderBy(...newestFirst)
      .limit(EXPORT_MAX_ROWS + 1);
    const header = [
      "reference",
      "kind",
      "status",
      "received_at",
      "customer_name",
      "customer_email",
      "customer_phone",
      "branch",
      "start_date",
      "end_date",
      "items",
      "estimated_total_ex_vat",
    ];
    const records = rows
      .slice(0, EXPORT_MAX_ROWS)
      .map((row) =>
        [
          row.referenceNumber,
          row.kind,
          row.status,
          row.createdAt.toISOString(),
          row.customerName,
          row.customerEmail,
          row.customerPhone,
          row.branchName,
          row.startDate,
          row.endDate,
          row.itemsSummary,
          row.estimatedTotal ?? "",
        ].map((cell) => neutraliseFormula(cell)),
      );
    if (rows.length > EXPORT_MAX_ROWS) {
      records.push([`Only the newest ${EXPORT_MAX_ROWS} requests are exported: narrow the filters for the rest`]);
    }
    return stringify([header, ...records], { record_delimiter: "\r\n" });
  }

  async function detail(referenceNumber: string): Promise<RequestDetail | undefined> {
    const row = await rowByReference(db, referenceNumber);
    if (!row) return undefined;
    const snapshot = await snapshotOf(db, row);
    if (!snapshot) return undefined;
    const summary = summaryOf(row);
    return {
      ...summary,
      hasTrackingLink: row.trackingTokenHash !== null,
      estimate: estimateOf(row.kind, snapshot),
      history: await historyOf(db, row),
      nextStatuses: [...NEXT_STATUSES[summary.status]],
      snapshot,
    } as RequestDetail;
  }

  /** Moves a request on (D2), records who did it (audit_log) and queues the customer's e-mail, in one transaction. */
  async function changeStatus(
    session: AdminSession,
    referenceNumber: string,
    to: RequestStatus,
    note: string,
    clientAddress: string,
  ): Promise<RequestDetail> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(customerRequests)
        .where(eq(customerRequests.referenceNumber, referenceNumber.toUpperCase()))
        .for("update");
      if (!row) throw notFound("No request with this reference");
      const from = isRequestStatus(row.status) ? row.status : "received";
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
        detail: `${row.referenceNumber}: ${from} -> ${to}${note ? ` (note: ${note})` : ""}`,
      });
      await enqueueMail(tx, deps.mailFrom, [
        requestStatusMail({
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
    const updated = await detail(referenceNumber);
    if (!updated) throw new AppError(500, "The request vanished after its status changed");
    return updated;
  }

  /**
   * The customer's view through the private link (D3): undefined for a wrong reference, a wrong token or a request
   * without a link alike, after the same constant-time comparison.
   */
  async function track(referenceNumber: string, token: string): Promise<TrackedRequest | undefined> {
    const row = /^[A-Z]{2}-[A-Z0-9]{4}-[A-Z0-9]{4}$/i.test(referenceNumber)
      ? await rowByReference(db, referenceNumber)
      : undefined;
    if (!trackingTokenMatches(token, row?.trackingTokenHash) || !row) return undefined;
    const snapshot = await snapshotOf(db, row);
    if (!snapshot) return undefined;
    const status = isRequestStatus(row.status) ? row.status : "received";
    return {
      referenceNumber: row.referenceNumber,
      kind: row.kind as "hire" | "special",
      status,
      statusLabel: REQUEST_STATUS_LABELS[status],
      meaning: REQUEST_STATUS_MEANINGS[status],
      history: (await historyOf(db, row)).map((change) => ({ ...change, actorEmail: null })),
      customerName: row.customerName,
      receivedAt: row.createdAt.toISOString(),
      estimate: estimateOf(row.kind, snapshot),
      deliveryMethod: row.kind === "hire" ? (snapshot as HireRequestSnapshot).deliveryMethod : null,
      hasHireItems: row.kind === "hire" && (snapshot as HireRequestSnapshot).items.some((item) => item.type === "Hire"),
    };
  }

  async function trackedPdf(referenceNumber: string, token: string): Promise<Buffer> {
    const tracked = await track(referenceNumber, token);
    if (!tracked) throw notFound(TRACKING_NOT_FOUND);
    return renderEstimatePdf(tracked.estimate, deps.now());
  }

  const reservationPdf = (reservation: Reservation) =>
    renderEstimatePdf(estimateFromReservation(reservation), deps.now());

  return { list, exportCsv, detail, changeStatus, track, trackedPdf, reservationPdf };
}

export type RequestDesk = ReturnType<typeof createRequestDesk>;
export { TRACKING_NOT_FOUND };
