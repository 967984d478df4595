import { Worker } from "node:worker_threads";
import { join } from "node:path";
import { projectRoot } from "../paths.js";

// The main thread's side of the embedded database's own thread (docs/decisions/performance.md T1; the worker is
// server/db/pglite-worker.mjs). It offers what drizzle-orm's PGlite driver, the migrator and our tests call on a
// PGlite: query, exec, transaction, dumpDataDir and close. Statements cross as messages; rows come back as plain data.

const workerFile = join(projectRoot, "server/db/pglite-worker.mjs");

export interface ThreadResults<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface ThreadQueryOptions {
  rowMode?: "array" | "object";
  /** drizzle passes identity parsers (dates, intervals and arrays kept as text); any parser given is taken as one. */
  parsers?: Record<number, unknown>;
}

/** What runs statements: the database, or one open transaction. */
export interface ThreadClient {
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: ThreadQueryOptions,
  ): Promise<ThreadResults<T>>;
  exec(text: string): Promise<ThreadResults[]>;
}

export interface ThreadTransaction extends ThreadClient {
  rollback(): Promise<void>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
}

export interface PGliteThreadOptions {
  dataDir?: string;
  loadDataDir?: Blob;
  postgresqlconf?: string[];
}

/** A PostgreSQL error as the worker reported it: message, SQLSTATE `code` and the other fields PostgreSQL gives. */
class DatabaseError extends Error {
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message));
    Object.assign(this, fields);
    this.name = String(fields.name ?? "DatabaseError");
  }
}

/** Matches server/services/database-unavailable.ts: requests answer 503 while the database is gone. */
const STOPPED_MESSAGE = "The embedded database is not queryable: its thread has stopped";

/**
 * The thread only relays results, so almost everything it allocates dies young; a small young generation keeps
 * V8 from growing it to tens of megabytes that stay resident until its memory reducer runs
 * (docs/decisions/performance.md N19).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 6 };

export class PGliteThread implements ThreadClient {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextTransaction = 1;
  private stopped: Error | undefined;
  /** Called once if the worker stops without being closed (a crash): the caller logs it. */
  onStopped?: (err: Error) => void;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (message: { id?: number; ok?: boolean; value?: unknown; error?: Record<string, unknown> }) => {
      if (message.id === undefined) return;
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      if (message.ok) pending.resolve(message.value);
      else pending.reject(new DatabaseError(message.error ?? {}));
    });
    worker.on("error", (err) => this.stop(err));
    worker.on("exit", (code) => this.stop(new Error(`${STOPPED_MESSAGE} (exit code ${code})`)));
  }

  /** Starts the worker and waits until PGlite is open there. */
  static open(options: PGliteThreadOptions): Promise<PGliteThread> {
    const worker = new Worker(workerFile, { workerData: options, resourceLimits: WORKER_LIMITS });
    return new Promise((resolve, reject) => {
      const failed = (err: Error) => reject(err);
      const exited = (code: number) => reject(new Error(`The embedded database could not open (exit code ${code})`));
      worker.once("error", failed);
      worker.once("exit", exited);
      worker.once("message", () => {
        worker.off("error", failed);
        worker.off("exit", exited);
        resolve(new PGliteThread(worker));
      });
    });
  }

  private stop(err: Error) {
    if (this.stopped) return;
    this.stopped = new Error(STOPPED_MESSAGE, { cause: err });
    for (const pending of this.pending.values()) pending.reject(this.stopped);
    this.pending.clear();
    this.onStopped?.(err);
  }

  private call<T>(op: string, message: Record<string, unknown> = {}): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id, op });
    });
  }

  private run<T>(
    transaction: { txId: number; begin: boolean } | undefined,
    text: string,
    params?: unknown[],
    options?: ThreadQueryOptions,
  ) {
    const sent = options && { rowMode: options.rowMode, identityTypes: Object.keys(options.parsers ?? {}) };
    return this.call<ThreadResults<T>>("query", { text, params, options: sent, ...transaction });
  }

  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: ThreadQueryOptions) {
    return this.run<T>(undefined, text, params, options);
  }

  exec(text: string): Promise<ThreadResults[]> {
    return this.call("exec", { text });
  }

  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws or calls rollback().
   * BEGIN travels with the transaction's first statement, so the thread is held for one crossing less
   * (docs/decisions/performance.md N39); a transaction that sends nothing never begins.
   */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const txId = this.nextTransaction++;
    let begun = false;
    const next = () => {
      const begin = !begun;
      begun = true;
      return { txId, begin };
    };
    let rolledBack = false;
    const tx: ThreadTransaction = {
      query: (text, params, options) => this.run(next(), text, params, options),
      exec: (text) => this.call("exec", { text, ...next() }),
      rollback: async () => {
        rolledBack = true;
        if (begun) await this.call("rollback", { txId });
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (err) {
      if (!rolledBack && begun) await this.call("rollback", { txId }).catch(() => undefined);
      throw err;
    }
    if (!rolledBack && begun) await this.call("commit", { txId });
    return result;
  }

  /** The data folder as one tarball (tests keep migrated templates this way). */
  async dumpDataDir(compression?: "none" | "gzip" | "auto"): Promise<File> {
    const dump = await this.call<{ bytes: ArrayBuffer; type: string; name: string }>("dumpDataDir", { compression });
    return new File([new Uint8Array(dump.bytes)], dump.name, { type: dump.type });
  }

  /** A consistent gzipped tarball of the data folder, taken between transactions (npm run backup). */
  async backup(): Promise<Buffer> {
    const dump = await this.call<{ bytes: ArrayBuffer }>("backup", { compression: "gzip" });
    return Buffer.from(dump.bytes);
  }

  /** The database thread's V8 heap (used and reserved) and PGlite's WebAssembly memory, in bytes. */
  memory(): Promise<{ heapUsed: number; heapTotal: number; wasm: number }> {
    return this.call("memory");
  }

  /** Closes PGlite (its files consistent) once the statements already sent have run, then ends the worker. */
  async close(): Promise<void> {
    if (this.stopped) return;
    await this.call("close");
    this.stopped = new Error(STOPPED_MESSAGE);
    await this.worker.terminate();
  }
}
