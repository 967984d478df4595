// Replaces one catalogue table from a CSV file, or puts its previous version back:
//   npm run import -- <table> <file.csv> [--yes]
//   npm run import -- --restore <table> [--yes]
// Uses the same settings as the server (DATABASE_URL or DATA_DIR). On the embedded database it refuses while a
// server has the data folder open (use the admin page then); with PostgreSQL running servers pick the change up
// through catalogue_version within a few seconds. An import that would remove more than half of the table or
// leave a column that holds data empty shows what it would change and needs --yes.
import { createReadStream, existsSync } from "node:fs";
import { IMPORT_TABLE_NAMES, isImportTableName, type ImportTableName } from "../../core/import-columns.js";
import { countOf } from "../../core/plural.js";
import { ConfigError, loadConfig } from "../../server/config.js";
import type { Db } from "../../server/db/client.js";
import { AppError } from "../../server/errors.js";
import { recordAudit } from "../../server/services/admin/audit.js";
import {
  ConfirmationNeeded,
  describeIssue,
  importCsv,
  ImportRefused,
  needsConfirmation,
  restorePreviousVersion,
  UndoRestoreNeedsConfirmation,
  type ImportChanges,
} from "../../server/services/import/index.js";
import { DataFolderBusy, openCliDatabase, type CliDatabase } from "./cli-database.js";

const usage = [
  "Usage: npm run import -- <table> <file.csv> [--yes]",
  "       npm run import -- --restore <table> [--yes]",
  `Tables: ${IMPORT_TABLE_NAMES.join(", ")}`,
].join("\n");

const ACTOR = "command line";

function changeLines(changes: ImportChanges): string[] {
  const lines = [
    `  rows now ${changes.rowsBefore}, after ${changes.rowsAfter}: ${changes.added} added, ${changes.removed} removed, ${changes.changed} changed`,
  ];
  if (changes.emptiedColumns.length) {
    lines.push(`  columns left empty in every row: ${changes.emptiedColumns.join(", ")}`);
  }
  return lines;
}

async function runImport(db: Db, table: string, file: string, yes: boolean): Promise<number> {
  const started = performance.now();
  const audit = { action: "import" as const, tableName: table, clientAddress: ACTOR };
  try {
    const result = await importCsv({
      db,
      table,
      input: createReadStream(file),
      actor: ACTOR,
      allow: (changes) => yes || !needsConfirmation(changes),
    });
    await recordAudit(db, { ...audit, outcome: "success", recordCount: result.recordsImported });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${result.table}: ${countOf(result.recordsImported, "record")} imported in ${seconds} s (the table was replaced).`,
    );
    for (const line of changeLines(result.changes)) console.log(line);
    console.log(`  The previous version is kept: npm run import -- --restore ${result.table} puts it back.`);
    if (result.warnings.length) {
      console.log(`${countOf(result.warnings.length, "warning")}:`);
      for (const warning of result.warnings) console.log(`  ${warning}`);
    }
    return 0;
  } catch (err) {
    if (err instanceof ConfirmationNeeded) {
      await recordAudit(db, { ...audit, outcome: "refused", detail: "not confirmed (no --yes)" });
      console.error(`${table}: nothing was imported. This file would change the table a lot:`);
      for (const line of changeLines(err.changes)) console.error(line);
      console.error("Check the file, then run the same command with --yes to import it.");
      return 1;
    }
    if (err instanceof AppError) {
      await recordAudit(db, { ...audit, outcome: "failure", detail: err.message }).catch(() => {});
      printRefusal(err);
      return 1;
    }
    throw err;
  }
}

/** One summary line, then each problem once. */
function printRefusal(err: AppError) {
  if (!(err instanceof ImportRefused)) {
    console.error(`Import failed: ${err.message}`);
    return;
  }
  if (err.total === 1) {
    console.error(`Import failed, nothing was imported: ${describeIssue(err.kept[0])}`);
    return;
  }
  console.error(`Import failed: ${err.total} errors, nothing was imported.`);
  for (const issue of err.kept) console.error(`  ${describeIssue(issue)}`);
  if (err.total > err.kept.length) console.error(`  (and ${err.total - err.kept.length} more)`);
}

async function runRestore(db: Db, table: ImportTableName, yes: boolean): Promise<number> {
  const audit = { action: "restore" as const, tableName: table, clientAddress: ACTOR };
  try {
    // Undoing a restore is confirmed with --yes, as a destructive import is (docs/decisions/catalogue-import.md C16).
    const { recordsRestored, undidRestore } = await restorePreviousVersion(db, table, ACTOR, () => yes);
    const detail = undidRestore ? "undid the last restore" : undefined;
    await recordAudit(db, { ...audit, outcome: "success", recordCount: recordsRestored, detail });
    console.log(`${table}: previous version restored (${recordsRestored} records).`);
    return 0;
  } catch (err) {
    if (err instanceof UndoRestoreNeedsConfirmation) {
      await recordAudit(db, { ...audit, outcome: "refused", detail: "not confirmed (no --yes)" });
      console.error(
        `${table}: nothing was restored. The previous version is what the last restore replaced (${err.rows} records):`,
      );
      console.error("putting it back undoes that restore. Run the same command with --yes to undo it.");
      return 1;
    }
    if (err instanceof AppError) {
      await recordAudit(db, { ...audit, outcome: "failure", detail: err.message }).catch(() => {});
      console.error(`Restore failed: ${err.message}`);
      return 1;
    }
    throw err;
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const yes = args.includes("--yes");
  const restore = args.includes("--restore");
  const [table, file] = args.filter((arg) => arg !== "--yes" && arg !== "--restore");
  if (!table || (restore ? file !== undefined : !file)) {
    console.error(usage);
    return 2;
  }
  if (!isImportTableName(table)) {
    console.error(`Unknown table '${table}'.\n${usage}`);
    return 2;
  }
  if (!restore && !existsSync(file)) {
    console.error(`No such file: ${file}`);
    return 2;
  }
  const config = loadConfig();
  let cli: CliDatabase | undefined;
  try {
    cli = await openCliDatabase(config, "use the admin page (/admin/import)");
    const db = cli.database.db;
    return restore ? await runRestore(db, table, yes) : await runImport(db, table, file, yes);
  } catch (err) {
    if (err instanceof DataFolderBusy) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await cli?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
