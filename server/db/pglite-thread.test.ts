import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../services/database-unavailable.js";
import { PGliteThread, type ThreadTransaction } from "./pglite-thread.js";

// The embedded database on its own thread (docs/decisions/performance.md T1), against a real PGlite in a real worker.

let thread: PGliteThread;
beforeAll(async () => {
  thread = await PGliteThread.open({});
  await thread.exec("create table item (id int primary key, name text not null, added date)");
}, 60_000);
afterAll(() => thread?.close());

const count = async () => (await thread.query<{ n: number }>("select count(*)::int as n from item")).rows[0]!.n;

describe("PGliteThread", () => {
  it("answers rows, fields and affected rows as PGlite does", async () => {
    const inserted = await thread.query("insert into item values ($1, $2, $3), ($4, $5, $6)", [
      1,
      "Drill",
      "2026-12-01",
      2,
      "Saw",
      null,
    ]);
    expect(inserted.affectedRows).toBe(2);
    const byObject = await thread.query<{ id: number; name: string }>("select id, name from item order by id");
    expect(byObject.rows).toEqual([
      { id: 1, name: "Drill" },
      { id: 2, name: "Saw" },
    ]);
    expect(byObject.fields.map((field) => field.name)).toEqual(["id", "name"]);
    // drizzle's identity parsers keep dates as text; without them PGlite makes a Date.
    const asText = await thread.query("select added from item where id = 1", [], {
      rowMode: "array",
      parsers: { 1082: (value: string) => value },
    });
    expect(asText.rows).toEqual([["2026-12-01"]]);
    const asDate = await thread.query<{ added: Date }>("select added from item where id = 1");
    expect(asDate.rows[0]!.added).toBeInstanceOf(Date);
  });

  it("reports PostgreSQL errors with their SQLSTATE and constraint", async () => {
    const failed = await thread.query("insert into item values (1, 'Again', null)").catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).toMatchObject({ code: "23505", constraint: "item_pkey" });
    expect((failed as Error).message).toMatch(/duplicate key/);
    expect(isDatabaseUnavailable(failed)).toBe(false);
  });

  it("commits a transaction that resolves and rolls back one that throws", async () => {
    const before = await count();
    await thread.transaction(async (tx) => {
      await tx.query("insert into item values (10, 'Kept', null)");
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("insert into item values (11, 'Dropped', null)");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await thread.transaction(async (tx) => {
      await tx.query("insert into item values (12, 'Rolled back', null)");
      await tx.rollback();
    });
    expect(await count()).toBe(before + 1);
  });

  it("ends a transaction whose first statement fails, and one that sends none, leaving the thread serving", async () => {
    const before = await count();
    await expect(thread.transaction((tx) => tx.query("insert into no_such_table values (1)"))).rejects.toThrow(
      /no_such_table/,
    );
    expect(await thread.transaction(async () => "nothing sent")).toBe("nothing sent");
    await thread.transaction(async (tx) => {
      await tx.query("insert into item values (13, 'After', null)");
    });
    expect(await count()).toBe(before + 1);
  });

  it("makes a statement outside a transaction wait for it, as PGlite's own lock does", async () => {
    const before = await count();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside!: (tx: ThreadTransaction) => void;
    const opened = new Promise<ThreadTransaction>((resolve) => (inside = resolve));
    const transaction = thread.transaction(async (tx) => {
      await tx.query("insert into item values (20, 'Pending', null)");
      inside(tx);
      await held;
    });
    const tx = await opened;
    let outsideAnswered = false;
    const outside = count().then((n) => {
      outsideAnswered = true;
      return n;
    });
    // A statement in the transaction, sent after the outside one, is answered while the outside one still waits.
    const seenInside = await tx.query<{ n: number }>("select count(*)::int as n from item");
    expect(seenInside.rows[0]!.n).toBe(before + 1);
    expect(outsideAnswered).toBe(false);
    release();
    await transaction;
    expect(await outside).toBe(before + 1);
  });

  it("runs drizzle, nested transactions (savepoints) included", async () => {
    const db = drizzle(thread as never);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into item values (30, 'Outer', null)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into item values (31, 'Inner', null)`);
          throw new Error("inner fails");
        })
        .catch(() => undefined);
    });
    const rows = await db.execute<{ id: number }>(sql`select id from item where id in (30, 31) order by id`);
    expect(rows.rows).toEqual([{ id: 30 }]);
  });

  it("reports its thread's heap and the database's WebAssembly memory, for bench:memory", async () => {
    const memory = await thread.memory();
    expect(memory.heapUsed).toBeGreaterThan(0);
    expect(memory.heapTotal).toBeGreaterThanOrEqual(memory.heapUsed);
    // PostgreSQL's shared buffers live in it (docs/decisions/performance.md N10).
    expect(memory.wasm).toBeGreaterThan(16 * 1048576);
  });

  it("dumps its data folder so another thread can open a copy", async () => {
    const dump = await thread.dumpDataDir("gzip");
    const copy = await PGliteThread.open({ loadDataDir: dump });
    try {
      const rows = await copy.query<{ name: string }>("select name from item where id = 1");
      expect(rows.rows).toEqual([{ name: "Drill" }]);
    } finally {
      await copy.close();
    }
  }, 60_000);

  it("fails every pending and later statement as a lost database when its thread dies", async () => {
    const doomed = await PGliteThread.open({});
    const stopped: Error[] = [];
    doomed.onStopped = (err) => stopped.push(err);
    // Sent and not yet answered when the thread ends.
    const pending = doomed.query("select pg_sleep(2)");
    await (doomed as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    const failure = await pending.catch((err: unknown) => err);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(isDatabaseUnavailable(await doomed.query("select 1").catch((err: unknown) => err))).toBe(true);
    expect(stopped).toHaveLength(1);
  }, 60_000);
});
