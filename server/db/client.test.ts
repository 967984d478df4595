import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "./client.js";

describe("the embedded database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite" });
  });
  afterAll(() => database?.close());

  const setting = async (name: string) =>
    ((await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] }).rows[0][
      name
    ];

  it("keeps 16 MB of shared buffers (N5) and starts WAL segments without a zero fill (N38)", async () => {
    expect(await setting("shared_buffers")).toBe("16MB");
    expect(await setting("wal_init_zero")).toBe("off");
  });
});
