import type { ImportChanges } from "../../../core/import-columns.js";

export type { ImportChanges };

/** What the import page shows of an importable table (key, name, description). */
export interface AdminTable {
  key: string;
  name: string;
  description: string;
}

export type SiteModeName = "DEV" | "LIVE";

/** An import waiting for the administrator's confirmation. */
export interface ImportPreview {
  fileName: string;
  changes: ImportChanges;
  warnings: string[];
  confirmToken: string;
}

/** A table's version before its last import or restore (GET /api/admin/import-history). */
export interface PreviousVersion {
  table: string;
  rows: number;
  replacedAt: string;
  replacedBy: string | null;
  /** Replaced by a restore: putting it back undoes that restore, confirmed first (catalogue-import.md C16). */
  undoesRestore: boolean;
}

/** What a restore put back: the rows in place until `replacedBy` replaced them at `replacedAt`. */
export interface RestoredVersion {
  recordsRestored: number;
  replacedAt: string;
  replacedBy: string | null;
  undidRestore: boolean;
}

/** Undoing a restore, waiting for the administrator's confirmation: the rows it would put back. */
export interface UndoPreview {
  rows: number;
  confirmToken: string;
}
