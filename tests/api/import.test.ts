import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IMPORT_TABLE_NAMES, IMPORT_TABLES } from "../../core/import-columns.js";
import type { Database, Db } from "../../server/db/client.js";
import * as schema from "../../server/db/schema.js";
import { AppError } from "../../server/errors.js";
import { readCatalogueVersion } from "../../server/services/catalogue/read-rows.js";
import { CatalogueStore } from "../../server/services/catalogue/store.js";
import {
  ConfirmationNeeded,
  csvTemplate,
  importAndRefresh,
  importCsv,
  needsConfirmation,
  previousVersions,
  restorePreviousVersion,
  seedDemoCatalogueIfEmpty,
} from "../../server/services/import/index.js";
import { ROWS_PER_INSERT } from "../../server/services/import/write-table.js";
import { freshDatabase } from "../helpers/test-app.js";

const silent = pino({ level: "silent" });

const csv = (...lines: string[]) => `${lines.join("\n")}\n`;
const CATEGORIES = csv(
  "categorySlug,name,categoryCode,level,parentSlug,description,featured,sortOrder",
  "access,Access,C10,0,,Ladders and towers,yes,1",
  "power-tools,Power Tools,C20,0,,Drills and saws,,2",
  "drills,Drills,C21,1,power-tools,<p>SDS and combi</p>,,1",
);
const EQUIPMENT = csv(
  "equipmentSlug,name,productCode,type,rate,rateType,strikeRate,fullDescription,mainCategorySlug",
  'sds-drill,SDS Drill,P100,Hire,25,per week,30.5,"<p>Heavy <b>duty</b><script>x()</script></p>",drills',
  "combi-drill,Combi Drill,P101,hire,12.5,per day,,,drills",
  "drill-bits,Drill Bit Set,P102,resale,9.99,,,,power-tools",
);

/** Warnings about the imported rows' own references (other tables' rows that now point nowhere say "which this file leaves out of"). */
const ownReference = (warning: string) => !warning.includes(" which this file leaves out of ");

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await freshDatabase();
  db = database.db;
});
afterAll(async () => {
  await database?.close();
});

async function clearCatalogue() {
  for (const table of Object.values(schema.importableTables)) await db.delete(table);
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const equipmentRows = () => db.select().from(schema.equipment).orderBy(asc(schema.equipment.equipmentSlug));

describe("CSV import", () => {
  beforeEach(clearCatalogue);

  it("imports a table, normalising and sanitising values", async () => {
    const result = await importCsv({ db, table: "categories", input: CATEGORIES });
    expect(result).toEqual({
      table: "categories",
      recordsImported: 3,
      warnings: [],
      changes: { rowsBefore: 0, rowsAfter: 3, added: 3, removed: 0, changed: 0, emptiedColumns: [] },
      // The version the import replaced (none yet) and its own, for the snapshot's refresh (N28).
      catalogueVersion: { previous: null, version: expect.any(String) },
    });
    await importCsv({ db, table: "equipment", input: EQUIPMENT });
    const rows = await equipmentRows();
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      {
        equipmentSlug: "combi-drill",
        name: "Combi Drill",
        productCode: "P101",
        type: "Hire",
        rate: "12.50",
        rateType: "per day",
        rateDay: null,
        rateWeekend: null,
        rateWeek: null,
        rateExtraDay: null,
        strikeRate: null,
        imageCode: "",
        commCode: "",
        fullDescription: "",
        mainCategorySlug: "drills",
      },
      expect.objectContaining({ equipmentSlug: "drill-bits", type: "Resale", rate: "9.99", rateType: "per week" }),
      expect.objectContaining({
        equipmentSlug: "sds-drill",
        rate: "25.00",
        strikeRate: "30.50",
        fullDescription: "<p>Heavy <b>duty</b></p>",
      }),
    ]);
  });

  it("stores every kind of value a branch and a special carry", async () => {
    await importCsv({
      db,
      table: "locations",
      input: csv(
        "id,name,email,postcode,latitude,longitude,openingHours",
        '7,Leeds,leeds@example.com,ls3 1lh,53.8008,-1.5491,"{""Sunday"":""Closed"",""Monday"":""07:00-17:00""}"',
        "8,Depot,,,,,",
      ),
    });
    expect(await db.select().from(schema.locations).orderBy(asc(schema.locations.id))).toEqual([
      {
        id: 7,
        name: "Leeds",
        type: "Branch",
        email: "leeds@example.com",
        phone: "",
        fullAddress: "",
        postcode: "LS3 1LH",
        latitude: 53.8008,
        longitude: -1.5491,
        openingHours: '{"Monday":"07:00-17:00","Sunday":"Closed"}',
      },
      expect.objectContaining({ id: 8, latitude: null, longitude: null, openingHours: "" }),
    ]);
    await importCsv({
      db,
      table: "specials",
      input: csv("commCode,categoryName,featured,enquire,sortOrder", "QH1,Diggers,TRUE,0,-2"),
    });
    const [special] = await db.select().from(schema.specials);
    expect(special).toMatchObject({
      commCode: "QH1",
      equipmentSlug: null,
      featured: true,
      enquire: false,
      sortOrder: -2,
    });
  });

  it("replaces the whole table: a second import leaves only its own rows", async () => {
    await importCsv({ db, table: "equipment", input: EQUIPMENT });
    const second = await importCsv({
      db,
      table: "equipment",
      input: csv("equipmentSlug,name,productCode,type", "sds-drill,SDS Drill Mk2,P100,Hire", "mixer,Mixer,P200,Hire"),
    });
    expect(second.recordsImported).toBe(2);
    expect((await equipmentRows()).map((row) => [row.equipmentSlug, row.name])).toEqual([
      ["mixer", "Mixer"],
      ["sds-drill", "SDS Drill Mk2"],
    ]);
  });

  it("writes nothing when any row is invalid, and names the row and column", async () => {
    await importCsv({ db, table: "equipment", input: EQUIPMENT });
    const before = await equipmentRows();
    const versionBefore = await readCatalogueVersion(db);
    const error = await refusal(
      importCsv({
        db,
        table: "equipment",
        input: csv(
          "equipmentSlug,name,productCode,type,rate,rateType",
          "a,A,P1,Hire,1,per day",
          "b,B,P2,Hire,2,per week",
          "c,C,P3,Hire,3,per month",
        ),
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toContain("Row 4, rateType: must be 'per day' or 'per week', got 'per month'");
    expect(error.issues).toEqual([expect.objectContaining({ row: 4, column: "rateType", field: "row 4: rateType" })]);
    expect(await equipmentRows()).toEqual(before);
    expect(await readCatalogueVersion(db)).toBe(versionBefore);
  });

  it("rolls back the transaction when the database refuses a batch", async () => {
    await importCsv({ db, table: "categories", input: CATEGORIES });
    const before = await db.select().from(schema.categories);
    // Every row is valid, so simulate a database failure after the inserts, inside the transaction.
    const failing = db.transaction.bind(db);
    const broken = Object.create(db) as Db;
    broken.transaction = ((run: Parameters<Db["transaction"]>[0]) =>
      failing(async (tx) => {
        await run(tx);
        throw new Error("disk full");
      })) as Db["transaction"];
    await expect(
      importCsv({ db: broken, table: "categories", input: csv("categorySlug,name,categoryCode,level", "x,X,C1,0") }),
    ).rejects.toThrow("disk full");
    expect(await db.select().from(schema.categories)).toEqual(before);
  });

  it("inserts files larger than one batch", async () => {
    const count = ROWS_PER_INSERT * 2 + 17;
    const lines = ["equipmentSlug,categorySlug,sortOrder"];
    for (let i = 0; i < count; i++) lines.push(`item-${i},cat-${i % 7},${i}`);
    const result = await importCsv({ db, table: "equipment_categories", input: csv(...lines) });
    expect(result.recordsImported).toBe(count);
    expect(await db.$count(schema.equipmentCategories)).toBe(count);
  });

  it("serialises concurrent imports of the same table: the last one wins whole", async () => {
    const file = (group: string) => {
      const lines = ["commCode,categoryName"];
      for (let i = 0; i < 3000; i++) lines.push(`Q${i},${group}`);
      return csv(...lines);
    };
    const groups = ["A", "B", "C", "D"];
    const results = await Promise.all(groups.map((group) => importCsv({ db, table: "specials", input: file(group) })));
    expect(results.map((result) => result.recordsImported)).toEqual([3000, 3000, 3000, 3000]);
    const rows = await db.select().from(schema.specials);
    expect(rows).toHaveLength(3000);
    expect(new Set(rows.map((row) => row.categoryName)).size).toBe(1);
  });

  it("answers 404 for a table that cannot be imported", async () => {
    const error = await refusal(importCsv({ db, table: "site_settings", input: "settingKey\n" }));
    expect(error.status).toBe(404);
    expect(error.message).toContain("categories, equipment, equipment_categories");
  });
});

describe("dangling references (docs/decisions/catalogue-import.md C2)", () => {
  beforeAll(async () => {
    await clearCatalogue();
    await importCsv({ db, table: "categories", input: CATEGORIES });
    await importCsv({ db, table: "equipment", input: EQUIPMENT });
  });

  it("warns about links to missing equipment and categories but imports them", async () => {
    const result = await importCsv({
      db,
      table: "equipment_categories",
      input: csv("equipmentSlug,categorySlug", "sds-drill,drills", "ghost-drill,drills", "sds-drill,ghost-category"),
    });
    expect(result.recordsImported).toBe(3);
    expect(result.warnings).toEqual([
      "Row 3: equipmentSlug 'ghost-drill' is not in equipment. The row is imported but ignored until equipment has it: add it there, or correct the row.",
      "Row 4: categorySlug 'ghost-category' is not in categories. The row is imported but ignored until categories has it: add it there, or correct the row.",
    ]);
  });

  it("warns about specials for missing equipment", async () => {
    const result = await importCsv({
      db,
      table: "specials",
      input: csv("commCode,categoryName,equipmentSlug", "Q1,Drills,sds-drill", "Q2,Drills,ghost-drill", "Q3,Deals,"),
    });
    expect(result.warnings).toEqual([
      "Row 3: equipmentSlug 'ghost-drill' is not in equipment. The row is imported but ignored until equipment has it: add it there, or correct the row.",
    ]);
  });

  it("warns about documents for a missing category", async () => {
    const result = await importCsv({
      db,
      table: "category_documents",
      input: csv("categorySlug,title,url", "drills,Guide,/docs/drills.pdf", "ghost,Guide,https://example.com/g.pdf"),
    });
    expect(result.warnings).toEqual([
      "Row 3: categorySlug 'ghost' is not in categories. The row is imported but ignored until categories has it: add it there, or correct the row.",
    ]);
  });

  it("warns about equipment whose main category is missing", async () => {
    const result = await importCsv({
      db,
      table: "equipment",
      input: csv(
        "equipmentSlug,name,productCode,type,mainCategorySlug",
        "sds-drill,SDS,P1,Hire,drills",
        "pump,Pump,P2,Hire,pumps",
      ),
    });
    expect(result.warnings.filter(ownReference)).toEqual([
      "Row 3: mainCategorySlug 'pumps' is not in categories. The row is imported but ignored until categories has it: add it there, or correct the row.",
    ]);
  });

  it("checks category parents against the imported file itself, summarising long lists", async () => {
    const lines = ["categorySlug,name,categoryCode,level,parentSlug", "top,Top,C0,0,"];
    for (let i = 0; i < 8; i++) lines.push(`child-${i},Child,C${i + 1},1,missing-${i}`);
    lines.push("fine,Fine,C99,1,top");
    const result = await importCsv({ db, table: "categories", input: csv(...lines) });
    expect(result.recordsImported).toBe(10);
    const own = result.warnings.filter(ownReference);
    expect(own).toHaveLength(6);
    expect(own[0]).toBe(
      "Row 3: parentSlug 'missing-0' is not in categories. The row is imported but ignored until categories has it: add it there, or correct the row.",
    );
    expect(own[5]).toBe("3 more rows name parentSlugs that are not in categories: imported and ignored the same way.");
  });

  it("says so when a file empties a table", async () => {
    const result = await importCsv({ db, table: "specials", input: "commCode,categoryName\n" });
    expect(result).toMatchObject({
      table: "specials",
      recordsImported: 0,
      warnings: ["The file has no data rows, so specials is now empty: import a file with rows to fill it again."],
    });
  });
});

describe("previous versions (C8)", () => {
  beforeEach(clearCatalogue);

  it("keeps the table before each import and restores it exactly, serial ids included", async () => {
    await importCsv({ db, table: "categories", input: CATEGORIES, actor: "test" });
    await importCsv({ db, table: "equipment", input: EQUIPMENT, actor: "test" });
    const before = await equipmentRows();
    const result = await importCsv({
      db,
      table: "equipment",
      input: csv("equipmentSlug,name,productCode,type", "only-one,Only One,P900,Hire"),
      actor: "test",
    });
    expect(result.changes).toMatchObject({ rowsBefore: 3, rowsAfter: 1, added: 1, removed: 3 });
    expect(needsConfirmation(result.changes)).toBe(true);
    expect(await restorePreviousVersion(db, "equipment", "test")).toMatchObject({ recordsRestored: 3 });
    expect(await equipmentRows()).toEqual(before);
  });

  it("writes nothing and keeps no version when `allow` refuses what the import changes", async () => {
    await importCsv({ db, table: "categories", input: CATEGORIES, actor: "test" });
    const error = await importCsv({
      db,
      table: "categories",
      input: csv("categorySlug,name,categoryCode,level", "access,Access,C10,0"),
      actor: "test",
      allow: (changes) => !needsConfirmation(changes),
    }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ConfirmationNeeded);
    expect((error as ConfirmationNeeded).changes).toEqual({
      rowsBefore: 3,
      rowsAfter: 1,
      added: 0,
      removed: 2,
      changed: 1,
      emptiedColumns: ["parentSlug", "description", "featured", "sortOrder"],
    });
    expect(await db.select().from(schema.categories)).toHaveLength(3);
    expect((await previousVersions(db)).find((entry) => entry.table === "categories")?.rows).toBe(0);
  });
});

describe("catalogue version and snapshot", () => {
  beforeEach(clearCatalogue);

  it("bumps catalogue_version to a new value with every import", async () => {
    const versions = new Set([await readCatalogueVersion(db)]);
    for (let i = 0; i < 3; i++) {
      await importCsv({ db, table: "categories", input: CATEGORIES });
      versions.add(await readCatalogueVersion(db));
    }
    expect(versions.size).toBe(4);
  });

  it("reload() after an import serves the new rows; importAndRefresh does both", async () => {
    const catalogue = new CatalogueStore(db, silent);
    await catalogue.reload();
    expect(catalogue.current().equipment()).toEqual([]);

    await importCsv({ db, table: "categories", input: CATEGORIES });
    await importCsv({ db, table: "equipment", input: EQUIPMENT });
    await catalogue.reload();
    const snapshot = catalogue.current();
    expect(snapshot.version).toBe(await readCatalogueVersion(db));
    expect(snapshot.equipmentBySlug("sds-drill")).toMatchObject({ rate: "25.00", mainCategorySlug: "drills" });
    expect(snapshot.children("power-tools").map((c) => c.categorySlug)).toEqual(["drills"]);

    const result = await importAndRefresh(
      { catalogue },
      { db, table: "equipment", input: csv("equipmentSlug,name,productCode,type", "mixer,Mixer,P9,Hire") },
    );
    expect(result.recordsImported).toBe(1);
    expect(
      catalogue
        .current()
        .equipment()
        .map((e) => e.equipmentSlug),
    ).toEqual(["mixer"]);
    expect(catalogue.current().version).not.toBe(snapshot.version);
  });
});

describe("CSV templates", () => {
  it("give the header line of each table", () => {
    expect(csvTemplate("equipment_categories")).toBe("equipmentSlug,categorySlug,sortOrder\r\n");
    expect(csvTemplate("locations").split("\r\n")[0]).toBe(
      "id,name,type,email,phone,fullAddress,postcode,latitude,longitude,openingHours",
    );
  });

  it("with an example row that imports cleanly", async () => {
    await clearCatalogue();
    // A table whose references must exist (C12) needs more than the other templates' one row each: its own test
    // file imports its example (tests/api/related-items.test.ts).
    const standalone = IMPORT_TABLE_NAMES.filter(
      (table) => !IMPORT_TABLES[table].columns.some((column) => column.references?.mustExist),
    );
    for (const table of standalone) {
      const input = csvTemplate(table, { withExample: true });
      if (table === "categories") {
        // The example is a level 1 category; give it its parent so the file stands alone.
        const result = await importCsv({ db, table, input: `${input}plant-machinery,Plant,CAT1,0,,,,,,,\r\n` });
        expect(result.recordsImported).toBe(2);
      } else {
        expect((await importCsv({ db, table, input })).recordsImported).toBe(1);
      }
    }
  });
});

describe("demo catalogue seeding", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "hirebase-demo-"));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(clearCatalogue);

  it("does nothing when the folder has no CSV files", async () => {
    expect(await seedDemoCatalogueIfEmpty(db, silent, folder)).toEqual([]);
    expect(await db.$count(schema.categories)).toBe(0);
  });

  it("imports the files that exist, referenced tables first, only into an empty catalogue", async () => {
    await writeFile(join(folder, "equipment_categories.csv"), csv("equipmentSlug,categorySlug", "sds-drill,drills"));
    await writeFile(join(folder, "equipment.csv"), EQUIPMENT);
    await writeFile(join(folder, "categories.csv"), CATEGORIES);
    const results = await seedDemoCatalogueIfEmpty(db, silent, folder);
    expect(results.map((r) => [r.table, r.recordsImported, r.warnings.length])).toEqual([
      ["categories", 3, 0],
      ["equipment", 3, 0],
      ["equipment_categories", 1, 0],
    ]);
    await db.delete(schema.equipmentCategories);
    expect(await seedDemoCatalogueIfEmpty(db, silent, folder)).toEqual([]);
    expect(await db.$count(schema.equipmentCategories)).toBe(0);
  });

  it("writes nothing when one demo file is invalid", async () => {
    await writeFile(join(folder, "categories.csv"), CATEGORIES);
    await writeFile(join(folder, "specials.csv"), csv("commCode,categoryName", "Q1,"));
    const error = await refusal(seedDemoCatalogueIfEmpty(db, silent, folder));
    expect(error.message).toMatch(/specials\.csv: 1 error, nothing was imported\. Row 2, categoryName: is required/);
    expect(await db.$count(schema.categories)).toBe(0);
  });
});
