import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import v8 from "node:v8";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { migrationsFolder } from "../paths.js";
import { PGliteThread } from "./pglite-thread.js";
import { DisconnectSafePool } from "./postgres-pool.js";
import { DatabaseUnavailableError, describePostgresProblem } from "./postgres-problem.js";
import * as schema from "./schema.js";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Connections of the PostgreSQL pool (total, idle, waiting callers); undefined for PGlite. */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
  /** The embedded database's thread, when kind is pglite (tests dump it as a migrated template). */
  pglite?: PGliteThread;
}

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  | {
      kind: "pglite";
      dataDir?: string;
      loadDataDir?: Blob | File;
      /** Told if the database's thread stops unasked (a crash); every query then fails as a lost database does. */
      onStopped?: (err: Error) => void;
    };

/**
 * PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory, resident for the life of the
 * process. The catalogue is read once into the in-memory snapshot, so the database's working set is small: 16 MB
 * (2,048 pages) holds it, and bulk writes such as imports go through PostgreSQL's own small ring of buffers whatever
 * the setting; more would be resident memory doing little (docs/decisions/performance.md N10, figures in
 * docs/performance-figures.md).
 */
const PGLITE_SETTINGS = [
  "shared_buffers=16MB",
  // A new 16 MB WAL segment is not filled with zeros first: that fill ran inside whichever commit crossed the
  // segment's end and held the database's one thread (docs/decisions/performance.md N38).
  "wal_init_zero=off",
];

/**
 * PGlite's WebAssembly module is compiled by V8's baseline compiler only. Optimising it as well (V8's default) costs
 * resident memory for the life of the process and CPU at every start, and the database's work here (imports, lists,
 * checkouts) ran no slower without it (docs/decisions/performance.md N9, figures in docs/performance-figures.md). Set before
 * the first PGlite opens: V8 reads the flag when it compiles a module.
 */
function compileWasmWithBaselineOnly(): void {
  v8.setFlagsFromString("--liftoff-only");
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite (files in dataDir, or in memory without one). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new DisconnectSafePool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A database that does not answer fails the request (503) instead of holding it open indefinitely.
      connectionTimeoutMillis: 5_000,
      // A connection whose server vanished without closing it is found by TCP keep-alive instead of hanging.
      keepAlive: true,
    });
    // Connect once now, so a wrong password, a missing database or a refused port is one plain line at start-up
    // (DatabaseUnavailableError) rather than the first query's stack trace through drizzle.
    await pool.query("select 1").catch(async (err: unknown) => {
      await pool.end().catch(() => {});
      throw new DatabaseUnavailableError(describePostgresProblem(err, options.url));
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder }),
      ping: () =>
        pool.query("select 1").then(
          () => true,
          () => false,
        ),
      close: () => pool.end(),
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: options.poolSize ?? 10,
      }),
    };
  }

  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = resolve(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  compileWasmWithBaselineOnly();
  const client = await PGliteThread.open({
    dataDir,
    loadDataDir: options.loadDataDir,
    postgresqlconf: PGLITE_SETTINGS,
  });
  client.onStopped = options.onStopped;
  const db = drizzlePglite(client as never, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: () =>
      client.query("select 1").then(
        () => true,
        () => false,
      ),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
    pglite: client,
  };
}

export function databaseOptionsFromConfig(config: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseOptions {
  return config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL }
    : { kind: "pglite", dataDir: resolve(config.DATA_DIR, "pglite") };
}
