import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { ensureTestDatabase } from "./test-database.mjs";

const serverUrl = process.env.TEST_DATABASE_URL;

describe("the database TEST_DATABASE_URL names, before the PostgreSQL run", () => {
  it("says in one line when the server cannot be reached", async () => {
    const reason = await ensureTestDatabase("postgres://nobody:secret@127.0.0.1:1/hirebase");
    expect(reason).toMatch(/^TEST_DATABASE_URL \(127\.0\.0\.1:1\) cannot be reached: .*ECONNREFUSED/);
    expect(reason).not.toContain("\n");
    expect(reason).not.toContain("secret");
  });

  it.skipIf(!serverUrl)("creates a database that does not exist yet", async () => {
    const url = new URL(serverUrl!);
    url.pathname = `/hirebase_missing_${randomBytes(4).toString("hex")}`;
    expect(await ensureTestDatabase(url.toString())).toBeUndefined();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.end();
    const maintenance = new pg.Client({ connectionString: serverUrl });
    await maintenance.connect();
    await maintenance.query(`DROP DATABASE ${url.pathname.slice(1)}`);
    await maintenance.end();
  });
});
