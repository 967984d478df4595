import type { ImportTableName } from "../../../core/import-columns.js";
import type { Db } from "../../db/client.js";
import type { CatalogueStore } from "../catalogue/store.js";
import { confirmToken, confirmTokenValid, CONFIRM_TOKEN_TTL_MS } from "./confirm-token.js";
import { needsConfirmation, type ImportChanges } from "./diff-table.js";
import { restorePreviousVersion, UndoRestoreNeedsConfirmation, type RestoredVersion } from "./history.js";
import { commitImport, type ImportResult } from "./import-csv.js";
import { withPreparedUpload } from "./prepare-off-thread.js";
import { ConfirmationNeeded } from "./write-table.js";

/** An import that would remove most of a table or empty a column: nothing was written, the admin must confirm. */
export interface ImportPreview {
  table: ImportTableName;
  changes: ImportChanges;
  warnings: string[];
  /** Send back with the same file to import it anyway. */
  confirmToken: string;
  expiresAt: string;
}

export type UploadOutcome = { kind: "imported"; result: ImportResult } | { kind: "preview"; preview: ImportPreview };

export interface UploadOptions {
  db: Db;
  catalogue: Pick<CatalogueStore, "reload" | "refreshAfterImport">;
  table: ImportTableName;
  data: Uint8Array;
  /** What confirmation tokens are signed with: the admin's session token. */
  secret: string;
  /** The token from an earlier preview of this same file, if any. */
  confirm?: string;
  actor: string;
}

/** One sentence for the audit log and the API's error: what the import would do. */
export function describeChanges(table: string, changes: ImportChanges): string {
  const parts = [`removes ${changes.removed} of ${changes.rowsBefore} rows`];
  if (changes.added) parts.push(`adds ${changes.added}`);
  if (changes.changed) parts.push(`changes ${changes.changed}`);
  const emptied = changes.emptiedColumns;
  if (emptied.length) parts.push(`leaves ${emptied.join(", ")} empty in every row`);
  return `This import of ${table} ${parts.join(", ")}. Check the changes and confirm to import.`;
}

/**
 * An uploaded file: parsed and checked on a worker thread, then written unless it needs confirmation (see
 * needsConfirmation) and carries no valid token for this file, session and table version. A file sent with a token
 * that is not (or no longer) valid is previewed again, whatever it would change, so a token confirms one import only
 * (docs/decisions/security.md A14). The snapshot is rebuilt after a write, once the worker has let go of the file's
 * rows; other instances follow catalogue_version.
 */
export async function importUpload(options: UploadOptions): Promise<UploadOutcome> {
  const { db, catalogue, table, data, secret, confirm, actor } = options;
  const outcome = await withPreparedUpload(table, data, async (prepared): Promise<UploadOutcome> => {
    const { fileHash } = prepared;
    try {
      const result = await commitImport(db, prepared, {
        actor,
        allow: (changes, tableVersion) =>
          confirm === undefined
            ? !needsConfirmation(changes)
            : confirmTokenValid(confirm, secret, { table, fileHash, tableVersion }),
      });
      return { kind: "imported", result };
    } catch (err) {
      if (!(err instanceof ConfirmationNeeded)) throw err;
      const now = Date.now();
      return {
        kind: "preview",
        preview: {
          table,
          changes: err.changes,
          warnings: prepared.warnings,
          confirmToken: confirmToken(secret, { table, fileHash, tableVersion: err.tableVersion }, now),
          expiresAt: new Date(now + CONFIRM_TOKEN_TTL_MS).toISOString(),
        },
      };
    }
  });
  if (outcome.kind === "imported") await catalogue.refreshAfterImport(table, outcome.result.catalogueVersion);
  return outcome;
}

/** A restore that would undo a restore: nothing was written, the administrator must confirm (C16). */
export interface UndoRestorePreview {
  table: ImportTableName;
  /** The rows the undo would put back. */
  rows: number;
  confirmToken: string;
  expiresAt: string;
}

export type RestoreOutcome =
  { kind: "restored"; restored: RestoredVersion } | { kind: "preview"; preview: UndoRestorePreview };

/** The confirmation of an undo is a token like an import's, for this table's version, with this in place of a file. */
const UNDO_RESTORE = "undo-restore";

/**
 * Restores the table's previous version, then rebuilds this instance's snapshot. Undoing a restore needs a token from
 * an earlier answer for the table as it is now, good for one undo (docs/decisions/catalogue-import.md C16, security.md
 * A14); without one it answers with a new token and writes nothing.
 */
export async function restoreAndRefresh(
  deps: { db: Db; catalogue: Pick<CatalogueStore, "reload"> },
  table: ImportTableName,
  { actor, secret, confirm }: { actor: string; secret: string; confirm?: string },
): Promise<RestoreOutcome> {
  try {
    const restored = await restorePreviousVersion(deps.db, table, actor, (tableVersion) =>
      confirmTokenValid(confirm, secret, { table, fileHash: UNDO_RESTORE, tableVersion }),
    );
    await deps.catalogue.reload();
    const { version: _version, ...what } = restored;
    return { kind: "restored", restored: what };
  } catch (err) {
    if (!(err instanceof UndoRestoreNeedsConfirmation)) throw err;
    const now = Date.now();
    return {
      kind: "preview",
      preview: {
        table,
        rows: err.rows,
        confirmToken: confirmToken(secret, { table, fileHash: UNDO_RESTORE, tableVersion: err.tableVersion }, now),
        expiresAt: new Date(now + CONFIRM_TOKEN_TTL_MS).toISOString(),
      },
    };
  }
}
