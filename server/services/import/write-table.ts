import { randomBytes } from "node:crypto";
import { getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ImportTableSpec } from "../../../core/import-columns.js";
import type { Db } from "../../db/client.js";
import { importableTables } from "../../db/schema.js";
import { CATALOGUE_VERSION_KEY } from "../catalogue/read-rows.js";
import { setSetting } from "../site-settings.js";
import type { RowValues } from "./validate-rows.js";

/**
 * Rows per INSERT. Each batch travels as ONE bind parameter (a JSON array expanded by
 * json_populate_recordset), so PostgreSQL's 65,535-parameter limit never applies; building a
 * multi-row VALUES list through the ORM was 6x slower on PGlite. 2,000 rows of catalogue copy is
 * about a megabyte per statement.
 */
export const ROWS_PER_INSERT = 2000;

/** A new catalogue_version: unique across instances and safe inside an ETag. */
export function newCatalogueVersion(): string {
  return `${Date.now().toString(36)}-${randomBytes(6).toString("hex")}`;
}

/** The table's columns as [field name, SQL column name], without generated serial ids. */
function insertColumns(table: PgTable, fields: string[]): [string, string][] {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return fields.map((field) => [field, columns[field].name]);
}

/** One batch as a JSON array of objects keyed by SQL column name. */
function batchJson(rows: RowValues[], columns: [string, string][]): string {
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [field, name] of columns) record[name] = row[field];
    return record;
  });
  return JSON.stringify(records);
}

/**
 * Replaces the table's contents and bumps catalogue_version in one short transaction (C3).
 * The lock queues a concurrent import of the same table while readers keep seeing the old rows.
 */
export async function replaceTable(db: Db, spec: ImportTableSpec, rows: RowValues[]): Promise<string> {
  const table = importableTables[spec.key] as PgTable;
  const columns = insertColumns(
    table,
    spec.columns.map((column) => column.name),
  );
  const names = sql.raw(columns.map(([, name]) => `"${name}"`).join(", "));
  const version = newCatalogueVersion();
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${table} in exclusive mode`);
    await tx.delete(table);
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const json = batchJson(rows.slice(start, start + ROWS_PER_INSERT), columns);
      await tx.execute(
        sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)`,
      );
    }
    await setSetting(tx, CATALOGUE_VERSION_KEY, version);
  });
  return version;
}
