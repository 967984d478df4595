import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as schema from "../../server/db/schema.js";
import { CatalogueStore } from "../../server/services/catalogue/store.js";
import { importAndRefresh } from "../../server/services/import/index.js";
import { setSetting } from "../../server/services/site-settings.js";
import { CATALOGUE_VERSION_KEY } from "../../server/services/catalogue/read-rows.js";
import { startSmallCatalogueApp } from "../fixtures/catalogue.js";
import { readJson, type TestApp } from "../helpers/test-app.js";

// Data that must not take the site down, HTML that must not render unsanitised, and a
// response memo that invented URLs cannot fill (K3). Lists carry what a list shows (K1).

let app: TestApp;
beforeAll(async () => {
  app = await startSmallCatalogueApp();
});
afterAll(() => app?.close());

const getJson = (path: string) => readJson(app, path);

describe("lean equipment lists", () => {
  it("search and category lists leave out the HTML description; the detail keeps it", async () => {
    for (const path of ["/api/equipment?search=breaker", "/api/equipment?categorySlug=electric-breakers"]) {
      const { status, body } = await getJson(path);
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(0);
      for (const item of body) {
        expect(item).not.toHaveProperty("fullDescription");
        expect(item).toMatchObject({
          equipmentSlug: expect.any(String),
          name: expect.any(String),
          productCode: expect.any(String),
          type: expect.any(String),
          rateType: expect.any(String),
          categories: expect.any(Array),
        });
        expect(item).toHaveProperty("mainCategorySlug");
        expect(item).toHaveProperty("rate");
      }
    }
    const { body } = await getJson("/api/equipment/heavy-duty-breaker-110v");
    expect(body.fullDescription).toBe("<p>A 15 kg breaker for concrete.</p>");
  });

  it("?fields=full gives API clients every field", async () => {
    const search = await getJson("/api/equipment?search=breaker&fields=full");
    expect(
      search.body.find((item: { equipmentSlug: string }) => item.equipmentSlug === "heavy-duty-breaker-110v"),
    ).toMatchObject({ fullDescription: "<p>A 15 kg breaker for concrete.</p>" });
    const category = await getJson("/api/equipment?categorySlug=electric-breakers&fields=full");
    expect(category.body.every((item: object) => "fullDescription" in item)).toBe(true);
    // The two shapes are different responses, with different ETags.
    const lean = await getJson("/api/equipment?categorySlug=electric-breakers");
    expect(lean.headers.get("etag")).not.toBe(category.headers.get("etag"));
  });

  it("refuses an unknown fields value with 400 naming the field", async () => {
    const { status, body } = await getJson("/api/equipment?search=breaker&fields=everything");
    expect(status).toBe(400);
    expect(body.issues[0].field).toBe("fields");
  });
});

describe("the response memo", () => {
  it("answers 404 for an unknown parentSlug without memoising anything", async () => {
    const real = await getJson("/api/categories?parentSlug=breakers");
    expect(real.status).toBe(200);
    const memo = app.services.catalogue.current().responses;
    const size = memo.size;
    for (let i = 0; i < 300; i++) {
      const { status, body } = await getJson(`/api/categories?parentSlug=invented-${i}`);
      expect(status).toBe(404);
      expect(body.error).toContain(`invented-${i}`);
    }
    expect(memo.size).toBe(size);
    // The real entry is still served, unchanged.
    const again = await app.fetch("/api/categories?parentSlug=breakers", {
      headers: { "If-None-Match": real.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });
});

describe("HTML written straight to the database", () => {
  it("is sanitised when the snapshot is built", async () => {
    const db = app.database.db;
    await db.insert(schema.equipment).values({
      equipmentSlug: "raw-sql-item",
      name: "Raw SQL Item",
      productCode: "RAW1",
      type: "Hire",
      rateType: "per week",
      fullDescription: '<p onclick="steal()">Safe text<script>alert(1)</script><img src=x onerror="alert(2)"></p>',
      mainCategorySlug: "electric-breakers",
    });
    await db.execute(
      sql`update categories set specification = '<table><tr><td onmouseover="x()">16 kg</td></tr></table><iframe src="https://evil.example"></iframe>' where category_slug = 'electric-breakers'`,
    );
    await app.services.catalogue.reload();

    const item = (await getJson("/api/equipment/raw-sql-item")).body;
    expect(item.fullDescription).toBe("<p>Safe text</p>");
    const category = (await getJson("/api/categories/slug/electric-breakers")).body;
    expect(category.specification).toBe("<table><tr><td>16 kg</td></tr></table>");
  });
});

describe("descriptions read from the database when shown", () => {
  it("show an item's description as the database holds it now, sanitised, in its answer and full search results", async () => {
    const db = app.database.db;
    await db.execute(
      sql`update equipment set full_description = '<p>Now with a dust bag.<script>alert(1)</script></p>' where equipment_slug = 'medium-breaker-110v'`,
    );

    const item = (await getJson("/api/equipment/medium-breaker-110v")).body;
    expect(item.fullDescription).toBe("<p>Now with a dust bag.</p>");
    const full = (await getJson("/api/equipment?search=medium%20breaker&fields=full")).body;
    expect(
      full.find((entry: { equipmentSlug: string }) => entry.equipmentSlug === "medium-breaker-110v"),
    ).toMatchObject({ fullDescription: "<p>Now with a dust bag.</p>" });
  });
});

describe("specials whose category names are prototype names", () => {
  it("import and keep the site serving", async () => {
    const names = ["constructor", "toString", "__proto__", "hasOwnProperty"];
    const input = [
      "commCode,categoryName,equipmentSlug,featured",
      ...names.map((name, i) => `P${i},${name},heavy-duty-breaker-110v,true`),
      "P9,Breakers,medium-breaker-110v,false",
      "",
    ].join("\n");
    const result = await importAndRefresh(
      { catalogue: app.services.catalogue },
      { db: app.database.db, table: "specials", input },
    );
    expect(result.recordsImported).toBe(5);

    const { status, body } = await getJson("/api/specials/by-category");
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual([...names, "Breakers"]);
    expect(body.__proto__.map((item: { commCode: string }) => item.commCode)).toEqual(["P2"]);
    expect(body.constructor[0].equipment.equipmentSlug).toBe("heavy-duty-breaker-110v");
    expect((await getJson("/api/specials/featured")).body).toHaveLength(4);
    expect((await getJson("/api/categories")).status).toBe(200);
  });
});

describe("a snapshot build that fails", () => {
  it("keeps the last good snapshot serving and logs the reason once", async () => {
    const lines: { level: number; msg: string }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const db = app.database.db;
    const store = new CatalogueStore(db, pino({ level: "info" }, sink));
    const good = await store.reload();

    // Break the next read, then announce new data as an import on another instance would.
    await db.execute(sql`alter table category_documents rename to category_documents_away`);
    try {
      await setSetting(db, CATALOGUE_VERSION_KEY, "broken-version");
      const rebuilds = vi.spyOn(store, "reload");
      store.startPolling(20);
      // Three failed rebuilds in a row, and one line about them.
      await vi.waitUntil(
        () => rebuilds.mock.settledResults.filter((result) => result.type === "rejected").length >= 3,
        {
          timeout: 5000,
        },
      );
      expect(store.current()).toBe(good);
      const failures = lines.filter((line) => line.msg.includes("build failed"));
      expect(failures).toHaveLength(1);
      expect(failures[0].level).toBeGreaterThanOrEqual(50);
    } finally {
      await db.execute(sql`alter table category_documents_away rename to category_documents`);
    }
    // Once the data can be read again, the next poll loads it.
    await expect.poll(() => store.version(), { timeout: 2000 }).toBe("broken-version");
    store.stopPolling();
    expect(store.current().categories().length).toBe(good.categories().length);
  });
});
