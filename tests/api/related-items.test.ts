import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "../../server/db/schema.js";
import { AppError } from "../../server/errors.js";
import {
  csvTemplate,
  importAndRefresh,
  importCsv,
  restorePreviousVersion,
} from "../../server/services/import/index.js";
import { readJson, startTestApp, type TestApp } from "../helpers/test-app.js";

// The optional related_items table (docs/decisions/catalogue-import.md C12-C14) from import to API, and MyList's
// suggestions (docs/decisions/mylist.md U8, U9).

const csv = (...lines: string[]) => `${lines.join("\n")}\n`;
const CATEGORIES = csv("categorySlug,name,categoryCode,level", "cutting,Cutting,CUT,0");
const EQUIPMENT = csv(
  "equipmentSlug,name,productCode,type,rate,rateType,mainCategorySlug",
  "floor-saw,Floor Saw 450mm,01/0001,Hire,75,per day,cutting",
  "disc-cutter,Disc Cutter 300mm,01/0002,Hire,32,per day,cutting",
  "core-drill,Core Drill 110V,01/0003,Hire,45,per day,cutting",
  "saw-trolley,Saw Trolley,01/0004,Hire,15,per day,cutting",
  "blade-450,Diamond Blade 450mm,DB-450,Resale,145,,cutting",
  "blade-300,Diamond Blade 300mm,DB-300,Resale,45,,cutting",
  "petrol-5l,Alkylate Petrol 5L,FUEL-5,Resale,26.5,,cutting",
  "ear-defenders,Ear Defenders,PPE-EAR,Resale,8.95,,cutting",
  "dust-mask,FFP3 Dust Mask,PPE-FFP3,Resale,24.95,,cutting",
  "gloves,Rigger Gloves,PPE-GLV,Resale,2.5,,cutting",
  "core-bit,Diamond Core Bit 107mm,DCB-107,Resale,85,,cutting",
);
const RELATED = csv(
  "equipmentSlug,relatedSlug,kind,sortOrder",
  "floor-saw,blade-450,consumable,1",
  "floor-saw,petrol-5l,Consumable,2",
  "floor-saw,ear-defenders,safety equipment,3",
  "floor-saw,saw-trolley,accessory,4",
  "disc-cutter,blade-300,consumable,1",
  "disc-cutter,petrol-5l,consumable,2",
  "disc-cutter,dust-mask,safety,3",
  "core-drill,core-bit,consumable,",
  "blade-450,floor-saw,accessory,1",
);

let app: TestApp;
const db = () => app.database.db;
const load = (table: string, input: string) =>
  importAndRefresh(app.services, { db: db(), table, input, actor: "test@example.com" });
const getJson = (path: string) => readJson(app, path);
const slugsOf = (list: { equipment: { equipmentSlug: string } }[]) => list.map((item) => item.equipment.equipmentSlug);
const suggest = async (...items: string[]) => {
  const { status, body } = await getJson(`/api/related-items/suggestions?items=${items.join(",")}`);
  expect(status).toBe(200);
  return body.suggestions as { kind: string; equipment: { equipmentSlug: string }; forItem: { name: string } }[];
};

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeAll(async () => {
  app = await startTestApp();
  await load("categories", CATEGORIES);
  await load("equipment", EQUIPMENT);
});
afterAll(() => app?.close());

describe("without a related_items table (today's site)", () => {
  beforeEach(async () => {
    await db().delete(schema.relatedItems);
    await app.services.catalogue.reload();
  });

  it("lists nothing for an item and suggests nothing", async () => {
    expect((await getJson("/api/related-items/for/floor-saw")).body).toEqual([]);
    expect(await suggest("floor-saw", "disc-cutter")).toEqual([]);
  });
});

describe("importing related_items", () => {
  it("stores the rows, with kinds read in any case", async () => {
    const result = await load("related_items", RELATED);
    expect(result).toMatchObject({ table: "related_items", recordsImported: 9, warnings: [] });
    const rows = await db().select().from(schema.relatedItems);
    expect(rows.find((row) => row.relatedSlug === "ear-defenders")).toEqual({
      equipmentSlug: "floor-saw",
      relatedSlug: "ear-defenders",
      kind: "safety",
      sortOrder: 3,
    });
    expect(rows.find((row) => row.relatedSlug === "core-bit")?.sortOrder).toBe(0);
  });

  it("refuses a slug that is not in equipment as a row error, writing nothing", async () => {
    await load("related_items", RELATED);
    const error = await refusal(
      importCsv({
        db: db(),
        table: "related_items",
        input: csv(
          "equipmentSlug,relatedSlug,kind",
          "floor-saw,blade-450,consumable",
          "floor-saw,no-such-blade,consumable",
          "no-such-saw,blade-450,consumable",
        ),
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toContain("2 errors, nothing was imported");
    expect(error.issues).toEqual([
      expect.objectContaining({ row: 3, column: "relatedSlug", message: "'no-such-blade' is not in equipment" }),
      expect.objectContaining({ row: 4, column: "equipmentSlug", message: "'no-such-saw' is not in equipment" }),
    ]);
    expect(await db().select().from(schema.relatedItems)).toHaveLength(9);
  });

  it("refuses an item related to itself, an unknown kind and a repeated pair", async () => {
    const error = await refusal(
      importCsv({
        db: db(),
        table: "related_items",
        input: csv(
          "equipmentSlug,relatedSlug,kind",
          "floor-saw,floor-saw,accessory",
          "floor-saw,blade-450,spare part",
          "disc-cutter,blade-300,consumable",
          "disc-cutter,blade-300,accessory",
        ),
      }),
    );
    expect(error.issues?.map((issue) => issue.field)).toEqual([
      "row 2: relatedSlug",
      "row 3: kind",
      "row 5: equipmentSlug+relatedSlug",
    ]);
  });

  it("imports its template's example once the items it names exist", async () => {
    const example = csvTemplate("related_items", { withExample: true });
    const [, row] = example.trim().split("\r\n");
    const [from, to] = row.split(",");
    const error = await refusal(importCsv({ db: db(), table: "related_items", input: example }));
    expect(error.issues?.map((issue) => issue.field)).toEqual(["row 2: equipmentSlug", "row 2: relatedSlug"]);
    await load("equipment", `${EQUIPMENT}${from},Saw,T-1,Hire,1,,cutting\n${to},Blade,T-2,Resale,1,,cutting\n`);
    expect((await importCsv({ db: db(), table: "related_items", input: example })).recordsImported).toBe(1);
    await load("equipment", EQUIPMENT);
  });

  it("restores the previous version", async () => {
    await load("related_items", RELATED);
    await load("related_items", csv("equipmentSlug,relatedSlug,kind", "core-drill,core-bit,consumable"));
    expect(await db().select().from(schema.relatedItems)).toHaveLength(1);
    await restorePreviousVersion(db(), "related_items", "test");
    expect(await db().select().from(schema.relatedItems)).toHaveLength(9);
  });
});

describe("GET /api/related-items/for/{slug}", () => {
  beforeAll(() => load("related_items", RELATED));

  it("lists an item's related items in order with kind, price and picture", async () => {
    const { status, body } = await getJson("/api/related-items/for/floor-saw");
    expect(status).toBe(200);
    expect(slugsOf(body)).toEqual(["blade-450", "petrol-5l", "ear-defenders", "saw-trolley"]);
    expect(body[0]).toEqual({
      kind: "consumable",
      label: "Consumable",
      imageCode: "CUT",
      equipment: {
        id: expect.any(Number),
        equipmentSlug: "blade-450",
        name: "Diamond Blade 450mm",
        productCode: "DB-450",
        type: "Resale",
        rate: "145.00",
        rateType: "per week",
        strikeRate: null,
      },
    });
  });

  it("answers [] for an item without related items and 404 for an unknown one", async () => {
    expect((await getJson("/api/related-items/for/gloves")).body).toEqual([]);
    const unknown = await getJson("/api/related-items/for/no-such-item");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toContain("no-such-item");
  });

  it("leaves out an item that a later equipment import drops, with a warning", async () => {
    const without = EQUIPMENT.split("\n")
      .filter((line) => !line.startsWith("ear-defenders,"))
      .join("\n");
    const result = await load("equipment", without);
    expect(result.warnings.join(" ")).toContain(
      "related_items has rows for relatedSlug 'ear-defenders', which this file leaves out of equipment",
    );
    expect(slugsOf((await getJson("/api/related-items/for/floor-saw")).body)).toEqual([
      "blade-450",
      "petrol-5l",
      "saw-trolley",
    ]);
    await load("equipment", EQUIPMENT);
  });
});

describe("GET /api/related-items/suggestions", () => {
  beforeAll(() => load("related_items", RELATED));

  it("suggests at most three, taking each listed item's first related item in turn", async () => {
    const suggestions = await suggest("floor-saw", "disc-cutter", "core-drill");
    expect(slugsOf(suggestions)).toEqual(["blade-450", "blade-300", "core-bit"]);
    expect(suggestions[0]).toMatchObject({
      kind: "consumable",
      forItem: { equipmentSlug: "floor-saw", name: "Floor Saw 450mm" },
      equipment: { name: "Diamond Blade 450mm", rate: "145.00" },
    });
  });

  it("never suggests an item already listed, or one item twice", async () => {
    const suggestions = await suggest("floor-saw", "disc-cutter", "blade-450");
    const slugs = slugsOf(suggestions);
    expect(slugs).toEqual(["blade-300", "petrol-5l", "ear-defenders"]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("suggests a Hire item only when the list holds a Hire item (U9)", async () => {
    // The blade's related floor saw is a Hire item; a list of Resale items only would need a hire period for it.
    expect(await suggest("blade-450")).toEqual([]);
    expect(slugsOf(await suggest("floor-saw", "blade-450", "petrol-5l", "ear-defenders"))).toEqual(["saw-trolley"]);
  });

  it("passes over slugs the catalogue does not know, and answers [] when nothing is left to suggest", async () => {
    expect(slugsOf(await suggest("gone-item", "core-drill"))).toEqual(["core-bit"]);
    expect(await suggest("core-drill", "core-bit")).toEqual([]);
  });

  it("refuses a missing or malformed list with 400 naming items", async () => {
    for (const query of ["", "?items=", "?items=Floor%20Saw", `?items=${Array(201).fill("a").join(",")}`]) {
      const { status, body } = await getJson(`/api/related-items/suggestions${query}`);
      expect(status, query).toBe(400);
      expect(body.error).toContain("items");
    }
  });
});
