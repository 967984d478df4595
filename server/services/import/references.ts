import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { IMPORT_TABLES, type ImportColumn, type ImportTableSpec } from "../../../core/import-columns.js";
import type { Db } from "../../db/client.js";
import { importableTables } from "../../db/schema.js";
import { countOf, pluralWord } from "../../../core/plural.js";
import { IssueList } from "./errors.js";
import type { RowValues } from "./validate-rows.js";

const LISTED_PER_COLUMN = 5;

/**
 * What the reference checks read of an import: a column of values for each of the table's columns that names
 * another table, or that another table names, with the rows' spreadsheet row numbers. An import keeps these beside
 * its rows so that the checks never need the whole rows.
 */
export interface ReferenceColumns {
  rowNumbers: number[];
  values: Record<string, unknown[]>;
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
  const values: Record<string, unknown[]> = {};
  for (const name of referencedColumnNames(spec)) values[name] = rows.map((row) => row[name]);
  return { rowNumbers, values };
}

async function keysOf(db: Db, { table, column }: NonNullable<ImportColumn["references"]>): Promise<Set<unknown>> {
  const target = importableTables[table];
  const field = (getTableColumns(target) as Record<string, PgColumn>)[column];
  const rows = await db.selectDistinct({ key: field }).from(target as PgTable);
  return new Set(rows.map((row) => row.key));
}

/**
 * The other direction: rows already in other tables that name keys of `spec` which the imported rows
 * drop (importing equipment without an item that specials or equipment_categories still name).
 */
async function orphanedByImportWarnings(db: Db, spec: ImportTableSpec, rows: ReferenceColumns): Promise<string[]> {
  const warnings: string[] = [];
  const keptByColumn = new Map<string, Set<unknown>>();
  for (const other of Object.values(IMPORT_TABLES)) {
    if (other.key === spec.key) continue;
    for (const column of other.columns) {
      const reference = column.references;
      if (!reference || reference.table !== spec.key) continue;
      let kept = keptByColumn.get(reference.column);
      if (!kept) keptByColumn.set(reference.column, (kept = new Set(rows.values[reference.column])));
      const named = await keysOf(db, { table: other.key, column: column.name });
      const missing = [...named].filter((value) => value !== null && value !== "" && !kept.has(value));
      if (missing.length === 0) continue;
      const examples = missing
        .slice(0, LISTED_PER_COLUMN)
        .map((value) => `'${String(value)}'`)
        .join(", ");
      const more = missing.length > LISTED_PER_COLUMN ? ` and ${missing.length - LISTED_PER_COLUMN} more` : "";
      const them = pluralWord(missing.length, "it", "them");
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
    const keys = await keysOf(db, reference);
    rows.values[column.name].forEach((value, i) => {
      if (value !== null && !keys.has(value)) {
        found.push({
          row: rows.rowNumbers[i],
          column: column.name,
          message: `'${String(value)}' is not in ${reference.table}`,
        });
      }
    });
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
    const keys = reference.table === spec.key ? new Set(rows.values[reference.column]) : await keysOf(db, reference);
    let dangling = 0;
    rows.values[column.name].forEach((value, i) => {
      if (value === null || keys.has(value)) return;
      if (++dangling <= LISTED_PER_COLUMN) {
        warnings.push(
          `Row ${rows.rowNumbers[i]}: ${column.name} '${String(value)}' is not in ${reference.table}. The row is imported but ` +
            `ignored until ${reference.table} has it: add it there, or correct the row.`,
        );
      }
    });
    if (dangling > LISTED_PER_COLUMN) {
      const more = dangling - LISTED_PER_COLUMN;
      warnings.push(
        `${countOf(more, "more row")} ${pluralWord(more, "names a", "name")} ${pluralWord(more, column.name)} that ` +
          `${pluralWord(more, "is", "are")} not in ${reference.table}: imported and ignored the same way.`,
      );
    }
  }
  warnings.push(...(await orphanedByImportWarnings(db, spec, rows)));
  return warnings;
}
