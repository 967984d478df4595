// npm run backup [file]: a consistent copy of the database while the site runs (docs/operations.md, Backups;
// docs/decisions/operation.md Z8). PostgreSQL (DATABASE_URL): pg_dump's custom format, one snapshot. The embedded
// database: the running server answers a tarball through DATA_DIR/backup.sock; with no server running the command
// takes the data folder's lock and makes it itself. The file appears whole or not at all (written aside, then renamed).
import { execFile } from "node:child_process";
import { chmodSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { requestBackup } from "../../server/process/backup-socket.js";
import { ConfigError, loadConfig, type Config } from "../../server/config.js";
import { DataDirInUseError, lockDataDir } from "../../server/process/data-dir-lock.js";
import { databaseOptionsFromConfig, openDatabase } from "../../server/db/client.js";
import { isPgliteDataDir } from "../../server/db/pglite-first-start.js";
import {
  keepNewFilesPrivate,
  PRIVATE_FILE_MODE,
  PRIVATE_FOLDER_MODE,
  writePrivateFile,
} from "../../server/private-files.js";
import { postgresToolCall } from "./postgres-tool.js";

class BackupFailed extends Error {}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[:.]/g, "-")
    .replace(/-\d{3}Z$/, "Z");

function defaultBackupFile(postgres: boolean): string {
  return join("backups", `hirebase-${stamp()}.${postgres ? "pgdump" : "tar.gz"}`);
}

async function postgresBackup(url: string, partial: string): Promise<void> {
  try {
    const { dbnameArgument, env } = postgresToolCall(url);
    await promisify(execFile)(
      "pg_dump",
      ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`, dbnameArgument],
      { env },
    );
  } catch (err) {
    const failure = err as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT") {
      throw new BackupFailed("pg_dump was not found: install PostgreSQL's client tools (Debian: postgresql-client)");
    }
    throw new BackupFailed(`pg_dump failed: ${failure.stderr?.trim() || failure.message}`);
  }
}

async function embeddedBackup(config: Config): Promise<Buffer> {
  const pgliteDir = resolve(config.DATA_DIR, "pglite");
  if (!isPgliteDataDir(pgliteDir)) throw new BackupFailed(`${pgliteDir} holds no database: check DATA_DIR`);
  const fromServer = await requestBackup(config.DATA_DIR);
  if (fromServer) return fromServer;
  let lock;
  try {
    lock = lockDataDir(config.DATA_DIR);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    throw new BackupFailed(
      `${err.message}. It is not a server that answers backups (an import or npm run admin?): try again when it has finished.`,
    );
  }
  try {
    const database = await openDatabase(databaseOptionsFromConfig(config));
    try {
      return await database.pglite!.backup();
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

async function main(): Promise<number> {
  const config = loadConfig();
  const postgres = Boolean(config.DATABASE_URL);
  const file = resolve(process.argv[2] ?? defaultBackupFile(postgres));
  const partial = `${file}.partial`;
  // A backup holds every account and customer: owner only (docs/decisions/operation.md Z9). The umask covers the
  // file pg_dump writes while it runs; the modes are then set explicitly.
  keepNewFilesPrivate();
  mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  try {
    if (config.DATABASE_URL) await postgresBackup(config.DATABASE_URL, partial);
    else writePrivateFile(partial, await embeddedBackup(config));
    chmodSync(partial, PRIVATE_FILE_MODE);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  const megabytes = (statSync(file).size / 1_048_576).toFixed(1);
  console.log(
    `Backup written: ${file} (${megabytes} MB, ${postgres ? "PostgreSQL custom format" : "embedded database"})`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError || err instanceof BackupFailed) console.error(err.message);
    else console.error(err);
    process.exit(1);
  },
);
