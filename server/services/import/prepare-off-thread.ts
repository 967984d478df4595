import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { IMPORT_TABLES, type ImportTableName } from "../../../core/import-columns.js";
import { AppError } from "../../errors.js";
import type { PreparedImport } from "./import-csv.js";
import type { RowValues } from "./validate-rows.js";

export interface WorkerJob {
  table: ImportTableName;
  data: Uint8Array;
}

export type WorkerMessage =
  | { kind: "rows"; rows: RowValues[]; rowNumbers: number[] }
  | { kind: "done"; warnings: string[]; fileHash: string }
  | { kind: "refused"; status: number; message: string; issues?: { field: string; message: string }[] }
  | { kind: "failed"; message: string };

/** A prepared file and the SHA-256 of its bytes (what a confirmation token is tied to). */
export interface PreparedUpload extends PreparedImport {
  fileHash: string;
}

/** An idle worker is ended after this long; the next import starts a new one. */
const IDLE_MS = 60_000;
/**
 * A worker that prepared a file this large is ended as soon as it is done: its heap, grown to hold the file's rows,
 * would otherwise stay resident for IDLE_MS. Starting another costs a fraction of such a file's preparing.
 */
const KEEP_WORKER_BELOW_BYTES = 1024 * 1024;

// Built, the worker is dist/.../prepare-worker.js. From source (tsx, vitest) it is the .ts file, which a worker can
// load only after registering tsx's loader itself (Node 20 does not pass loader hooks on to workers).
const fromSource = import.meta.url.endsWith(".ts");
const workerUrl = new URL(fromSource ? "./prepare-worker.ts" : "./prepare-worker.js", import.meta.url);

function startWorker(): Worker {
  if (!fromSource) return new Worker(workerUrl);
  const tsxRoot = dirname(createRequire(import.meta.url).resolve("tsx/package.json"));
  const tsxApi = pathToFileURL(join(tsxRoot, "dist/esm/api/index.mjs")).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(bootstrap, { eval: true });
}

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
/** Jobs run one after another: the worker holds one file's rows at a time. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The first half of an import (parse, validate, sanitise, hash) on a worker thread, so a large file does not stall
 * the requests this process is answering (docs/decisions/catalogue-import.md C10). The database write stays on the
 * caller's side. One worker is kept for a minute after its last job (ended at once after a large file), and never
 * keeps the process alive.
 */
export function prepareOffThread(table: ImportTableName, data: Uint8Array): Promise<PreparedUpload> {
  const job = queue.then(() => runJob({ table, data }));
  queue = job.catch(() => undefined);
  return job;
}

function runJob(job: WorkerJob): Promise<PreparedUpload> {
  clearTimeout(idleTimer);
  if (!worker) {
    worker = startWorker();
    worker.unref();
    // A worker that fails or ends is dropped; the next job starts another.
    const started = worker;
    started.once("exit", () => {
      if (worker === started) worker = undefined;
    });
  }
  const current = worker;
  return new Promise<PreparedUpload>((resolve, reject) => {
    const rows: RowValues[] = [];
    const rowNumbers: number[] = [];
    const finish = (settle: () => void) => {
      current.off("message", onMessage);
      current.off("error", onError);
      current.off("exit", onExit);
      endWhenIdle(current, job.data.byteLength < KEEP_WORKER_BELOW_BYTES ? IDLE_MS : 0);
      settle();
    };
    const onMessage = (message: WorkerMessage) => {
      if (message.kind === "rows") {
        for (const row of message.rows) rows.push(row);
        for (const rowNumber of message.rowNumbers) rowNumbers.push(rowNumber);
      } else if (message.kind === "done") {
        const { warnings, fileHash } = message;
        finish(() => resolve({ spec: IMPORT_TABLES[job.table], rows, rowNumbers, warnings, fileHash }));
      } else if (message.kind === "refused") {
        finish(() => reject(new AppError(message.status, message.message, message.issues)));
      } else {
        finish(() => reject(new Error(`The import worker failed: ${message.message}`)));
      }
    };
    const onError = (err: Error) => {
      void current.terminate();
      finish(() => reject(err));
    };
    const onExit = (code: number) =>
      finish(() => reject(new Error(`The import worker stopped (exit code ${code}) before it finished`)));
    current.on("message", onMessage);
    current.on("error", onError);
    current.on("exit", onExit);
    current.postMessage(job);
  });
}

/**
 * Ends the worker after `ms` without a job. A function of its own: a timer made inside the job's promise would hold
 * that promise's scope, and with it every prepared row, until it fired.
 */
function endWhenIdle(current: Worker, ms: number): void {
  if (ms === 0) {
    if (worker === current) worker = undefined;
    void current.terminate();
    return;
  }
  idleTimer = setTimeout(() => void current.terminate(), ms).unref();
}
