import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.js";
import { CatalogueStore } from "../../server/services/catalogue/store.js";
import { tokenize } from "../../server/services/catalogue/search-query.js";
import { buildTextIndex } from "../../server/services/catalogue/text-index.js";
import { sharedTextIndexes } from "../../server/services/catalogue/text-index-shared.js";
import { freshDatabaseForTwo, testDatabaseUrl } from "../helpers/databases.js";

// docs/decisions/performance.md N46: instances on one PostgreSQL database build each search index once between them.

/** A logger whose lines this test reads. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split("\n"));
      done();
    },
  });
  const said = (message: string) => lines.filter((line) => line.includes(`"msg":"${message}"`)).length;
  return { logger: pino({ level: "info" }, stream), lines, said };
}

const folders: string[] = [];
const ownFolder = async () => {
  const folder = await mkdtemp(join(tmpdir(), "search-index-"));
  folders.push(folder);
  return folder;
};
const tinyIndex = () => buildTextIndex(2, 1, (at) => [["breaker hammer 110v", "submersible pump"][at]!], tokenize);

describe.skipIf(!testDatabaseUrl)("search indexes shared by the instances of one PostgreSQL database", () => {
  let databases: [Database, Database];
  beforeAll(async () => {
    databases = await freshDatabaseForTwo("demo");
  });
  afterAll(async () => {
    await Promise.all(databases?.map((database) => database.close()) ?? []);
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it("two instances starting together build the index once, and both search alike", async () => {
    const logs = [capturedLogger(), capturedLogger()];
    const stores = await Promise.all(
      databases.map(
        async (database, at) =>
          new CatalogueStore(database.db, logs[at]!.logger, { indexFolder: await ownFolder(), shareIndexes: true }),
      ),
    );
    await Promise.all(stores.map((store) => store.reload()));

    const said = (message: string) => logs[0]!.said(message) + logs[1]!.said(message);
    await expect.poll(() => said("search index shared")).toBe(1);
    expect(said("search index read from the database")).toBe(1);
    for (const query of ["breaker", "generater", "pump 110v"]) {
      const [first, second] = stores.map((store) =>
        store
          .current()
          .search(query, 20)
          .map((item) => item.equipmentSlug),
      );
      expect(second, query).toEqual(first);
      expect(first!.length, query).toBeGreaterThan(0);
    }

    // A third instance started later reads the shared index too, though its own folder is empty.
    const third = capturedLogger();
    const late = new CatalogueStore(databases[1].db, third.logger, {
      indexFolder: await ownFolder(),
      shareIndexes: true,
    });
    await late.reload();
    expect(third.said("search index read from the database")).toBe(1);
    expect(third.said("search index shared")).toBe(0);
  });

  it("an instance waits for the one that claimed an index, and reads what it saves", async () => {
    const [claimer, waiter] = databases.map((database) => sharedTextIndexes(database.db, capturedLogger().logger));
    expect(await claimer!.load("claimed-key")).toBeUndefined();
    let answered = false;
    const waited = waiter!.load("claimed-key").finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(answered).toBe(false);

    const index = await tinyIndex();
    await claimer!.save("claimed-key", index);
    const read = await waited;
    expect(read?.terms).toEqual(index.terms);
    expect(read?.documentCount).toBe(2);
  });

  it("a claim left without an index for too long is taken over", async () => {
    const claimer = sharedTextIndexes(databases[0].db, capturedLogger().logger);
    const other = sharedTextIndexes(databases[1].db, capturedLogger().logger, { waitMs: 50, staleMs: 300 });
    expect(await claimer.load("abandoned-key")).toBeUndefined();
    const started = performance.now();
    expect(await other.load("abandoned-key")).toBeUndefined();
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    // Having taken the claim over, it is the builder now: asked again, it does not wait.
    const again = performance.now();
    expect(await other.load("abandoned-key")).toBeUndefined();
    expect(performance.now() - again).toBeLessThan(250);
  });
});
