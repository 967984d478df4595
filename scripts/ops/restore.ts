// npm run restore <file>: puts a backup made by npm run backup back into an EMPTY database (docs/operations.md,
// Backups; docs/decisions/operation.md Z8). With DATABASE_URL: a pg_dump file, restored by pg_restore in one
// transaction into a database without tables. Otherwise: an embedded-database tarball, unpacked into DATA_DIR/pglite,
// which must not exist yet or be empty. A database that holds anything is refused: a restore never mixes two sites.
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, rmdirSync } from "node:fs";
import { resolve } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { ConfigError, loadConfig, type Config } from "../../server/config.js";
import { DataDirInUseError, lockDataDir } from "../../server/process/data-dir-lock.js";
import { openDatabase, type Database } from "../../server/db/client.js";
import { keepNewFilesPrivate, makeTreePrivate } from "../../server/private-files.js";
import { postgresToolCall } from "./postgres-tool.js";

class RestoreRefused extends Error {}

const COUNTED = ["customer_requests", "hire_requests", "special_requests", "mail_outbox", "site_settings", "equipment"];

function kindOf(bytes: Buffer): "postgres" | "embedded" {
  if (bytes.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return "embedded";
  throw new RestoreRefused(
    "This is not a backup made by npm run backup (neither a pg_dump file nor a gzipped tarball)",
  );
}

async function restorePostgres(url: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    if (Number(rows[0]!.count) > 0) {
      throw new RestoreRefused(
        `The database in DATABASE_URL already holds ${rows[0]!.count} tables: restore into a new, empty database (createdb)`,
      );
    }
  } finally {
    await client.end();
  }
  try {
    const { dbnameArgument, env } = postgresToolCall(url);
    await promisify(execFile)(
      "pg_restore",
      ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", dbnameArgument, file],
      { env },
    );
  } catch (err) {
    const failure = err as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT") {
      throw new RestoreRefused(
        "pg_restore was not found: install PostgreSQL's client tools (Debian: postgresql-client)",
      );
    }
    throw new RestoreRefused(`pg_restore failed: ${failure.stderr?.trim() || failure.message}`);
  }
}

/** Unpacks the tarball and answers the restored database, opened, with the folder's lock held until `release`. */
async function restoreEmbedded(config: Config, bytes: Buffer): Promise<{ database: Database; release(): void }> {
  const target = resolve(config.DATA_DIR, "pglite");
  let lock;
  try {
    lock = lockDataDir(config.DATA_DIR);
  } catch (err) {
    if (err instanceof DataDirInUseError)
      throw new RestoreRefused(`${err.message}: a restore needs the folder to itself`);
    throw err;
  }
  let database: Database | undefined;
  try {
    if (existsSync(target) && readdirSync(target).length > 0) {
      throw new RestoreRefused(`${target} already holds a database: restore into an empty DATA_DIR`);
    }
    if (existsSync(target)) rmdirSync(target);
    keepNewFilesPrivate();
    // Unpacked beside the target and renamed into place once whole, as a first start does.
    const building = `${target}.restoring`;
    rmSync(building, { recursive: true, force: true });
    const unpacked = await openDatabase({
      kind: "pglite",
      dataDir: building,
      loadDataDir: new Blob([new Uint8Array(bytes)]),
    });
    await unpacked.close();
    makeTreePrivate(building); // the tarball's modes are not kept (docs/decisions/operation.md Z9)
    renameSync(building, target);
    database = await openDatabase({ kind: "pglite", dataDir: target });
    return { database, release: () => lock.release() };
  } finally {
    if (!database) lock.release();
  }
}

async function counts(database: Database): Promise<string> {
  const lines = [];
  for (const table of COUNTED) {
    const result = (await database.db.execute(`select count(*)::int as count from ${table}`)) as unknown as {
      rows: { count: number }[];
    };
    lines.push(`${table} ${result.rows[0]!.count}`);
  }
  return lines.join(", ");
}

async function main(): Promise<number> {
  const config = loadConfig();
  const fileArgument = process.argv[2];
  if (!fileArgument) throw new RestoreRefused("Usage: npm run restore -- <backup file>");
  const file = resolve(fileArgument);
  if (!existsSync(file)) throw new RestoreRefused(`${file} does not exist`);
  const bytes = readFileSync(file);
  const kind = kindOf(bytes);
  let database: Database;
  let release = () => {};
  if (config.DATABASE_URL) {
    if (kind !== "postgres") {
      throw new RestoreRefused(
        "This is an embedded-database backup: unset DATABASE_URL and set DATA_DIR to restore it",
      );
    }
    await restorePostgres(config.DATABASE_URL, file);
    database = await openDatabase({ kind: "postgres", url: config.DATABASE_URL, poolSize: 1 });
  } else {
    if (kind !== "embedded") {
      throw new RestoreRefused("This is a PostgreSQL backup: set DATABASE_URL to a new, empty database to restore it");
    }
    ({ database, release } = await restoreEmbedded(config, bytes));
  }
  try {
    console.log(`Restored ${file}: ${await counts(database)}`);
  } finally {
    await database.close();
    release();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError || err instanceof RestoreRefused) console.error(err.message);
    else console.error(err);
    process.exit(1);
  },
);
