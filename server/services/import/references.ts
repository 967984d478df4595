import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { IMPORT_TABLES, type ImportColumn, type ImportTableSpec } from "../../../core/import-columns.js";
import type { Db } from "../../db/client.js";
import { importableTables } from "../../db/schema.js";
import { countOf, pluralWord } from "../../../core/plural.js";
import { IssueList } from "./errors.js";
import type { RowValues } from "./validate-rows.js";

const LISTED_PER_COLUMN = 5;

/**
 * What the reference checks read of an import: for each of the table's columns that names another table, or that
 * another table names, its values in file order as one JSON text, with the rows' spreadsheet row numbers. The checks
 * run in the database against these texts, so a column of 100,000 keys crosses threads as one string and never
 * becomes 100,000 values on the request thread (docs/decisions/performance.md N51).
 */
export interface ReferenceColumns {
  rowNumbers: Int32Array;
  values: Record<string, string>;
}

/** The columns of `spec` that the reference checks read: its references, and the columns references point at. */
function referencedColumnNames(spec: ImportTableSpec): string[] {
  const names = new Set<string>();
  for (const column of spec.columns) if (column.references) names.add(column.name);
  for (const other of Object.values(IMPORT_TABLES))
    for (const column of other.columns) if (column.references?.table === spec.key) names.add(column.references.column);
  return [...names];
}

/** The reference columns of rows held in memory. */
export function referenceColumnsOf(spec: ImportTableSpec, rows: RowValues[], rowNumbers: number[]): ReferenceColumns {
  const values: Record<string, string> = {};
  for (const name of referencedColumnNames(spec)) values[name] = JSON.stringify(rows.map((row) => row[name] ?? null));
  return { rowNumbers: Int32Array.from(rowNumbers), values };
}

type Reference = NonNullable<ImportColumn["references"]>;

/** A key column of a catalogue table, as text, with its table. */
function keyColumn({ table, column }: { table: Reference["table"]; column: string }): { table: PgTable; key: SQL } {
  const target = importableTables[table] as PgTable;
  const field = (getTableColumns(target) as Record<string, PgColumn>)[column];
  return { table: target, key: sql`${field}::text` };
}

/** A column's JSON text as a set of text rows (JSON null as SQL null), for a `from` clause. */
const valuesOf = (json: string) => sql`json_array_elements_text(${json}::json)`;

/** The imported values of one column as rows `(value, position)`, position counting from 1 in file order. */
const importedValues = (json: string) => sql`${valuesOf(json)} with ordinality as imported(value, position)`;

/** The keys a reference may point at, as a relation `known(key)`: the database's, or the imported rows' own. */
function knownKeys(spec: ImportTableSpec, reference: Reference, rows: ReferenceColumns): SQL {
  if (reference.table === spec.key)
    return sql`(select value as key from ${valuesOf(rows.values[reference.column])} as own(value)) as known`;
  const { table, key } = keyColumn(reference);
  return sql`(select distinct ${key} as key from ${table}) as known`;
}

/** Positions and values of a column's non-empty references that point at no known key, in file order. */
async function pointingNowhere(
  db: Db,
  spec: ImportTableSpec,
  column: string,
  reference: Reference,
  rows: ReferenceColumns,
  limit?: number,
): Promise<{ position: number; value: string; total: number }[]> {
  const result = (await db.execute(sql`
    select imported.position::int as position, imported.value, count(*) over ()::int as total
    from ${importedValues(rows.values[column])}
    left join ${knownKeys(spec, reference, rows)} on known.key = imported.value
    where imported.value is not null and known.key is null
    order by imported.position
    ${limit === undefined ? sql`` : sql`limit ${limit}`}
  `)) as unknown as { rows: { position: number; value: string; total: number }[] };
  return result.rows;
}

/**
 * The other direction: rows already in other tables that name keys of `spec` which the imported rows
 * drop (importing equipment without an item that specials or equipment_categories still name).
 */
async function orphanedByImportWarnings(db: Db, spec: ImportTableSpec, rows: ReferenceColumns): Promise<string[]> {
  const warnings: string[] = [];
  for (const other of Object.values(IMPORT_TABLES)) {
    if (other.key === spec.key) continue;
    for (const column of other.columns) {
      const reference = column.references;
      if (!reference || reference.table !== spec.key) continue;
      const { table, key } = keyColumn({ table: other.key, column: column.name });
      const result = (await db.execute(sql`
        select value, count(*) over ()::int as total
        from (
          select ${key} as value from ${table} where ${key} <> ''
          except
          select value from ${valuesOf(rows.values[reference.column])} as kept(value)
        ) as missing
        order by value
        limit ${LISTED_PER_COLUMN}
      `)) as unknown as { rows: { value: string; total: number }[] };
      const missing = result.rows;
      if (missing.length === 0) continue;
      const total = missing[0]!.total;
      const examples = missing.map(({ value }) => `'${value}'`).join(", ");
      const more = total > LISTED_PER_COLUMN ? ` and ${total - LISTED_PER_COLUMN} more` : "";
      const them = pluralWord(total, "it", "them");
      warnings.push(
        `${other.key} has rows for ${column.name} ${examples}${more}, which this file leaves out of ${spec.key}. ` +
          `Those rows stay but are ignored until ${spec.key} has ${them} again: add ${them} to this file, or update ${other.key}.`,
      );
    }
  }
  return warnings;
}

/**
 * Row errors for references that must point somewhere (`mustExist`, docs/decisions/catalogue-import.md C12), checked
 * against the database as it is inside the import's transaction.
 */
export async function unknownReferenceIssues(
  db: Db,
  spec: ImportTableSpec,
  rows: ReferenceColumns,
): Promise<IssueList> {
  const found: { row: number; column: string; message: string }[] = [];
  for (const column of spec.columns) {
    const reference = column.references;
    if (!reference?.mustExist) continue;
    for (const { position, value } of await pointingNowhere(db, spec, column.name, reference, rows)) {
      found.push({
        row: rows.rowNumbers[position - 1]!,
        column: column.name,
        message: `'${value}' is not in ${reference.table}`,
      });
    }
  }
  const issues = new IssueList();
  for (const { row, column, message } of found.sort((a, b) => a.row - b.row)) issues.add(row, column, message);
  return issues;
}

/**
 * Warnings for references that point nowhere (docs/decisions/catalogue-import.md C2), in both directions: the imported rows' own
 * references, and other tables' references to keys this import removes. Own references into the same table
 * are checked against the imported rows themselves, others against the database as it is.
 */
export async function danglingReferenceWarnings(
  db: Db,
  spec: ImportTableSpec,
  rows: ReferenceColumns,
): Promise<string[]> {
  const warnings: string[] = [];
  for (const column of spec.columns) {
    const reference = column.references;
    if (!reference || reference.mustExist) continue;
    const dangling = await pointingNowhere(db, spec, column.name, reference, rows, LISTED_PER_COLUMN);
    for (const { position, value } of dangling) {
      warnings.push(
        `Row ${rows.rowNumbers[position - 1]}: ${column.name} '${value}' is not in ${reference.table}. The row is imported but ` +
          `ignored until ${reference.table} has it: add it there, or correct the row.`,
      );
    }
    const total = dangling[0]?.total ?? 0;
    if (total > LISTED_PER_COLUMN) {
      const more = total - LISTED_PER_COLUMN;
      warnings.push(
        `${countOf(more, "more row")} ${pluralWord(more, "names a", "name")} ${pluralWord(more, column.name)} that ` +
          `${pluralWord(more, "is", "are")} not in ${reference.table}: imported and ignored the same way.`,
      );
    }
  }
  warnings.push(...(await orphanedByImportWarnings(db, spec, rows)));
  return warnings;
}
