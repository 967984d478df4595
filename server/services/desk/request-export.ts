import { stringify } from "csv-stringify/sync";
import type { Db } from "../../db/client.js";
import { eq, sql, type SQL } from "drizzle-orm";
import { customerRequests, hireRequests, specialRequests } from "../../db/schema.js";
import { neutraliseFormula } from "../import/neutralise-formula.js";
import type { DeskFilters } from "./desk-filters.js";
import { deskOrder, type DeskScope } from "./desk-scope.js";
import { matchingRequests } from "./matching-requests.js";

/** The CSV export's ceiling: a filtered list larger than this is cut, and the file says so in its last row. */
export const EXPORT_MAX_ROWS = 20_000;

const HEADER = [
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
  "delivery_method",
  "address",
  "postcode",
  "damage_waiver",
  "account_code",
  "confirmed_price_ex_vat",
  "confirmed_for",
];

// The customer's address, waiver and account code live only in the request's snapshot (D1): read just those fields.
const customerOf = (snapshot: typeof hireRequests.snapshot | typeof specialRequests.snapshot, field: string) =>
  sql<string | null>`${snapshot} -> 'customer' ->> ${field}`;

/** The requests the filters match as CSV, newest first, every cell safe to open in a spreadsheet, and their count. */
export async function exportRequestsCsv(
  db: Db,
  scope: DeskScope,
  filters: DeskFilters,
  day?: SQL,
): Promise<{ csv: string; rows: number }> {
  const rows = await db
    .select({
      row: customerRequests,
      address: customerOf(hireRequests.snapshot, "address"),
      postcode: sql<
        string | null
      >`coalesce(${customerOf(hireRequests.snapshot, "postcode")}, ${customerOf(specialRequests.snapshot, "postcode")})`,
      accountCode: customerOf(hireRequests.snapshot, "accountCode"),
      damageWaiver: sql<
        boolean | null
      >`(${hireRequests.snapshot} -> 'totals' -> 'damageWaiver' ->> 'selected')::boolean`,
    })
    .from(customerRequests)
    .leftJoin(hireRequests, eq(hireRequests.referenceNumber, customerRequests.referenceNumber))
    .leftJoin(specialRequests, eq(specialRequests.referenceNumber, customerRequests.referenceNumber))
    .where(matchingRequests(filters, scope, day))
    .orderBy(...deskOrder(scope))
    .limit(EXPORT_MAX_ROWS + 1);
  const records = rows.slice(0, EXPORT_MAX_ROWS).map(({ row, address, postcode, accountCode, damageWaiver }) =>
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
      // A purchase's day is recorded as start and end alike; it has no end (docs/decisions/mylist.md U14).
      row.endDate === row.startDate ? "" : row.endDate,
      row.itemsSummary,
      row.estimatedTotal ?? "",
      row.deliveryMethod ?? "",
      address ?? "",
      postcode ?? "",
      damageWaiver === null ? "" : damageWaiver ? "yes" : "no",
      accountCode ?? "",
      row.confirmedPrice ?? "",
      row.confirmedFor?.toISOString() ?? "",
    ].map((cell) => neutraliseFormula(cell)),
  );
  if (rows.length > EXPORT_MAX_ROWS) {
    records.push([`Only the newest ${EXPORT_MAX_ROWS} requests are exported: narrow the filters for the rest`]);
  }
  const rowCount = Math.min(rows.length, EXPORT_MAX_ROWS);
  return { csv: stringify([HEADER, ...records], { record_delimiter: "\r\n" }), rows: rowCount };
}
