import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { freePort } from "../../tests/helpers/free-port.js";
import { isDatabaseUnavailable } from "./database-unavailable.js";

describe("isDatabaseUnavailable", () => {
  // A database that goes away after start-up (openDatabase itself refuses one that is unreachable at start).
  it("recognises a PostgreSQL that cannot be reached, through drizzle's wrapping", async () => {
    const pool = new pg.Pool({ connectionString: `postgres://x:y@127.0.0.1:${await freePort()}/z` });
    const err = await drizzle(pool)
      .execute(sql`select 1`)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    await pool.end();
    expect(err).toBeDefined();
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it("recognises the server shutting down, and leaves query errors alone", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("syntax error"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
