import { asc, getTableColumns } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { stringify } from "csv-stringify/sync";
import { IMPORT_TABLES, type ImportTableName } from "../../../core/import-columns.js";
import type { Db } from "../../db/client.js";
import { importableTables } from "../../db/schema.js";
import { neutraliseFormula } from "../import/neutralise-formula.js";

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** The table as a CSV file in the import format (same header as the template), formula cells neutralised. */
export async function exportTableCsv(db: Db, table: ImportTableName): Promise<string> {
  const spec = IMPORT_TABLES[table];
  const target = importableTables[table];
  const fields = getTableColumns(target) as Record<string, PgColumn>;
  const rows = (await db
    .select()
    .from(target)
    .orderBy(...spec.naturalKey.map((name) => asc(fields[name])))) as Record<string, unknown>[];
  const names = spec.columns.map((column) => column.name);
  const records = [names, ...rows.map((row) => names.map((name) => neutraliseFormula(cellText(row[name]))))];
  return stringify(records, { record_delimiter: "\r\n" });
}
