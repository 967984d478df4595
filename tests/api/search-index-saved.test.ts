import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogueStore } from "../../server/services/catalogue/store.js";
import { startSmallCatalogueApp } from "../fixtures/catalogue.js";
import type { TestApp } from "../helpers/test-app.js";

// docs/decisions/performance.md N34: the full-text index is kept on disk, keyed by the texts it indexes.

let app: TestApp;
let folder: string;
beforeAll(async () => {
  app = await startSmallCatalogueApp();
  folder = await mkdtemp(join(tmpdir(), "search-index-"));
});
afterAll(async () => {
  await app?.close();
  await rm(folder, { recursive: true, force: true });
});

const silent = pino({ level: "silent" });
const slugsFound = (store: CatalogueStore, query: string) =>
  store
    .current()
    .search(query, 20)
    .map((item) => item.equipmentSlug);

describe("the search index kept between starts", () => {
  it("is saved after a build, and a start with the same items searches as the build did", async () => {
    const first = new CatalogueStore(app.database.db, silent, { indexFolder: folder });
    await first.reload();
    await expect.poll(() => readdir(folder)).toHaveLength(1);

    const second = new CatalogueStore(app.database.db, silent, { indexFolder: folder });
    await second.reload();
    for (const query of ["breaker", "concrete", "generater", "breaker steel 110v"]) {
      expect(slugsFound(second, query)).toEqual(slugsFound(first, query));
    }
  });

  it("is built again when an item's texts changed, even without a new catalogue version", async () => {
    const [saved] = await readdir(folder);
    await app.database.db.execute(
      sql`update equipment set full_description = '<p>Tuned like a xylophone.</p>' where equipment_slug = 'medium-breaker-110v'`,
    );
    const store = new CatalogueStore(app.database.db, silent, { indexFolder: folder });
    await store.reload();
    expect(slugsFound(store, "xylophone")).toEqual(["medium-breaker-110v"]);
    await expect.poll(() => readdir(folder)).not.toEqual([saved]);
  });
});
