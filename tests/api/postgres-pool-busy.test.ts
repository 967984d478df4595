import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../helpers/databases.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// Every connection of the PostgreSQL pool held longer than its connection timeout (5 s): a request waiting for one
// answers as a lost database does, 503 with Retry-After, never 500 (docs/reliability.md).
describe.runIf(testDatabaseUrl)("a PostgreSQL pool with every connection busy", () => {
  let app: TestApp;
  let release = () => {};
  let holds: Promise<void>[] = [];
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    release();
    await Promise.all(holds);
    await app?.close();
  });

  it("answers 503 with Retry-After once the pool's wait runs out, and serves again when a connection frees", async () => {
    const { max } = app.services.databasePoolUse()!;
    const released = new Promise<void>((resolve) => (release = resolve));
    holds = Array.from({ length: max }, () =>
      app.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await released;
      }),
    );
    await expect
      .poll(() => app.services.databasePoolUse()!.idle === 0 && app.services.databasePoolUse()!.total)
      .toBe(max);

    const busy = await app.fetch("/api/reservations/session/session-pool-busy-0123456789");
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("5");
    expect((await busy.json()).error).toMatch(/briefly unavailable/);

    release();
    await Promise.all(holds);
    const free = await app.fetch("/api/reservations/session/session-pool-busy-0123456789");
    expect(free.status).not.toBe(503);
    expect(free.status).toBeLessThan(500);
  }, 20_000);
});
