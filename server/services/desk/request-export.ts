import { stringify } from "csv-stringify/sync";
import type { Db } from "../../db/client.js";
import { customerRequests } from "../../db/schema.js";
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
];

/** The requests the filters match as CSV, newest first, every cell safe to open in a spreadsheet, and their count. */
export async function exportRequestsCsv(
  db: Db,
  scope: DeskScope,
  filters: DeskFilters,
): Promise<{ csv: string; rows: number }> {
  const rows = await db
    .select()
    .from(customerRequests)
    .where(matchingRequests(filters, scope))
    .orderBy(...deskOrder(scope))
    .limit(EXPORT_MAX_ROWS + 1);
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
  const rowCount = Math.min(rows.length, EXPORT_MAX_ROWS);
  return { csv: stringify([HEADER, ...records], { record_delimiter: "\r\n" }), rows: rowCount };
}
