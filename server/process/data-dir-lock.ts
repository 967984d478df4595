import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "../private-files.js";

// PGlite allows one process per data folder, and two would corrupt it. Node has no flock(), so the lock is a file
// holding the owner's PID and, on Linux, its start time. It appears with its content in one step: written under a
// name of its own, then hard-linked to the lock's name, which fails if the lock exists; a file created empty and
// written after could be read in between and taken for stale. A lock whose process is gone, or whose PID now
// belongs to a process that started at another time (PIDs are reused, for example after a container restart), is
// stale and is taken over.

export const lockFileName = "hirebase.lock";

export class DataDirInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number | undefined,
  ) {
    super(`Data folder ${folder} is in use by another process${pid ? ` (PID ${pid})` : ""}: stop it or set DATA_DIR`);
  }
}

export interface DataDirLock {
  release(): void;
}

interface Owner {
  pid: number;
  startTime?: string;
}

/** Takes the lock or throws DataDirInUseError; creates the folder when missing. */
export function lockDataDir(folder: string): DataDirLock {
  const dir = resolve(folder);
  mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const file = join(dir, lockFileName);
  const me: Owner = { pid: process.pid, startTime: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createWithContent(file, JSON.stringify(me))) {
      const release = () => {
        process.off("exit", release);
        if (readOwner(file)?.pid === me.pid) unlinkQuietly(file);
      };
      // A normal exit (including process.exit after an error) leaves no lock behind; a SIGKILL leaves a stale one.
      process.on("exit", release);
      return { release };
    }
    const text = readText(file);
    const owner = parseOwner(text);
    if (owner && owner.pid !== process.pid && isAlive(owner)) throw new DataDirInUseError(dir, owner.pid);
    if (text !== undefined) removeStale(file, text);
  }
  throw new DataDirInUseError(dir, readOwner(file)?.pid);
}

/** Creates `file` holding `content`, or returns false when it exists. */
function createWithContent(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  writeFileSync(draft, content, { flag: "wx", mode: PRIVATE_FILE_MODE });
  try {
    linkSync(draft, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    return false;
  } finally {
    unlinkQuietly(draft);
  }
}

/**
 * Removes the stale lock that read as `text`. Another starting process may have taken it over and written its own
 * since, so the lock is first moved aside under a name of our own (only one process can move it) and its content
 * checked there: a live lock is put back; a deleted stale one lets the caller try again.
 */
function removeStale(file: string, text: string) {
  const aside = `${file}.stale.${process.pid}.${randomBytes(6).toString("hex")}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // Already moved or removed by another process.
  }
  if (readText(aside) !== text) {
    try {
      linkSync(aside, file);
    } catch {
      // A third process took the free name in that instant; two live owners are possible only here, with three
      // processes starting together at a stale lock.
    }
  }
  unlinkQuietly(aside);
}

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const startTime = processStartTime(owner.pid);
  return owner.startTime === undefined || startTime === undefined || startTime === owner.startTime;
}

/** Field 22 of /proc/PID/stat (start time in clock ticks after boot); undefined where there is no /proc. */
function processStartTime(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
  const fields = stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields?.[19];
}

function readOwner(file: string): Owner | undefined {
  return parseOwner(readText(file));
}

function parseOwner(text: string | undefined): Owner | undefined {
  try {
    const value = JSON.parse(text ?? "") as Partial<Owner>;
    return Number.isInteger(value.pid) && value.pid! > 0
      ? { pid: value.pid!, startTime: value.startTime ?? undefined }
      : undefined;
  } catch {
    return undefined;
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}
