// Replaces one catalogue table from a CSV file: npm run import -- <table> <file.csv>
// Uses the same settings as the server (DATABASE_URL or DATA_DIR). A running server picks the
// change up through catalogue_version within a few seconds.
import { createReadStream, existsSync } from "node:fs";
import { IMPORT_TABLE_NAMES } from "../core/import-columns.js";
import { ConfigError, loadConfig } from "../server/config.js";
import { databaseOptionsFromConfig, openDatabase, type Database } from "../server/db/client.js";
import { AppError } from "../server/errors.js";
import { importCsv } from "../server/services/import/index.js";

const usage = `Usage: npm run import -- <table> <file.csv>\nTables: ${IMPORT_TABLE_NAMES.join(", ")}`;

async function main(): Promise<number> {
  const [table, file] = process.argv.slice(2);
  if (!table || !file) {
    console.error(usage);
    return 2;
  }
  if (!existsSync(file)) {
    console.error(`No such file: ${file}`);
    return 2;
  }
  const config = loadConfig();
  let database: Database | undefined;
  try {
    database = await openDatabase(databaseOptionsFromConfig(config));
    await database.migrate();
    const started = performance.now();
    const result = await importCsv({ db: database.db, table, input: createReadStream(file) });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${result.table}: ${result.recordsImported} records imported in ${seconds} s (the table was replaced).`,
    );
    if (result.warnings.length) {
      console.log(`${result.warnings.length} warning${result.warnings.length > 1 ? "s" : ""}:`);
      for (const warning of result.warnings) console.log(`  ${warning}`);
    }
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(`Import failed: ${err.message}`);
      const issues = (err.issues ?? []) as { field: string; message: string }[];
      if (issues.length > 1) for (const issue of issues) console.error(`  ${issue.field}: ${issue.message}`);
      return 1;
    }
    throw err;
  } finally {
    await database?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
