import type { ImportTableName } from "../../../core/import-columns.js";
import type { Db } from "../../db/client.js";
import type { CatalogueStore } from "../catalogue/store.js";
import { confirmToken, confirmTokenValid, CONFIRM_TOKEN_TTL_MS } from "./confirm-token.js";
import { needsConfirmation, type ImportChanges } from "./diff-table.js";
import { restorePreviousVersion } from "./history.js";
import { commitImport, type ImportResult } from "./import-csv.js";
import { prepareOffThread } from "./prepare-off-thread.js";
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
  catalogue: Pick<CatalogueStore, "reload">;
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
 * (docs/decisions/security.md A14). The snapshot is rebuilt after a write; other instances follow catalogue_version.
 */
export async function importUpload(options: UploadOptions): Promise<UploadOutcome> {
  const { db, catalogue, table, data, secret, confirm, actor } = options;
  const prepared = await prepareOffThread(table, data);
  const { fileHash } = prepared;
  try {
    const result = await commitImport(db, prepared, {
      actor,
      allow: (changes, tableVersion) =>
        confirm === undefined
          ? !needsConfirmation(changes)
          : confirmTokenValid(confirm, secret, { table, fileHash, tableVersion }),
    });
    await catalogue.reload();
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
}

/** Restores the table's previous version, then rebuilds this instance's snapshot. */
export async function restoreAndRefresh(
  deps: { db: Db; catalogue: Pick<CatalogueStore, "reload"> },
  table: ImportTableName,
  actor: string,
): Promise<{ recordsRestored: number }> {
  const { recordsRestored } = await restorePreviousVersion(deps.db, table, actor);
  await deps.catalogue.reload();
  return { recordsRestored };
}
