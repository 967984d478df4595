import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ImportChanges, ImportTableSpec } from "../../../core/import-columns.js";

export type { ImportChanges };
import type { Db } from "../../db/client.js";

/**
 * Thresholds for an import that must be confirmed (docs/import-format.md): it removes more than half of the
 * table's rows, or leaves empty in every row a column that holds data today.
 */
export function needsConfirmation(changes: ImportChanges): boolean {
  if (changes.rowsBefore === 0) return false;
  return changes.removed * 2 > changes.rowsBefore || changes.emptiedColumns.length > 0;
}

const quoted = (name: string) => `"${name}"`;

/**
 * Compares the staged rows with the table: key columns match rows, the other columns decide 'changed'. A column
 * is empty where it equals what an empty CSV cell stores (null, '', false, 0...), so leaving a column out of a
 * file and blanking every cell of it look the same.
 */
export async function diffStagedRows(
  tx: Db,
  spec: ImportTableSpec,
  table: PgTable,
  staging: SQL,
  columns: [string, string][],
): Promise<ImportChanges> {
  const sqlName = new Map(columns);
  // An optional key column (delivery_bands' branchId: empty is company-wide) matches empty to empty.
  const optional = new Set(spec.columns.filter((column) => !column.required).map((column) => column.name));
  const matchKeys = sql.raw(
    spec.naturalKey
      .map((field) => {
        const key = quoted(sqlName.get(field)!);
        return optional.has(field) ? `o.${key} is not distinct from n.${key}` : `o.${key} = n.${key}`;
      })
      .join(" and "),
  );
  const values = spec.columns.filter((column) => !spec.naturalKey.includes(column.name));
  const rowOf = (alias: string) =>
    sql.raw(`row(${values.map((c) => `${alias}.${quoted(sqlName.get(c.name)!)}`).join(", ")})`);
  const counts = await tx.execute(sql`
    select
      (select count(*) from ${table})::int as "before",
      (select count(*) from ${staging})::int as "after",
      (select count(*) from ${staging} n join ${table} o on ${matchKeys})::int as "kept",
      (select count(*) from ${staging} n join ${table} o on ${matchKeys}
        where ${values.length ? sql`${rowOf("n")} is distinct from ${rowOf("o")}` : sql`false`})::int as "changed"`);
  const [{ before, after, kept, changed }] = (counts as unknown as { rows: Record<string, number>[] }).rows;
  return {
    rowsBefore: before,
    rowsAfter: after,
    added: after - kept,
    removed: before - kept,
    changed,
    emptiedColumns: after === 0 ? [] : await emptiedColumns(tx, spec, table, staging, sqlName),
  };
}

async function emptiedColumns(
  tx: Db,
  spec: ImportTableSpec,
  table: PgTable,
  staging: SQL,
  sqlName: Map<string, string>,
): Promise<string[]> {
  const optional = spec.columns.filter((column) => !column.required);
  if (optional.length === 0) return [];
  const empty: Record<string, unknown> = {};
  for (const column of optional) empty[sqlName.get(column.name)!] = column.rule.parse("");
  const holdsData = (source: SQL) =>
    sql`select ${sql.raw(
      optional
        .map(
          (column, i) =>
            `coalesce(bool_or(t.${quoted(sqlName.get(column.name)!)} is distinct from e.${quoted(sqlName.get(column.name)!)}), false) as "c${i}"`,
        )
        .join(", "),
    )} from ${source} t cross join json_populate_record(null::${table}, ${JSON.stringify(empty)}::json) e`;
  const [now] = ((await tx.execute(holdsData(sql`${table}`))) as unknown as { rows: Record<string, boolean>[] }).rows;
  const [next] = ((await tx.execute(holdsData(staging))) as unknown as { rows: Record<string, boolean>[] }).rows;
  return optional.filter((_, i) => now[`c${i}`] && !next[`c${i}`]).map((column) => column.name);
}
