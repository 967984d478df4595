import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { IMPORT_TABLES, type ImportTableName } from "../../../core/import-columns.js";
import { AppError } from "../../errors.js";
import type { PreparedImport } from "./import-csv.js";
import type { ReferenceColumns } from "./references.js";

/** What the request thread asks of the worker; `job` tells one upload's messages from the last one's. */
export type WorkerRequest =
  | { kind: "prepare"; job: number; table: ImportTableName; data: Uint8Array }
  | { kind: "batch"; job: number }
  | { kind: "release"; job: number };

export type WorkerMessage = { job: number } & (
  | { kind: "prepared"; rowCount: number; references: ReferenceColumns; warnings: string[]; fileHash: string }
  | { kind: "batch"; json: string | null }
  | { kind: "refused"; status: number; message: string; issues?: { field: string; message: string }[] }
  | { kind: "failed"; message: string }
);

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
let lastJob = 0;
/** Jobs run one after another: the worker holds one file's rows at a time. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Prepares an upload (parse, validate, sanitise, hash) on a worker thread, so a large file does not stall the
 * requests this process is answering (docs/decisions/catalogue-import.md C10), then runs `use` with it. A `data` that
 * is the whole of its buffer is moved to the worker, which leaves it empty here. The rows stay on the worker until
 * `use` ends: its batches() asks for them one batch at a time (docs/decisions/performance.md N48). One worker is kept
 * for a minute after its last job (ended at once after a large file), and never keeps the process alive.
 */
export function withPreparedUpload<T>(
  table: ImportTableName,
  data: Uint8Array,
  use: (prepared: PreparedUpload) => Promise<T>,
): Promise<T> {
  const job = queue.then(() => runJob(table, data, use));
  queue = job.catch(() => undefined);
  return job;
}

async function runJob<T>(
  table: ImportTableName,
  data: Uint8Array,
  use: (prepared: PreparedUpload) => Promise<T>,
): Promise<T> {
  clearTimeout(idleTimer);
  worker ??= startedWorker();
  const channel = new WorkerChannel(worker, ++lastJob);
  const bytes = data.byteLength;
  try {
    const answer = await channel.request({ kind: "prepare", job: channel.job, table, data }, ownBuffer(data));
    if (answer.kind !== "prepared") throw workerFailure(answer);
    const { rowCount, references, warnings, fileHash } = answer;
    return await use({
      spec: IMPORT_TABLES[table],
      rowCount,
      references,
      warnings,
      fileHash,
      batches: () => batchesFrom(channel),
    });
  } finally {
    channel.close();
    endWhenIdle(channel.worker, bytes < KEEP_WORKER_BELOW_BYTES ? IDLE_MS : 0);
  }
}

/**
 * The buffer behind `data` when `data` is all of it, to be moved to the worker rather than copied: a large upload's
 * copy held the request thread for tens of milliseconds. A slice of a shared pool is copied.
 */
function ownBuffer(data: Uint8Array): ArrayBuffer[] {
  const { buffer } = data;
  return buffer instanceof ArrayBuffer && data.byteOffset === 0 && data.byteLength === buffer.byteLength
    ? [buffer]
    : [];
}

function startedWorker(): Worker {
  const started = startWorker();
  started.unref();
  // A worker that fails or ends is dropped; the next job starts another.
  started.once("exit", () => {
    if (worker === started) worker = undefined;
  });
  return started;
}

function workerFailure(message: WorkerMessage): Error {
  if (message.kind === "refused") return new AppError(message.status, message.message, message.issues);
  if (message.kind === "failed") return new Error(`The import worker failed: ${message.message}`);
  return new Error(`The import worker answered '${message.kind}' out of turn`);
}

/** The rows, fetched from the worker a batch ahead of the caller, so it serialises one while the caller writes one. */
async function* batchesFrom(channel: WorkerChannel): AsyncGenerator<string> {
  let next = channel.request({ kind: "batch", job: channel.job });
  for (;;) {
    const message = await next;
    if (message.kind !== "batch") throw workerFailure(message);
    if (message.json === null) return;
    next = channel.request({ kind: "batch", job: channel.job });
    // A caller that stops early (a refused import) leaves this request behind: its failure is nobody's to handle.
    next.catch(() => {});
    yield message.json;
  }
}

/** One job's requests to the worker, answered in order; a worker that fails or stops fails them all. */
class WorkerChannel {
  private readonly waiting: { resolve: (message: WorkerMessage) => void; reject: (err: Error) => void }[] = [];
  private failure: Error | undefined;

  constructor(
    readonly worker: Worker,
    readonly job: number,
  ) {
    worker.on("message", this.onMessage);
    worker.on("error", this.onError);
    worker.on("exit", this.onExit);
  }

  request(message: WorkerRequest, transfer: ArrayBuffer[] = []): Promise<WorkerMessage> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.worker.postMessage(message, transfer);
    });
  }

  /** Stops listening, and tells a worker still running to let go of this job's rows. */
  close(): void {
    this.worker.off("message", this.onMessage);
    this.worker.off("error", this.onError);
    this.worker.off("exit", this.onExit);
    if (!this.failure) this.worker.postMessage({ kind: "release", job: this.job } satisfies WorkerRequest);
  }

  private readonly onMessage = (message: WorkerMessage) => {
    // An answer to an earlier job's last read-ahead is not this job's.
    if (message.job === this.job) this.waiting.shift()?.resolve(message);
  };

  private readonly onError = (err: Error) => {
    void this.worker.terminate();
    this.fail(err);
  };

  private readonly onExit = (code: number) =>
    this.fail(new Error(`The import worker stopped (exit code ${code}) before it finished`));

  private fail(err: Error) {
    this.failure ??= err;
    for (const { reject } of this.waiting.splice(0)) reject(this.failure);
  }
}

/**
 * Ends the worker after `ms` without a job. A function of its own: a timer made inside the job would hold the job's
 * scope until it fired.
 */
function endWhenIdle(current: Worker, ms: number): void {
  if (ms === 0) {
    if (worker === current) worker = undefined;
    void current.terminate();
    return;
  }
  idleTimer = setTimeout(() => void current.terminate(), ms).unref();
}
