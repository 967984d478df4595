import type { ImportChanges } from "../../../core/import-columns.js";

export type { ImportChanges };

/** What the import page shows of an importable table (spec section 3: key, name, description). */
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
}
