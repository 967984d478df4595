import { getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ImportTableSpec } from "../../../core/import-columns.js";
import type { Db } from "../../db/client.js";
import { importableTables } from "../../db/schema.js";
import { bumpCatalogueVersion, type CatalogueVersionChange } from "./catalogue-version.js";
import { diffStagedRows, type ImportChanges } from "./diff-table.js";
import { keepPreviousVersion, tableVersion } from "./history.js";
import type { RowValues } from "./validate-rows.js";

/**
 * Rows per INSERT. Each batch travels as ONE bind parameter (a JSON array expanded by
 * json_populate_recordset), so PostgreSQL's 65,535-parameter limit never applies; building a
 * multi-row VALUES list through the ORM was several times slower on PGlite. 2,000 rows of catalogue copy is
 * about a megabyte per statement.
 */
export const ROWS_PER_INSERT = 2000;

/** The table's columns as [field name, SQL column name], without generated serial ids. */
export function insertColumns(table: PgTable, fields: string[]): [string, string][] {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return fields.map((field) => [field, columns[field].name]);
}

const tableColumns = (spec: ImportTableSpec) =>
  insertColumns(
    importableTables[spec.key] as PgTable,
    spec.columns.map((column) => column.name),
  );

/** The rows as replaceTable takes them: JSON arrays of objects keyed by SQL column name, ROWS_PER_INSERT at a time. */
export function* jsonBatches(spec: ImportTableSpec, rows: RowValues[]): Generator<string> {
  const columns = tableColumns(spec);
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const records = rows.slice(start, start + ROWS_PER_INSERT).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [field, name] of columns) record[name] = row[field];
      return record;
    });
    yield JSON.stringify(records);
  }
}

/** Thrown inside the transaction (so it rolls back) when the import needs the administrator's confirmation. */
export class ConfirmationNeeded extends Error {
  /** `tableVersion`: the version of the table the changes were worked out on (what a confirmation is tied to). */
  constructor(
    readonly changes: ImportChanges,
    readonly tableVersion: string,
  ) {
    super("confirmation needed");
  }
}

export interface ReplaceOptions {
  /**
   * Decides, from what the import would change to the table at `tableVersion` (history.ts), whether it may commit;
   * false rolls everything back.
   */
  allow?: (changes: ImportChanges, tableVersion: string) => boolean;
  /**
   * Who replaces the table, kept with its previous version. Without one (the demo seed filling an empty
   * database) no previous version is kept.
   */
  actor?: string;
}

const stagingName = (spec: ImportTableSpec) => sql.raw(`"_import_${spec.key}"`);

/**
 * Replaces the table's contents and bumps catalogue_version in one short transaction (C3). The rows (from
 * jsonBatches, a batch at a time, so no caller needs to hold them all: N48) are first staged in a temporary table,
 * so the database compares old and new exactly (rows added, removed, changed, columns left empty) before anything
 * is replaced; the old rows are kept as the table's previous version.
 * The lock queues a concurrent import of the same table while readers keep seeing the old rows.
 */
export async function replaceTable(
  db: Db,
  spec: ImportTableSpec,
  batches: AsyncIterable<string>,
  { allow = () => true, actor }: ReplaceOptions = {},
): Promise<{ version: CatalogueVersionChange; changes: ImportChanges }> {
  const table = importableTables[spec.key] as PgTable;
  const columns = tableColumns(spec);
  const names = sql.raw(columns.map(([, name]) => `"${name}"`).join(", "));
  const staging = stagingName(spec);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${table} in exclusive mode`);
    await tx.execute(sql`drop table if exists ${staging}`);
    await tx.execute(sql`create temporary table ${staging} as select ${names} from ${table} with no data`);
    for await (const json of batches) {
      await tx.execute(
        sql`insert into ${staging} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)`,
      );
    }
    const found = await diffStagedRows(tx, spec, table, staging, columns);
    const version = await tableVersion(tx, spec.key);
    if (!allow(found, version)) throw new ConfirmationNeeded(found, version);
    if (actor !== undefined) await keepPreviousVersion(tx, spec.key, table, actor);
    await tx.delete(table);
    await tx.execute(sql`insert into ${table} (${names}) select ${names} from ${staging}`);
    await tx.execute(sql`drop table ${staging}`);
    return { version: await bumpCatalogueVersion(tx), changes: found };
  });
}
