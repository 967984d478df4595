import { spawn } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmSync, rmdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "../logger.js";
import { makeTreePrivate } from "../private-files.js";

// PGlite's initdb leaves hundreds of megabytes of WebAssembly memory resident in the process that ran it, and closing
// the database gives back only part of it (figures in docs/performance-figures.md). A new data directory is therefore created, migrated
// and seeded by a short-lived child process, whose memory goes back to the system when it exits; the server then
// opens a finished directory, which costs far less (docs/decisions/performance.md N7).

/** The child's request, passed as JSON in its first argument. */
export interface FirstStartRequest {
  dataDir: string;
  seedDemo: boolean;
  logLevel: string;
  logFormat?: "pretty" | "json";
}

/** What the child reports over IPC when it has finished. */
export interface FirstStartReport {
  /** The child's peak resident memory, MB. */
  peakMb: number;
}

/** A data folder that is neither empty nor a database: the person starting the server must choose. */
export class FirstStartError extends Error {}

/** True when `dataDir` holds a PostgreSQL cluster (PGlite resumes it instead of running initdb). */
export function isPgliteDataDir(dataDir: string): boolean {
  return existsSync(join(dataDir, "PG_VERSION"));
}

/**
 * Creates the embedded database in `dataDir` when it holds none: initdb, migrations and (when asked) the demo
 * catalogue, in a child process, in a sibling folder renamed into place only once complete, so an interrupted
 * first start leaves nothing half made. The caller holds the data folder's lock (docs/decisions/operation.md O4): the child
 * works under it, and the server opens the folder only after the child has exited.
 * Returns undefined when there was nothing to do.
 */
export async function createPgliteDataDirIfMissing(
  request: FirstStartRequest,
  logger: Logger,
): Promise<(FirstStartReport & { ms: number }) | undefined> {
  const { dataDir } = request;
  if (isPgliteDataDir(dataDir)) return undefined;
  if (existsSync(dataDir)) {
    if (readdirSync(dataDir).length > 0) {
      throw new FirstStartError(
        `${dataDir} is not an embedded database folder (no PG_VERSION): empty it or set DATA_DIR`,
      );
    }
    rmdirSync(dataDir);
  }
  const building = `${dataDir}.creating`;
  // Left by a first start that was stopped; the lock says no other process is using it.
  rmSync(building, { recursive: true, force: true });

  const started = performance.now();
  logger.info({ dataDir }, "creating the embedded database");
  const report = await runChild({ ...request, dataDir: building }).catch((err: unknown) => {
    rmSync(building, { recursive: true, force: true });
    throw err;
  });
  // PGlite unpacks the build's template with the modes it was packed with (0666 for most files): made private
  // before the folder is put in place (docs/decisions/operation.md Z9).
  makeTreePrivate(building);
  renameSync(building, dataDir);
  const ms = Math.round(performance.now() - started);
  logger.info({ ms, childPeakMb: report.peakMb }, "embedded database created");
  return { ...report, ms };
}

/** The child's entry file: the compiled .js in production, the TypeScript source under tsx or Vitest. */
function childEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const extension = here.endsWith(".ts") ? ".ts" : ".js";
  const file = join(dirname(here), "..", "process", `pglite-first-start-child${extension}`);
  return { file, execArgv: extension === ".ts" ? ["--import", "tsx"] : [] };
}

function runChild(request: FirstStartRequest): Promise<FirstStartReport> {
  const { file, execArgv } = childEntry();
  const child = spawn(process.execPath, [...execArgv, file, JSON.stringify(request)], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let report: FirstStartReport | undefined;
  child.on("message", (message) => (report = message as FirstStartReport));
  // A shutdown signal during the first start stops the child at once; the caller's next checkpoint then stops.
  const stop = () => child.kill("SIGKILL");
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return new Promise<FirstStartReport>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      if (code === 0 && report) resolve(report);
      else {
        const why = signal ? `was stopped (${signal})` : `exited with ${code}`;
        reject(new Error(`creating the embedded database failed: its process ${why} (its output is above)`));
      }
    });
  });
}
