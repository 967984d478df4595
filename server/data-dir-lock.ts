import { closeSync, openSync, readFileSync, unlinkSync, writeSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

// PGlite allows one process per data folder, and two would corrupt it. Node has no flock(), so the lock is a file
// created exclusively (O_EXCL) holding the owner's PID and, on Linux, its start time. A lock whose process is gone,
// or whose PID now belongs to a process that started at another time (PIDs are reused, for example after a
// container restart), is stale and is taken over.

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
  mkdirSync(dir, { recursive: true });
  const file = join(dir, lockFileName);
  const me: Owner = { pid: process.pid, startTime: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      const release = () => {
        process.off("exit", release);
        if (readOwner(file)?.pid === me.pid) unlinkQuietly(file);
      };
      // A normal exit (including process.exit after an error) leaves no lock behind; a SIGKILL leaves a stale one.
      process.on("exit", release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const text = readText(file);
    const owner = parseOwner(text);
    if (owner && owner.pid !== process.pid && isAlive(owner)) throw new DataDirInUseError(dir, owner.pid);
    // Stale (or unreadable) lock: remove it, unless another starting process has replaced it meanwhile.
    if (readText(file) === text) unlinkQuietly(file);
  }
  throw new DataDirInUseError(dir, readOwner(file)?.pid);
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
