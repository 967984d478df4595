import { createServer, type AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.js";
import { isDatabaseUnavailable } from "./database-unavailable.js";

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("isDatabaseUnavailable", () => {
  it("recognises a PostgreSQL that cannot be reached, through drizzle's wrapping", async () => {
    const database = await openDatabase({ kind: "postgres", url: `postgres://x:y@127.0.0.1:${await closedPort()}/z` });
    const err = await database.db.execute(sql`select 1`).then(
      () => undefined,
      (error: unknown) => error,
    );
    await database.close();
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
