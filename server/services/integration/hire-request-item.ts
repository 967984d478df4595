import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { BAND_NAMES } from "../../../core/rate-bands.js";
import { withVat } from "../../../core/estimate-vat.js";
import type { HireRequestSnapshot, SpecialRequestSnapshot } from "../../../core/hire-request-snapshot.js";
import { REQUEST_STATUS_NAMES, isRequestStatus, type RequestStatus } from "../../../core/hire-request-status.js";
import { site } from "../../../core/site.js";
import type { Db } from "../../db/client.js";
import { customerRequests, hireRequests, requestStatusChanges, specialRequests } from "../../db/schema.js";

// One hire request as the integration API shows it: the pull API's item and the webhook payload's `data`
// (docs/decisions/integration.md I5). The schema documents it (server/api/v1/openapi.ts) and the builder fills it,
// so the document and the answers cannot drift apart.

const money = z.string().regex(/^\d+\.\d{2}$/);
const moneyText = (description: string) => money.meta({ description, example: "120.50" });
const instant = z.iso.datetime({ offset: true });
const status = z.enum(REQUEST_STATUS_NAMES);

const lineSchema = z.object({
  productCode: z.string(),
  name: z.string(),
  type: z.enum(["Hire", "Resale"]),
  quantity: z.number().int().min(1),
  rate: moneyText(
    "The catalogue rate ex VAT (a day or a week, as rateType says); null: price on application",
  ).nullable(),
  rateType: z.enum(["per day", "per week"]),
  rateBand: z
    .array(z.object({ band: z.enum(BAND_NAMES), count: z.number().int().min(1), amount: money }))
    .nullable()
    .meta({ description: "The rate bands that priced a Hire line (one item), or null when it was priced by its rate" }),
  lineTotal: moneyText("The line's total ex VAT; null for a special request, which the branch prices").nullable(),
});

const customerSchema = z.object({
  erased: z.boolean().meta({ description: "True once the personal details were erased (retention or a request)" }),
  erasedAt: instant.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Empty for a special request, which asks for a postcode only. */
  address: z.string(),
  postcode: z.string(),
  town: z.string().nullable(),
  accountCode: z.string().nullable(),
});

export const hireRequestItemSchema = z
  .object({
    reference: z.string().meta({ example: "ML-AB12-CD34" }),
    kind: z.enum(["hire", "special"]).meta({ description: "hire: a MyList hire request (ML-); special: SR-" }),
    status,
    history: z.array(z.object({ from: status.nullable(), status, note: z.string(), at: instant })),
    createdAt: instant,
    updatedAt: instant.meta({ description: "The last change: status, erasure or the request itself" }),
    branch: z.object({ id: z.number().int().nullable(), name: z.string() }),
    customer: customerSchema,
    handover: z.object({
      method: z.enum(["collection", "delivery"]).nullable(),
      /** The delivery address; null for collection and special requests. */
      address: z.string().nullable(),
      deliveryEstimate: moneyText(
        "The delivery estimate shown at checkout, ex VAT; null: none or quoted later",
      ).nullable(),
    }),
    period: z
      .object({ startDate: z.iso.date(), endDate: z.iso.date(), days: z.number().int().min(1) })
      .nullable()
      .meta({ description: "The hire period; null for a request of Resale items only" }),
    lines: z.array(lineSchema),
    totals: z
      .object({
        currency: z.string().meta({ example: "GBP" }),
        hire: money,
        resale: money,
        damageWaiver: money.nullable(),
        exVat: money,
        vat: money,
        incVat: money,
      })
      .nullable()
      .meta({ description: "Estimated totals; null for a special request, which the branch prices" }),
    confirmed: z
      .object({ price: money.nullable(), for: instant.nullable() })
      .nullable()
      .meta({ description: "What the branch agreed when it confirmed; null until then" }),
  })
  .meta({ id: "HireRequest" });

export type HireRequestItem = z.infer<typeof hireRequestItemSchema>;
type StoredRequest = typeof customerRequests.$inferSelect;
type StoredChange = typeof requestStatusChanges.$inferSelect;

const statusOf = (name: string): RequestStatus => (isRequestStatus(name) ? name : "received");

/** The latest of a request's own change and its erasure, which leaves updated_at alone. */
export const lastChangeOf = (row: StoredRequest): Date =>
  row.erasedAt && row.erasedAt > row.updatedAt ? row.erasedAt : row.updatedAt;

function customerOf(row: StoredRequest, snapshot: HireRequestSnapshot | SpecialRequestSnapshot) {
  const erased = { erased: row.erasedAt !== null, erasedAt: row.erasedAt?.toISOString() ?? null };
  if (row.kind === "hire") {
    const { customer } = snapshot as HireRequestSnapshot;
    const { firstName, lastName, email, phone, address, postcode, town, accountCode } = customer;
    return { ...erased, firstName, lastName, email, phone, address, postcode, town, accountCode };
  }
  const { customer } = snapshot as SpecialRequestSnapshot;
  return {
    ...erased,
    firstName: customer.firstName ?? "",
    lastName: customer.lastName ?? "",
    email: customer.email,
    phone: customer.telephone,
    address: "",
    postcode: customer.postcode,
    town: customer.town,
    accountCode: null,
  };
}

function hireParts(snapshot: HireRequestSnapshot) {
  const { totals } = snapshot;
  const vat = withVat(totals.estimatedTotal);
  return {
    handover: {
      method: snapshot.deliveryMethod,
      address: snapshot.deliveryMethod === "delivery" ? snapshot.customer.address : null,
      deliveryEstimate: snapshot.deliveryEstimate?.price ?? null,
    },
    period: snapshot.items.some((item) => item.type === "Hire") ? snapshot.period : null,
    lines: snapshot.items.map((item) => ({
      productCode: item.productCode,
      name: item.name,
      type: item.type,
      quantity: item.quantity,
      rate: item.rate,
      rateType: item.rateType,
      rateBand: item.pricing?.kind === "bands" ? item.pricing.parts : null,
      lineTotal: item.totalCost,
    })),
    totals: {
      currency: site.currency.code,
      hire: totals.hireTotal,
      resale: totals.resaleTotal,
      damageWaiver: totals.damageWaiver.selected ? totals.damageWaiver.amount : null,
      ...vat,
    },
  };
}

function specialParts(row: StoredRequest, snapshot: SpecialRequestSnapshot) {
  const { equipment } = snapshot;
  return {
    handover: { method: null, address: null, deliveryEstimate: null },
    period: { startDate: row.startDate, endDate: row.endDate, days: snapshot.daysRequired },
    lines: [
      {
        productCode: equipment.productCode,
        name: equipment.name,
        type: equipment.type,
        quantity: 1,
        rate: equipment.rate,
        rateType: equipment.rateType,
        rateBand: null,
        lineTotal: null,
      },
    ],
    totals: null,
  };
}

/** The item from a request's desk row, its snapshot and its status changes (oldest first). */
export function buildHireRequestItem(
  row: StoredRequest,
  snapshot: HireRequestSnapshot | SpecialRequestSnapshot,
  changes: readonly StoredChange[],
): HireRequestItem {
  const received = { from: null, status: "received" as const, note: "", at: row.createdAt.toISOString() };
  const history = changes.map((change) => ({
    from: isRequestStatus(change.fromStatus) ? change.fromStatus : null,
    status: statusOf(change.toStatus),
    note: change.note,
    at: change.at.toISOString(),
  }));
  const parts =
    row.kind === "hire"
      ? hireParts(snapshot as HireRequestSnapshot)
      : specialParts(row, snapshot as SpecialRequestSnapshot);
  return {
    reference: row.referenceNumber,
    kind: row.kind === "hire" ? "hire" : "special",
    status: statusOf(row.status),
    history: [received, ...history],
    createdAt: row.createdAt.toISOString(),
    updatedAt: lastChangeOf(row).toISOString(),
    branch: { id: row.branchId, name: row.branchName },
    customer: customerOf(row, snapshot),
    ...parts,
    confirmed:
      row.confirmedPrice === null && row.confirmedFor === null
        ? null
        : { price: row.confirmedPrice, for: row.confirmedFor?.toISOString() ?? null },
  };
}

/** The items of `rows`, in their order, in three queries whatever their number (run it in a transaction to pin them). */
export async function loadHireRequestItems(db: Db, rows: readonly StoredRequest[]): Promise<HireRequestItem[]> {
  if (rows.length === 0) return [];
  const references = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.referenceNumber);
  const snapshotsOf = async (table: typeof hireRequests | typeof specialRequests, wanted: string[]) =>
    wanted.length === 0
      ? []
      : db
          .select({ reference: table.referenceNumber, snapshot: table.snapshot })
          .from(table)
          .where(inArray(table.referenceNumber, wanted));
  const snapshots = new Map(
    [
      ...(await snapshotsOf(hireRequests, references("hire"))),
      ...(await snapshotsOf(specialRequests, references("special"))),
    ].map(({ reference, snapshot }) => [reference, snapshot as HireRequestSnapshot | SpecialRequestSnapshot]),
  );
  const changes = await db
    .select()
    .from(requestStatusChanges)
    .where(
      inArray(
        requestStatusChanges.requestId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(requestStatusChanges.at), asc(requestStatusChanges.id));
  return rows.flatMap((row) => {
    const snapshot = snapshots.get(row.referenceNumber);
    if (!snapshot) return [];
    return [
      buildHireRequestItem(
        row,
        snapshot,
        changes.filter((change) => change.requestId === row.id),
      ),
    ];
  });
}

/** One request's item by its reference (any case), or undefined. */
export async function loadHireRequestItem(db: Db, reference: string): Promise<HireRequestItem | undefined> {
  const rows = await db
    .select()
    .from(customerRequests)
    .where(eq(customerRequests.referenceNumber, reference.toUpperCase()));
  const [item] = await loadHireRequestItems(db, rows);
  return item;
}
