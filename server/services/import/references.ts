import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ImportColumn, ImportTableSpec } from "../../../core/import-columns.js";
import type { Db } from "../../db/client.js";
import { importableTables } from "../../db/schema.js";
import type { RowValues } from "./validate-rows.js";

const LISTED_PER_COLUMN = 5;

async function keysOf(db: Db, { table, column }: NonNullable<ImportColumn["references"]>): Promise<Set<unknown>> {
  const target = importableTables[table];
  const field = (getTableColumns(target) as Record<string, PgColumn>)[column];
  const rows = await db.selectDistinct({ key: field }).from(target as PgTable);
  return new Set(rows.map((row) => row.key));
}

/**
 * Warnings for references that point nowhere (docs/decisions.md C2): against the imported rows
 * themselves for a reference into the same table, otherwise against the database as it is.
 */
export async function danglingReferenceWarnings(
  db: Db,
  spec: ImportTableSpec,
  rows: RowValues[],
  rowNumbers: number[],
): Promise<string[]> {
  const warnings: string[] = [];
  for (const column of spec.columns) {
    const reference = column.references;
    if (!reference) continue;
    const keys =
      reference.table === spec.key ? new Set(rows.map((row) => row[reference.column])) : await keysOf(db, reference);
    let dangling = 0;
    rows.forEach((row, i) => {
      const value = row[column.name];
      if (value === null || keys.has(value)) return;
      if (++dangling <= LISTED_PER_COLUMN) {
        warnings.push(
          `Row ${rowNumbers[i]}: ${column.name} '${String(value)}' is not in ${reference.table} (ignored until it is)`,
        );
      }
    });
    if (dangling > LISTED_PER_COLUMN) {
      warnings.push(
        `... and ${dangling - LISTED_PER_COLUMN} more rows whose ${column.name} is not in ${reference.table}`,
      );
    }
  }
  return warnings;
}
