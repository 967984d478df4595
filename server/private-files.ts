import { chmodSync, lstatSync, readdirSync, writeFileSync, type Stats } from "node:fs";
import { join } from "node:path";

// Everything the site keeps on disk (DATA_DIR and backups) is for the user that runs it alone: folders 0700, files
// 0600 (docs/decisions/operation.md Z9). Modes are set explicitly, so the result does not depend on the umask of
// whoever started the process; keepNewFilesPrivate() is the belt for files written by code we do not own (PGlite,
// pg_dump).

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** From now on, files and folders this process (and its children) create get no group or other bits. */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/** Writes a new file (or replaces one) as 0600 from its first byte. */
export function writePrivateFile(file: string, data: string | Uint8Array, flag = "w"): void {
  writeFileSync(file, data, { mode: PRIVATE_FILE_MODE, flag });
  chmodSync(file, PRIVATE_FILE_MODE);
}

interface PrivateTreeReport {
  /** Files and folders whose mode was changed. */
  changed: number;
  /** Entries that could not be changed (owned by another user); left as they were. */
  refused: string[];
}

const wantedMode = (stats: Stats) => (stats.isDirectory() ? PRIVATE_FOLDER_MODE : PRIVATE_FILE_MODE);

/**
 * Gives `root` and everything under it the private modes, without following symbolic links. Only entries whose
 * mode differs are changed, so a second run changes nothing. A missing root is nothing to do.
 */
export function makeTreePrivate(root: string): PrivateTreeReport {
  const report: PrivateTreeReport = { changed: 0, refused: [] };
  const visit = (path: string) => {
    let stats: Stats;
    try {
      stats = lstatSync(path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return; // removed while we walked
      throw err;
    }
    if (stats.isSymbolicLink()) return;
    const wanted = wantedMode(stats);
    if ((stats.mode & 0o7777) !== wanted) {
      try {
        chmodSync(path, wanted);
        report.changed++;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code !== "EPERM" && code !== "EACCES") throw err;
        report.refused.push(path);
      }
    }
    if (stats.isDirectory()) {
      let names: string[];
      try {
        names = readdirSync(path);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
        throw err;
      }
      for (const name of names) visit(join(path, name));
    }
  };
  visit(root);
  return report;
}

interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** At start: fixes the modes of a data folder written by an older version or another umask, and says so once. */
export function makeDataDirPrivate(dataDir: string, logger: Logger): void {
  const { changed, refused } = makeTreePrivate(dataDir);
  if (changed > 0)
    logger.info({ dataDir, changed }, `Made ${changed} files and folders under DATA_DIR private (owner only)`);
  if (refused.length > 0) {
    logger.warn(
      { dataDir, refused: refused.slice(0, 5) },
      `${refused.length} files under DATA_DIR belong to another user and stay readable by others: chown them to this user`,
    );
  }
}
