// The embedded database's own thread (docs/decisions/performance.md T1). PGlite runs here, so its WebAssembly and result parsing
// use the machine's second core while the main thread answers HTTP. The main thread's side is
// server/db/pglite-thread.ts; messages are { id, op, ... } one way and { id, ok, value | error } back.
// Plain JavaScript on purpose: the same file runs from the sources (tests, tsx) and from the build.
import { parentPort, workerData } from "node:worker_threads";
import v8 from "node:v8";
import "./pglite-private-modes.mjs";
import { PGlite } from "@electric-sql/pglite";

const identity = (value) => value;

/** PGlite's query options from the main thread's: drizzle's parsers are all identity functions, sent as type ids. */
function queryOptions(options) {
  if (!options) return undefined;
  const parsers = {};
  for (const type of options.identityTypes ?? []) parsers[type] = identity;
  return { rowMode: options.rowMode, parsers };
}

/** Every field of a PostgreSQL error that callers read (code, detail, constraint...), as plain data. */
function plainError(err) {
  const plain = { message: err instanceof Error ? err.message : String(err), name: err?.name ?? "Error" };
  for (const key of ["code", "severity", "detail", "hint", "position", "where", "schema", "table", "column"])
    if (err?.[key] !== undefined) plain[key] = err[key];
  for (const key of ["dataType", "constraint", "routine"]) if (err?.[key] !== undefined) plain[key] = err[key];
  return plain;
}

/** What a query answers, without PGlite's class instances: rows, fields and the affected row count. */
const plainResult = (result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows });

v8.setFlagsFromString("--liftoff-only"); // docs/decisions/performance.md N9, before PGlite compiles its module
const { dataDir, loadDataDir, postgresqlconf } = workerData;
const db = await PGlite.create({ dataDir, loadDataDir, postgresqlconf });

/** Open transactions by id: the PGlite transaction object and the function that ends it. */
const transactions = new Map();

function begin(id) {
  return new Promise((started, failed) => {
    db.transaction((tx) =>
      new Promise((end) => {
        transactions.set(id, { tx, end });
        started(undefined);
      }).then(async (outcome) => {
        if (outcome === "rollback") await tx.rollback();
      }),
    )
      .then(() => transactions.get(id)?.settled?.resolve(undefined))
      .catch((err) => {
        const entry = transactions.get(id);
        if (entry?.settled) entry.settled.reject(err);
        else failed(err);
      })
      .finally(() => transactions.delete(id));
  });
}

function finish(id, outcome) {
  const entry = transactions.get(id);
  if (!entry) return Promise.reject(new Error("The transaction has already ended"));
  return new Promise((resolve, reject) => {
    entry.settled = { resolve, reject };
    entry.end(outcome);
  });
}

/** The client to run a statement on: the open transaction's, or the database's (which waits for any transaction). */
const clientFor = (txId) => (txId === undefined ? db : transactions.get(txId)?.tx);

const operations = {
  async query({ text, params, options, txId }) {
    const client = clientFor(txId);
    if (!client) throw new Error("The transaction has already ended");
    return plainResult(await client.query(text, params, queryOptions(options)));
  },
  async exec({ text, txId }) {
    const client = clientFor(txId);
    if (!client) throw new Error("The transaction has already ended");
    return (await client.exec(text)).map(plainResult);
  },
  commit: ({ txId }) => finish(txId, "commit"),
  rollback: ({ txId }) => finish(txId, "rollback"),
  async dumpDataDir({ compression }) {
    const dump = await db.dumpDataDir(compression);
    return { bytes: await dump.arrayBuffer(), type: dump.type, name: dump.name ?? "pgdata.tar" };
  },
  /**
   * A consistent copy for `npm run backup` (docs/decisions/operation.md Z8): a checkpoint writes committed pages to
   * the files, then the tarball is made while no transaction is open (PGlite's transaction lock is held), so it holds
   * committed data only and restores without recovery surprises.
   */
  async backup({ compression }) {
    await db.exec("CHECKPOINT");
    const dump = await db._runExclusiveTransaction(() => db.dumpDataDir(compression));
    return { bytes: await dump.arrayBuffer(), type: dump.type, name: dump.name ?? "pgdata.tar.gz" };
  },
  /** This thread's V8 heap and PGlite's WebAssembly memory, in bytes (bench:memory reports them). */
  memory() {
    const heap = v8.getHeapStatistics();
    return {
      heapUsed: heap.used_heap_size,
      heapTotal: heap.total_heap_size,
      wasm: db.mod?.wasmMemory?.buffer.byteLength ?? 0,
    };
  },
  async close() {
    await db.close();
    return undefined;
  },
};

parentPort.on("message", (message) => {
  const operation = operations[message.op];
  Promise.resolve()
    .then(async () => {
      if (!operation) throw new Error(`Unknown operation ${message.op}`);
      // A transaction's first statement carries its BEGIN (docs/decisions/performance.md N39).
      if (message.begin) await begin(message.txId);
      return operation(message);
    })
    .then(
      (value) => parentPort.postMessage({ id: message.id, ok: true, value }),
      (err) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(err) }),
    );
});

parentPort.postMessage({ ready: true });
