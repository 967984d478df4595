import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { IMPORT_TABLE_NAMES, type ImportTableName } from "../../../core/import-columns.js";
import type { Db } from "../../db/client.js";
import { importableTables, importHistory, importHistoryRows } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { bumpCatalogueVersion } from "./catalogue-version.js";

/** The version a table had before its last import or restore, without its rows. */
export interface PreviousVersion {
  table: ImportTableName;
  rows: number;
  replacedAt: string;
  replacedBy: string | null;
  /** It was replaced by a restore: putting it back undoes that restore (docs/decisions/catalogue-import.md C16). */
  undoesRestore: boolean;
}

/** What a restore put back: the rows that were in place until `replacedAt`, when `replacedBy` replaced them. */
export interface RestoredVersion {
  table: ImportTableName;
  recordsRestored: number;
  replacedAt: string;
  replacedBy: string | null;
  undidRestore: boolean;
}

/**
 * Thrown inside the restore's transaction (so it rolls back) when it would undo a restore without a confirmation for
 * the table at `tableVersion` (docs/decisions/catalogue-import.md C16).
 */
export class UndoRestoreNeedsConfirmation extends Error {
  constructor(
    readonly rows: number,
    readonly tableVersion: string,
  ) {
    super("confirmation needed");
  }
}

/**
 * The table's version: when its last import or restore replaced it (in the database's clock, to the microsecond), or
 * "never". Read inside the import's transaction after the table is locked, so a confirmation is judged against the
 * table it would change (docs/decisions/security.md A14).
 */
export async function tableVersion(tx: Db, name: ImportTableName): Promise<string> {
  const found = await tx.execute(
    sql`select (extract(epoch from replaced_at) * 1000000)::bigint::text as version
        from ${importHistory} where table_name = ${name}`,
  );
  const [row] = (found as unknown as { rows: { version: string }[] }).rows;
  return row?.version ?? "never";
}

/**
 * Keeps the table as it is now as its previous version (one per table, replacing the one before). Runs inside
 * the import's transaction, after the table is locked; the rows never leave the database, and go one row of history
 * each, never as one value (docs/decisions/performance.md N49).
 */
export async function keepPreviousVersion(
  tx: Db,
  name: ImportTableName,
  table: PgTable,
  actor: string | undefined,
  byRestore = false,
): Promise<void> {
  await tx.execute(sql`
    insert into ${importHistory} (table_name, row_count, replaced_at, replaced_by, replaced_by_restore)
    select ${name}, count(*)::int, clock_timestamp(), ${actor ?? null}, ${byRestore}
    from ${table}
    on conflict (table_name) do update set
      row_count = excluded.row_count, replaced_at = excluded.replaced_at,
      replaced_by = excluded.replaced_by, replaced_by_restore = excluded.replaced_by_restore`);
  await tx.execute(sql`delete from ${importHistoryRows} where table_name = ${name}`);
  await tx.execute(sql`
    insert into ${importHistoryRows} (table_name, row) select ${name}, to_jsonb(t) from ${table} t`);
}

/**
 * Puts the previous version back, every column of every row (ids included), and keeps the version it replaces
 * as the new previous one, so a restore can itself be undone. Undoing a restore needs `allowUndo` to accept the
 * table's version, as a destructive import needs its confirmation (docs/decisions/catalogue-import.md C16). Bumps
 * catalogue_version, so every instance rebuilds. Answers 404 when the table has no previous version.
 */
export async function restorePreviousVersion(
  db: Db,
  name: ImportTableName,
  actor: string | undefined,
  allowUndo: (tableVersion: string) => boolean = () => false,
): Promise<RestoredVersion & { version: string }> {
  const table = importableTables[name] as PgTable;
  const staging = sql.raw(`"_restore_${name}"`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${table} in exclusive mode`);
    const found = await tx.execute(
      sql`select row_count, replaced_at, replaced_by, replaced_by_restore from ${importHistory}
          where table_name = ${name} for update`,
    );
    type Kept = {
      row_count: number;
      replaced_at: Date | string;
      replaced_by: string | null;
      replaced_by_restore: boolean;
    };
    const [previous] = (found as unknown as { rows: Kept[] }).rows;
    if (!previous) throw notFound(`${name} has no previous version to restore`);
    if (previous.replaced_by_restore) {
      const version = await tableVersion(tx, name);
      if (!allowUndo(version)) throw new UndoRestoreNeedsConfirmation(previous.row_count, version);
    }
    await tx.execute(sql`drop table if exists ${staging}`);
    await tx.execute(sql`
      create temporary table ${staging} as
      select r.* from ${importHistoryRows} h cross join jsonb_populate_record(null::${table}, h.row) r
      where h.table_name = ${name}`);
    // Undoing a restore puts the table back as the restore left it, an import's outcome: its undo is a plain restore.
    await keepPreviousVersion(tx, name, table, actor, !previous.replaced_by_restore);
    await tx.delete(table);
    await tx.execute(sql`insert into ${table} select * from ${staging}`);
    await tx.execute(sql`drop table ${staging}`);
    return {
      table: name,
      recordsRestored: previous.row_count,
      replacedAt: new Date(previous.replaced_at).toISOString(),
      replacedBy: previous.replaced_by,
      undidRestore: previous.replaced_by_restore,
      version: (await bumpCatalogueVersion(tx)).version,
    };
  });
}

/** The previous version of each table that has one, in the import page's table order. */
export async function previousVersions(db: Db): Promise<PreviousVersion[]> {
  const rows = await db
    .select({
      table: importHistory.tableName,
      rows: importHistory.rowCount,
      replacedAt: importHistory.replacedAt,
      replacedBy: importHistory.replacedBy,
      undoesRestore: importHistory.replacedByRestore,
    })
    .from(importHistory);
  return rows
    .filter((row): row is typeof row & { table: ImportTableName } =>
      (IMPORT_TABLE_NAMES as readonly string[]).includes(row.table),
    )
    .sort((a, b) => IMPORT_TABLE_NAMES.indexOf(a.table) - IMPORT_TABLE_NAMES.indexOf(b.table))
    .map((row) => ({ ...row, replacedAt: row.replacedAt.toISOString() }));
}
