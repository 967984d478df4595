import type { CatalogueStore } from "../catalogue/store.js";
import { importCsv, type ImportCsvOptions, type ImportResult } from "./import-csv.js";

export { csvTemplate } from "./csv-template.js";
export { describeIssue, ImportRefused, type ImportIssue } from "./errors.js";
export {
  commitImport,
  importCsv,
  prepareImport,
  type ImportCsvOptions,
  type ImportResult,
  type ImportStage,
  type PreparedImport,
} from "./import-csv.js";
export type { CsvInput } from "./read-csv.js";
export { needsConfirmation, type ImportChanges } from "./diff-table.js";
export {
  previousVersions,
  restorePreviousVersion,
  UndoRestoreNeedsConfirmation,
  type PreviousVersion,
} from "./history.js";
export {
  describeChanges,
  importUpload,
  restoreAndRefresh,
  type ImportPreview,
  type RestoreOutcome,
  type UploadOutcome,
} from "./upload.js";
export { ConfirmationNeeded } from "./write-table.js";
export { seedDemoCatalogueIfEmpty } from "./seed-demo.js";

/** Imports, then rebuilds this instance's catalogue snapshot; other instances follow catalogue_version. */
export async function importAndRefresh(
  deps: { catalogue: Pick<CatalogueStore, "reload"> },
  options: ImportCsvOptions,
): Promise<ImportResult> {
  const result = await importCsv(options);
  await deps.catalogue.reload();
  return result;
}
