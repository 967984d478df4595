import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmallCatalogueApp } from "../fixtures/catalogue.js";
import { readJson, type TestApp } from "../helpers/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startSmallCatalogueApp();
});
afterAll(() => app?.close());

const getJson = (path: string) => readJson(app, path);
const slugs = (list: { categorySlug?: string; equipmentSlug?: string }[]) =>
  list.map((item) => item.categorySlug ?? item.equipmentSlug);

describe("GET /api/categories", () => {
  it("lists every category with the spec's fields", async () => {
    const { status, body } = await getJson("/api/categories");
    expect(status).toBe(200);
    expect(body).toHaveLength(7);
    expect(body.find((c: { categorySlug: string }) => c.categorySlug === "electric-breakers")).toMatchObject({
      name: "Electric Breakers",
      categoryCode: "BRK-BRK-ELEC",
      level: 2,
      parentSlug: "breakers",
      productDetails: "<p>Product details</p>",
      specification: expect.stringContaining("<table>"),
      featured: false,
    });
  });

  it("filters by level, featured and parentSlug", async () => {
    expect(slugs((await getJson("/api/categories?level=0")).body)).toEqual(["breaking-drilling", "compaction"]);
    expect(slugs((await getJson("/api/categories?level=0&featured=true")).body)).toEqual(["breaking-drilling"]);
    expect(slugs((await getJson("/api/categories?parentSlug=breakers")).body)).toEqual(["electric-breakers"]);
    const unknown = await getJson("/api/categories?parentSlug=no-such-parent");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toContain("no-such-parent");
  });

  it("refuses bad filter values with 400 naming the field", async () => {
    for (const [query, field] of [
      ["level=3", "level"],
      ["featured=maybe", "featured"],
      ["parentSlug=Not%20A%20Slug", "parentSlug"],
    ]) {
      const { status, body } = await getJson(`/api/categories?${query}`);
      expect(status).toBe(400);
      expect(body.issues[0].field).toBe(field);
      expect(body.error).toContain(field);
    }
  });

  it("answers with an ETag and 304 when it matches", async () => {
    const first = await app.fetch("/api/categories?level=0");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toMatch(/public/);
    const second = await app.fetch("/api/categories?level=0", { headers: { "If-None-Match": etag! } });
    expect(second.status).toBe(304);
  });
});

describe("GET one category", () => {
  it("finds a category by slug", async () => {
    const { status, body } = await getJson("/api/categories/slug/breakers");
    expect(status).toBe(200);
    expect(body).toMatchObject({ categorySlug: "breakers", level: 1, parentSlug: "breaking-drilling" });
  });

  it("finds a category by id and by code", async () => {
    const bySlug = (await getJson("/api/categories/slug/compaction")).body;
    expect((await getJson(`/api/categories/${bySlug.id}`)).body.categorySlug).toBe("compaction");
    expect((await getJson("/api/categories/CMP-PLT")).body.categorySlug).toBe("plate-compactors");
  });

  it("answers 404 with an error for unknown slugs, ids and codes", async () => {
    for (const path of ["/api/categories/slug/nothing-here", "/api/categories/999999", "/api/categories/NOPE"]) {
      const { status, body } = await getJson(path);
      expect(status).toBe(404);
      expect(body.error).toMatch(/not found/);
    }
  });

  it("lists a category's documents in order, and 404 for an unknown category", async () => {
    const { body } = await getJson("/api/categories/electric-breakers/documents");
    expect(body.map((d: { title: string }) => d.title)).toEqual(["Breaker Safety Guide", "Operating Instructions"]);
    expect(body[0]).toMatchObject({ url: "/documents/breaker-safety.pdf", target: "_blank" });
    expect((await getJson("/api/categories/petrol-plates/documents")).body).toEqual([]);
    expect((await getJson("/api/categories/nothing-here/documents")).status).toBe(404);
  });
});

describe("GET /api/equipment", () => {
  it("returns the whole category for categorySlug, skipping links to missing equipment", async () => {
    const { body } = await getJson("/api/equipment?categorySlug=electric-breakers");
    expect(slugs(body).sort()).toEqual(["breaker-steel-point", "heavy-duty-breaker-110v", "medium-breaker-110v"]);
    expect(slugs((await getJson("/api/equipment?categorySlug=petrol-plates")).body)).toEqual([
      "petrol-plate-compactor-450mm",
    ]);
  });

  it("answers 404 for an unknown category and 400 without a filter", async () => {
    expect((await getJson("/api/equipment?categorySlug=nothing-here")).status).toBe(404);
    const { status, body } = await getJson("/api/equipment");
    expect(status).toBe(400);
    expect(body.error).toMatch(/search/);
  });

  it("searches by name, by product code and with typos", async () => {
    expect(slugs((await getJson("/api/equipment?search=breaker")).body)).toContain("heavy-duty-breaker-110v");
    expect(slugs((await getJson("/api/equipment?search=07%2F0450")).body)[0]).toBe("petrol-plate-compactor-450mm");
    expect(slugs((await getJson("/api/equipment?search=breker")).body)).toContain("medium-breaker-110v");
    expect((await getJson("/api/equipment?search=")).body).toEqual([]);
  });

  it("refuses an over-long search term", async () => {
    expect((await getJson(`/api/equipment?search=${"a".repeat(201)}`)).status).toBe(400);
  });

  it("returns one item by slug and by id with prices as 2-place strings and its categories", async () => {
    const { status, body } = await getJson("/api/equipment/heavy-duty-breaker-110v");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: "Heavy Duty Breaker 110V",
      productCode: "03/0101",
      type: "Hire",
      rate: "45.00",
      rateType: "per week",
      strikeRate: "60.00",
      mainCategorySlug: "electric-breakers",
      categories: [{ categorySlug: "electric-breakers", name: "Electric Breakers" }],
    });
    expect(body.mainCategoryId).toBe(body.categories[0].id);
    expect((await getJson(`/api/equipment/${body.id}`)).body.equipmentSlug).toBe("heavy-duty-breaker-110v");
  });

  it("answers 404 for unknown equipment", async () => {
    const { status, body } = await getJson("/api/equipment/no-such-thing");
    expect(status).toBe(404);
    expect(body).toEqual({ error: expect.stringContaining("no-such-thing") });
  });
});

describe("category images", () => {
  it("redirects an item's category image to the static image of its code (C4)", async () => {
    const response = await app.fetch("/api/equipment/heavy-duty-breaker-110v/category-image");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/category_images/BRK-BRK-ELEC.jpg");
  });

  it("falls back to the main category's code when the item has no image code", async () => {
    const response = await app.fetch("/api/equipment/petrol-plate-compactor-450mm/category-image");
    expect(response.headers.get("location")).toBe("/category_images/CMP-PLT-PET.jpg");
    expect((await app.fetch("/api/equipment/no-such-thing/category-image")).status).toBe(404);
  });

  it("answers 404 for an image that does not exist", async () => {
    const response = await app.fetch("/category_images/NO-SUCH-CODE.jpg");
    expect(response.status).toBe(404);
  });
});

describe("specials", () => {
  it("lists featured specials that point at existing equipment", async () => {
    const { body } = await getJson("/api/specials/featured");
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      equipmentSlug: "heavy-duty-breaker-110v",
      imageCode: "BRK-BRK-ELEC",
      equipment: { name: "Heavy Duty Breaker 110V", rate: "45.00" },
    });
  });

  it("groups specials by category name, keeping items without equipment as not available", async () => {
    const { body } = await getJson("/api/specials/by-category");
    expect(Object.keys(body)).toEqual(["Breaker Deals", "Garden Offers"]);
    expect(body["Breaker Deals"].map((s: { enquire: boolean }) => s.enquire)).toEqual([false, true]);
    expect(body["Garden Offers"][0]).toMatchObject({ equipmentSlug: null, name: "Mystery Mower", equipment: null });
  });
});
