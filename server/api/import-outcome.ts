import type { Response } from "express";
import type { ImportTableName } from "../../core/import-columns.js";
import { describeChanges, type UploadOutcome } from "../services/import/index.js";

/**
 * An import's answer, from the admin page's upload and the integration API alike: 409 with the changes and a
 * confirmToken when it needs confirming (docs/decisions/catalogue-import.md C7), else what was imported.
 */
export function sendImportOutcome(res: Response, table: ImportTableName, outcome: UploadOutcome): void {
  if (outcome.kind === "preview") {
    const { preview } = outcome;
    res.status(409).json({ error: describeChanges(table, preview.changes), ...preview, needsConfirmation: true });
    return;
  }
  const { recordsImported, warnings, changes } = outcome.result;
  res.json({ recordsImported, warnings, changes });
}
