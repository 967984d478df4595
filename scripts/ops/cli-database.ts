// The database for a command-line tool (npm run import, npm run admin), opened the way the server opens it. The
// embedded database allows one process per data folder (docs/decisions/operation.md F3), so the tool takes the server's
// data-folder lock first and refuses, in one line, while a server holds it. With PostgreSQL (DATABASE_URL) it
// works beside running servers, which pick catalogue changes up through catalogue_version.
import type { Config } from "../../server/config.js";
import { DataDirInUseError, lockDataDir, type DataDirLock } from "../../server/process/data-dir-lock.js";
import { databaseOptionsFromConfig, openDatabase, type Database } from "../../server/db/client.js";
import { keepNewFilesPrivate } from "../../server/private-files.js";

export class DataFolderBusy extends Error {}

export interface CliDatabase {
  database: Database;
  close(): Promise<void>;
}

/** `instead` says what else to do while a server has the folder, e.g. "use the admin page (/admin/import)". */
export async function openCliDatabase(config: Config, instead?: string): Promise<CliDatabase> {
  let lock: DataDirLock | undefined;
  keepNewFilesPrivate(); // what the database writes meanwhile stays the owner's (docs/decisions/operation.md Z9)
  if (!config.DATABASE_URL) {
    try {
      lock = lockDataDir(config.DATA_DIR);
    } catch (err) {
      if (!(err instanceof DataDirInUseError)) throw err;
      const owner = err.pid ? ` (PID ${err.pid})` : "";
      throw new DataFolderBusy(
        `A running server${owner} has the data folder ${err.folder} open: stop it first${instead ? `, or ${instead}` : ", then run this again"}.`,
      );
    }
  }
  try {
    const database = await openDatabase(databaseOptionsFromConfig(config));
    await database.migrate();
    return {
      database,
      async close() {
        await database.close();
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}
