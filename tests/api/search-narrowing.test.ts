import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../server/db/schema.js";
import { searchPage } from "../../server/services/catalogue/search-page.js";
import { readJson, startTestApp, type TestApp } from "../helpers/test-app.js";

// A search that narrows: the facets, counts and orders of the search page's loader and the same
// parameters on GET /api/equipment?search= (docs/decisions/catalogue-import.md Q4-Q7).

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  const { db } = app.database;
  const category = (categorySlug: string, name: string, categoryCode: string, level: 0 | 1 | 2, parentSlug?: string) =>
    ({ categorySlug, name, categoryCode, level, parentSlug: parentSlug ?? null }) as const;
  await db
    .insert(schema.categories)
    .values([
      category("tools", "Tools", "TL", 0),
      category("drilling", "Drilling", "TL-DRL", 1, "tools"),
      category("sds-drills", "SDS Drills", "TL-DRL-SDS", 2, "drilling"),
      category("core-drills", "Core Drills", "TL-DRL-COR", 2, "drilling"),
      category("drill-bits", "Drill Bits", "TL-DRL-BIT", 2, "drilling"),
    ]);
  const item = (
    equipmentSlug: string,
    name: string,
    type: "Hire" | "Resale",
    rate: string | null,
    mainCategorySlug: string,
    imageCode = "",
  ) => ({
    equipmentSlug,
    name,
    productCode: equipmentSlug.toUpperCase().slice(0, 12),
    type,
    rate,
    rateType: "per day",
    imageCode,
    commCode: name.split(" ")[0]!,
    mainCategorySlug,
  });
  await db
    .insert(schema.equipment)
    .values([
      item("sds-drill-110v", "SDS Drill 110V", "Hire", "20.00", "sds-drills", "TL-DRL-SDS-1"),
      item("sds-drill-240v", "SDS Drill 240V", "Hire", "18.00", "sds-drills", "TL-DRL-SDS-2"),
      item("core-drill-rig", "Core Drill Rig", "Hire", "68.00", "core-drills"),
      item("core-drill-large", "Core Drill Large", "Hire", null, "core-drills"),
      item("drill-bit-10mm", "Drill Bit 10mm", "Resale", "4.50", "drill-bits"),
      item("drill-bit-12mm", "Drill Bit 12mm", "Resale", "5.50", "drill-bits"),
    ]);
  const link = (equipmentSlug: string, categorySlug: string) => ({ equipmentSlug, categorySlug, sortOrder: 0 });
  await db
    .insert(schema.equipmentCategories)
    .values([
      link("sds-drill-110v", "sds-drills"),
      link("sds-drill-110v", "core-drills"),
      link("sds-drill-240v", "sds-drills"),
      link("core-drill-rig", "core-drills"),
      link("core-drill-large", "core-drills"),
      link("drill-bit-10mm", "drill-bits"),
      link("drill-bit-12mm", "drill-bits"),
    ]);
  await app.services.catalogue.reload();
});
afterAll(() => app?.close());

const slugsOf = (list: { equipmentSlug: string }[]) => list.map((item) => item.equipmentSlug);
const page = (query: string) => {
  const params = new URLSearchParams(query);
  const found = searchPage(app.services.catalogue.current(), params.get("search") ?? "", params);
  if (found.redirect !== undefined) throw new Error(`redirected to ${found.redirect}`);
  return found;
};

describe("the search page's loader (searchPage)", () => {
  it("offers the level-2 categories of the results with counts, most first, and Hire/Resale", () => {
    const found = page("search=drill");
    expect(found.total).toBe(6);
    expect(found.categories).toEqual([
      { categorySlug: "core-drills", name: "Core Drills", count: 3 },
      { categorySlug: "drill-bits", name: "Drill Bits", count: 2 },
      { categorySlug: "sds-drills", name: "SDS Drills", count: 2 },
    ]);
    expect(found.types).toEqual([
      { type: "hire", count: 4 },
      { type: "resale", count: 2 },
    ]);
    expect(found.state).toEqual({ term: "drill", page: 1 });
  });

  it("narrows by category (an item in two categories counts in both) and by type", () => {
    const inCore = page("search=drill&category=core-drills");
    expect(slugsOf(inCore.results).sort()).toEqual(["core-drill-large", "core-drill-rig", "sds-drill-110v"]);
    // The category facet still lists every category; the type facet counts within the category.
    expect(inCore.categories.map((facet) => facet.categorySlug)).toEqual(["core-drills", "drill-bits", "sds-drills"]);
    expect(inCore.types).toEqual([]);
    expect(inCore.inCategory).toBe(3);

    const resale = page("search=drill&type=resale");
    expect(slugsOf(resale.results).sort()).toEqual(["drill-bit-10mm", "drill-bit-12mm"]);
    expect(resale.categories).toEqual([{ categorySlug: "drill-bits", name: "Drill Bits", count: 2 }]);
    expect(resale.types).toEqual([
      { type: "hire", count: 4 },
      { type: "resale", count: 2 },
    ]);
    expect(resale.total).toBe(2);
  });

  it("sorts by price either way (no price last) and by name, keeping every result", () => {
    const rates = (query: string) => page(query).results.map((item) => item.rate);
    expect(rates("search=drill&sort=price-asc")).toEqual(["4.50", "5.50", "18.00", "20.00", "68.00", null]);
    expect(rates("search=drill&sort=price-desc")).toEqual(["68.00", "20.00", "18.00", "5.50", "4.50", null]);
    expect(page("search=drill&sort=name").results.map((item) => item.name)).toEqual([
      "Core Drill Large",
      "Core Drill Rig",
      "Drill Bit 10mm",
      "Drill Bit 12mm",
      "SDS Drill 110V",
      "SDS Drill 240V",
    ]);
  });

  it("orders by relevance as the plain search does when no order is asked for", () => {
    const best = app.services.catalogue.current().searchMatches("drill").matches;
    expect(slugsOf(page("search=drill").results)).toEqual(slugsOf(best));
    expect(slugsOf(page("search=drill&sort=relevance").results)).toEqual(slugsOf(best));
  });

  it("ignores values that do not parse, and filters that would leave nothing (Q4)", () => {
    for (const query of [
      "search=drill&type=buy",
      "search=drill&sort=cheapest",
      "search=drill&category=Not%20A%20Slug",
      "search=drill&category=no-such-category",
      "search=drill&category=sds-drills&type=resale&type=x",
    ]) {
      const found = page(query);
      expect(found.state.type, query).toBeUndefined();
      expect(found.state.sort, query).toBeUndefined();
      if (!query.includes("sds-drills")) expect(found.state.category, query).toBeUndefined();
    }
    // A hand-made type with nothing in the category: the category's whole list.
    const emptyType = page("search=drill&category=sds-drills&type=resale");
    expect(emptyType.state).toEqual({ term: "drill", category: "sds-drills", page: 1 });
    expect(emptyType.total).toBe(2);
    expect(page("search=drill&page=abc").state.page).toBe(1);
    expect(page("search=drill&page=99").state.page).toBe(1);
  });

  it("gives each card its price and picture: the item's own image code, else its category's", () => {
    const cards = Object.fromEntries(page("search=drill").results.map((card) => [card.equipmentSlug, card]));
    expect(cards["sds-drill-110v"]).toMatchObject({
      imageCode: "TL-DRL-SDS-1",
      type: "Hire",
      rate: "20.00",
      rateType: "per day",
      strikeRate: null,
      categoryName: "SDS Drills",
    });
    expect(cards["sds-drill-240v"]!.imageCode).toBe("TL-DRL-SDS-2");
    // A catalogue without pictures of its own behaves as before: the main category's picture.
    expect(cards["core-drill-rig"]!.imageCode).toBe("TL-DRL-COR");
    expect(cards["drill-bit-10mm"]!.imageCode).toBe("TL-DRL-BIT");
  });

  it("still goes straight to the category of a single match", () => {
    const params = new URLSearchParams("search=rig&type=resale");
    expect(searchPage(app.services.catalogue.current(), "rig", params)).toEqual({
      redirect: "/categories/core-drills",
    });
  });
});

describe("GET /api/equipment?search= with category, type and sort", () => {
  const list = async (query: string) => {
    const { status, body, headers } = await readJson(app, `/api/equipment?${query}`);
    expect(status, query).toBe(200);
    return { slugs: slugsOf(body as { equipmentSlug: string }[]), total: Number(headers.get("x-total-count")) };
  };

  it("narrows and orders as the page does, counting what is left", async () => {
    expect(await list("search=drill&category=drill-bits&sort=price-desc")).toEqual({
      slugs: ["drill-bit-12mm", "drill-bit-10mm"],
      total: 2,
    });
    expect((await list("search=drill&type=hire")).total).toBe(4);
    expect((await list("search=drill&sort=name")).slugs[0]).toBe("core-drill-large");
    expect(await list("search=drill&category=no-such-category")).toEqual({ slugs: [], total: 0 });
  });

  it("answers 400 naming the field for a value it does not know", async () => {
    for (const [query, field] of [
      ["search=drill&type=buy", "type"],
      ["search=drill&sort=cheapest", "sort"],
      ["search=drill&category=Not_A_Slug", "category"],
    ]) {
      const { status, body } = await readJson(app, `/api/equipment?${query}`);
      expect(status, query).toBe(400);
      expect(body.error, query).toContain(`${field}:`);
    }
  });
});
