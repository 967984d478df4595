import { describe, expect, it } from "vitest";
import { IMPORT_TABLE_NAMES, IMPORT_TABLES, isImportTableName, type ImportTableName } from "./import-columns.js";

type Cases = { accept: [input: string, stored: unknown][]; refuse: [input: string, message: string | RegExp][] };

const long = (n: number) => "x".repeat(n);
const slugCases = (required: boolean): Cases => ({
  accept: [
    ["mini-diggers", "mini-diggers"],
    ["  a1-b2  ", "a1-b2"],
    ["3t-dumper", "3t-dumper"],
    ...(required ? [] : ([["", null]] as [string, unknown][])),
  ],
  refuse: [
    ["Mini-Diggers", /lower-case/],
    ["mini_diggers", /lower-case/],
    ["mini--diggers", /lower-case/],
    ["-mini", /lower-case/],
    ["mini diggers", /lower-case/],
    [long(101), /at most 100/],
    ...(required ? ([["", "is required"]] as [string, string][]) : []),
  ],
});
const requiredText = (max: number): Cases => ({
  accept: [
    ["  Mini Digger 1.5t  ", "Mini Digger 1.5t"],
    [long(max), long(max)],
  ],
  refuse: [
    ["", "is required"],
    ["   ", "is required"],
    [long(max + 1), `must be at most ${max} characters`],
  ],
});
const optionalText = (max: number, fallback = ""): Cases => ({
  accept: [
    ["", fallback],
    [" some text ", "some text"],
    [long(max), long(max)],
  ],
  refuse: [[long(max + 1), `must be at most ${max} characters`]],
});
const htmlText: Cases = {
  accept: [
    ["", ""],
    ["<p>Hello</p>", "<p>Hello</p>"],
    ["plain", "plain"],
  ],
  refuse: [[long(100_001), "must be at most 100000 characters"]],
};
const fileCode = (required: boolean): Cases => ({
  accept: [["CAT_04-12", "CAT_04-12"], ...(required ? [] : ([["", ""]] as [string, unknown][]))],
  refuse: [
    ["../etc/passwd", /letters, digits/],
    ["IMG 1", /letters, digits/],
    ["img.jpg", /letters, digits/],
    [long(51), /at most 50/],
    ...(required ? ([["", "is required"]] as [string, string][]) : []),
  ],
});
const flag: Cases = {
  accept: [
    ["true", true],
    ["TRUE", true],
    ["yes", true],
    ["Yes", true],
    ["1", true],
    ["false", false],
    ["no", false],
    ["0", false],
    ["", false],
    ["FALSE", false],
  ],
  refuse: [
    ["y", /true\/false/],
    ["2", /true\/false/],
    ["on", /true\/false/],
  ],
};
const sortOrder: Cases = {
  accept: [
    ["", 0],
    ["10", 10],
    ["-3", -3],
    ["+4", 4],
    [" 7 ", 7],
  ],
  refuse: [
    ["1.5", /whole number/],
    ["ten", /whole number/],
    ["99999999999", /whole number/],
    ["1e3", /whole number/],
  ],
};
const money: Cases = {
  accept: [
    ["", null],
    ["0", "0.00"],
    ["25", "25.00"],
    ["25.5", "25.50"],
    ["25.50", "25.50"],
    ["0007.5", "7.50"],
    ["9999999999.99", "9999999999.99"],
  ],
  refuse: [
    ["-1", /0 or more/],
    ["-0.50", /0 or more/],
    ["12.345", /at most 2 decimal places/],
    ["£12", /no currency sign/],
    ["1,250.00", /thousands separator/],
    ["12.", /a number such as/],
    [".5", /a number such as/],
    ["abc", /a number such as/],
    ["12345678901", /too large/],
  ],
};

const CASES: Record<ImportTableName, Record<string, Cases>> = {
  categories: {
    categorySlug: slugCases(true),
    name: requiredText(200),
    categoryCode: fileCode(true),
    level: {
      accept: [
        ["0", 0],
        ["1", 1],
        [" 2 ", 2],
      ],
      refuse: [
        ["", /is required/],
        ["3", /must be 0, 1 or 2/],
        ["-1", /must be 0, 1 or 2/],
        ["1.0", /must be 0, 1 or 2/],
        ["top", /must be 0, 1 or 2/],
      ],
    },
    parentSlug: slugCases(false),
    description: htmlText,
    fullDescription: htmlText,
    productDetails: htmlText,
    specification: htmlText,
    featured: flag,
    sortOrder,
  },
  equipment: {
    equipmentSlug: slugCases(true),
    name: requiredText(200),
    productCode: requiredText(50),
    type: {
      accept: [
        ["Hire", "Hire"],
        ["hire", "Hire"],
        ["HIRE", "Hire"],
        ["Resale", "Resale"],
        ["resale", "Resale"],
      ],
      refuse: [
        ["", /is required/],
        ["Sale", /'Hire' or 'Resale'/],
        ["rent", /'Hire' or 'Resale'/],
      ],
    },
    rate: money,
    rateDay: money,
    rateWeekend: money,
    rateWeek: money,
    rateExtraDay: money,
    rateType: {
      accept: [
        ["", "per week"],
        ["per week", "per week"],
        ["per day", "per day"],
        ["Per Day", "per day"],
        ["per  week", "per week"],
      ],
      refuse: [
        ["per month", /'per day' or 'per week'.*per month/],
        ["weekly", /'per day' or 'per week'/],
        ["day", /'per day' or 'per week'/],
      ],
    },
    strikeRate: money,
    imageCode: fileCode(false),
    commCode: optionalText(50),
    fullDescription: htmlText,
    mainCategorySlug: slugCases(false),
  },
  equipment_categories: {
    equipmentSlug: slugCases(true),
    categorySlug: slugCases(true),
    sortOrder,
  },
  category_documents: {
    categorySlug: slugCases(true),
    title: requiredText(200),
    target: {
      accept: [
        ["", "_blank"],
        ["_blank", "_blank"],
        ["_self", "_self"],
        ["_parent", "_parent"],
        ["_top", "_top"],
      ],
      refuse: [
        ["blank", /_blank, _self/],
        ["_new", /_blank, _self/],
      ],
    },
    url: {
      accept: [
        ["https://example.com/sheet.pdf", "https://example.com/sheet.pdf"],
        ["http://example.com", "http://example.com"],
        ["/documents/sheet.pdf", "/documents/sheet.pdf"],
      ],
      refuse: [
        ["", "is required"],
        ["javascript:alert(1)", /http:\/\/, https:\/\/ or a single '\/'/],
        ["ftp://example.com/x", /http:\/\/, https:\/\//],
        ["//evil.example/x", /single '\/'/],
        ["documents/sheet.pdf", /http:\/\/, https:\/\//],
        ["https://exa mple.com", /spaces/],
        ["/a\\b", /backslashes/],
        [`/${long(2000)}`, /at most 2000/],
      ],
    },
    sortOrder,
  },
  specials: {
    commCode: requiredText(50),
    categoryName: requiredText(200),
    equipmentSlug: slugCases(false),
    title: optionalText(200),
    imageCode: fileCode(false),
    fullDescription: htmlText,
    featured: flag,
    enquire: flag,
    sortOrder,
    validFrom: {
      accept: [
        ["", null],
        [" 2026-11-01 ", "2026-11-01"],
        ["2028-02-29", "2028-02-29"],
      ],
      refuse: [
        ["01/11/2026", /YYYY-MM-DD/],
        ["2026-02-29", /YYYY-MM-DD/],
        ["2026-13-01", /YYYY-MM-DD/],
        ["2026-1-5", /YYYY-MM-DD/],
      ],
    },
    validTo: {
      accept: [
        ["", null],
        ["2027-02-28", "2027-02-28"],
      ],
      refuse: [["next week", /YYYY-MM-DD/]],
    },
  },
  locations: {
    id: {
      accept: [
        ["1", 1],
        [" 101 ", 101],
        ["2147483647", 2147483647],
      ],
      refuse: [
        ["", "is required"],
        ["0", /1 or more/],
        ["-4", /1 or more/],
        ["1.5", /1 or more/],
        ["A1", /1 or more/],
        ["2147483648", /1 or more/],
      ],
    },
    name: requiredText(200),
    type: optionalText(50, "Branch"),
    email: {
      accept: [
        ["", ""],
        ["leeds@example.com", "leeds@example.com"],
        [" a.b+c@example.co.uk ", "a.b+c@example.co.uk"],
      ],
      refuse: [
        ["leeds", /e-mail address/],
        ["leeds@", /e-mail address/],
        ["a b@example.com", /e-mail address/],
      ],
    },
    phone: optionalText(50),
    fullAddress: optionalText(500),
    postcode: {
      accept: [
        ["", ""],
        ["ls3  1lh", "LS3 1LH"],
        ["D02 X285", "D02 X285"],
      ],
      refuse: [[long(17), /at most 16/]],
    },
    latitude: {
      accept: [
        ["", null],
        ["53.8008", 53.8008],
        ["-90", -90],
        ["90", 90],
        ["+51.5", 51.5],
        ["0", 0],
      ],
      refuse: [
        ["90.1", /-90 to 90/],
        ["-91", /-90 to 90/],
        ["north", /-90 to 90/],
        ["0x10", /-90 to 90/],
        ["Infinity", /-90 to 90/],
      ],
    },
    longitude: {
      accept: [
        ["", null],
        ["-1.5491", -1.5491],
        ["180", 180],
        ["-180", -180],
      ],
      refuse: [
        ["180.5", /-180 to 180/],
        ["-181", /-180 to 180/],
        ["1,5", /-180 to 180/],
      ],
    },
    openingHours: {
      accept: [
        ["", ""],
        ["{}", ""],
        ['{"Sunday":"Closed","Monday":" 07:00-17:00 "}', '{"Monday":"07:00-17:00","Sunday":"Closed"}'],
        [
          JSON.stringify({
            Monday: "7-5",
            Tuesday: "7-5",
            Wednesday: "7-5",
            Thursday: "7-5",
            Friday: "7-5",
            Saturday: "8-12",
            Sunday: "Closed",
          }),
          JSON.stringify({
            Monday: "7-5",
            Tuesday: "7-5",
            Wednesday: "7-5",
            Thursday: "7-5",
            Friday: "7-5",
            Saturday: "8-12",
            Sunday: "Closed",
          }),
        ],
      ],
      refuse: [
        ["Mon-Fri 7-5", /must be JSON/],
        ['{"Monday":"7-5"', /must be JSON/],
        ['["Monday"]', /JSON object/],
        ["null", /JSON object/],
        ['"Monday"', /JSON object/],
        ['{"Mon":"7-5"}', /unknown day 'Mon'/],
        ['{"Monday":9}', /Monday as text/],
        ['{"Monday":null}', /Monday as text/],
      ],
    },
  },
  branch_stock: {
    branchId: {
      accept: [[" 101 ", 101]],
      refuse: [
        ["", "is required"],
        ["0", /1 or more/],
      ],
    },
    productCode: requiredText(50),
    quantity: {
      accept: [
        ["0", 0],
        [" 12 ", 12],
        ["1000000", 1000000],
      ],
      refuse: [
        ["", /whole number from 0/],
        ["-1", /whole number from 0/],
        ["2.5", /whole number from 0/],
        ["1000001", /whole number from 0/],
      ],
    },
    asOf: {
      accept: [
        ["2026-11-26T02:00:00Z", "2026-11-26T02:00:00.000Z"],
        ["2026-11-26 02:00", "2026-11-26T02:00:00.000Z"],
        ["2026-11-26T03:30:00+01:00", "2026-11-26T02:30:00.000Z"],
        // PostgreSQL's text, as the export writes it.
        ["2026-11-26 02:00:00.123+00", "2026-11-26T02:00:00.123Z"],
        ["2026-11-26 03:00:00.123456+0100", "2026-11-26T02:00:00.123Z"],
      ],
      refuse: [
        ["26/11/2026 02:00", /date and time such as/],
        ["2026-11-26", /date and time such as/],
        ["2026-02-30T02:00:00Z", /date and time such as/],
        ["2999-01-01T00:00:00Z", /in the future/],
      ],
    },
  },
  delivery_bands: {
    branchId: {
      accept: [
        ["", null],
        ["7", 7],
      ],
      refuse: [["0", /1 or more/]],
    },
    upToMiles: {
      accept: [
        ["10", 10],
        ["2.5", 2.5],
        ["1000", 1000],
      ],
      refuse: [
        ["0", /above 0/],
        ["1001", /at most 1000/],
        ["2.25", /at most 1 decimal/],
        ["ten", /miles/],
      ],
    },
    price: { accept: money.accept.filter(([input]) => input !== ""), refuse: [["", "is required"], ...money.refuse] },
  },
  related_items: {
    equipmentSlug: slugCases(true),
    relatedSlug: slugCases(true),
    kind: {
      accept: [
        ["accessory", "accessory"],
        ["Consumable", "consumable"],
        [" SAFETY ", "safety"],
        ["Safety  Equipment", "safety"],
      ],
      refuse: [
        ["", /is required/],
        ["spare", /'accessory', 'consumable' or 'safety'.*spare/],
      ],
    },
    sortOrder,
  },
};

function parse(table: ImportTableName, column: string, input: string) {
  const spec = IMPORT_TABLES[table].columns.find((c) => c.name === column)!;
  return spec.rule.safeParse(input);
}

describe("import column rules", () => {
  for (const table of IMPORT_TABLE_NAMES) {
    describe(table, () => {
      it("has accept and refuse cases for every column", () => {
        const columns = IMPORT_TABLES[table].columns.map((c) => c.name);
        expect(Object.keys(CASES[table]).sort()).toEqual([...columns].sort());
        for (const name of columns) {
          expect(CASES[table][name].accept.length, name).toBeGreaterThan(0);
          expect(CASES[table][name].refuse.length, name).toBeGreaterThan(0);
        }
      });
      for (const [column, cases] of Object.entries(CASES[table])) {
        it.each(cases.accept)(`${column} accepts %j`, (input, stored) => {
          const result = parse(table, column, input);
          expect(result.success).toBe(true);
          expect(result.data).toEqual(stored);
        });
        it.each(cases.refuse)(`${column} refuses %j`, (input, message) => {
          const result = parse(table, column, input);
          expect(result.success).toBe(false);
          expect(result.error!.issues[0].message).toMatch(message);
        });
      }
    });
  }

  it("accepts an empty cell in every optional column", () => {
    for (const table of IMPORT_TABLE_NAMES) {
      for (const column of IMPORT_TABLES[table].columns.filter((c) => !c.required)) {
        expect(column.rule.safeParse("").success, `${table}.${column.name}`).toBe(true);
      }
    }
  });

  it("refuses an empty cell in every required column", () => {
    for (const table of IMPORT_TABLE_NAMES) {
      for (const column of IMPORT_TABLES[table].columns.filter((c) => c.required)) {
        expect(column.rule.safeParse("").success, `${table}.${column.name}`).toBe(false);
      }
    }
  });

  it("lists every table after the tables its columns refer to, the order the demo seed loads them in", () => {
    expect(Object.keys(IMPORT_TABLES)).toEqual([...IMPORT_TABLE_NAMES]);
    for (const [position, table] of IMPORT_TABLE_NAMES.entries()) {
      for (const column of IMPORT_TABLES[table].columns.filter((c) => c.references)) {
        const referred = IMPORT_TABLE_NAMES.indexOf(column.references!.table);
        expect(referred, `${table}.${column.name}`).toBeLessThanOrEqual(position);
      }
    }
  });

  it("quotes long offending values briefly", () => {
    const result = parse("equipment", "type", "x".repeat(100));
    expect(result.error!.issues[0].message).toContain(`'${"x".repeat(40)}...'`);
  });
});

describe("import row rules", () => {
  const categoryRow = (level: number, parentSlug: string | null, categorySlug = "drills") => ({
    categorySlug,
    level,
    parentSlug,
  });

  it("requires parentSlug for levels 1 and 2 and refuses it for level 0", () => {
    const check = IMPORT_TABLES.categories.checkRow!;
    expect(check(categoryRow(0, null))).toEqual([]);
    expect(check(categoryRow(1, "power-tools"))).toEqual([]);
    expect(check(categoryRow(2, "power-tools"))).toEqual([]);
    expect(check(categoryRow(0, "power-tools"))).toEqual([
      { column: "parentSlug", message: "must be empty for a level 0 category" },
    ]);
    expect(check(categoryRow(1, null))).toEqual([
      { column: "parentSlug", message: "is required for a level 1 category" },
    ]);
    expect(check(categoryRow(2, null))).toEqual([
      { column: "parentSlug", message: "is required for a level 2 category" },
    ]);
    expect(check(categoryRow(1, "drills"))).toEqual([
      { column: "parentSlug", message: "must not be the category itself" },
    ]);
  });

  it("refuses a special whose last day is before its first", () => {
    const check = IMPORT_TABLES.specials.checkRow!;
    expect(check({ validFrom: null, validTo: null })).toEqual([]);
    expect(check({ validFrom: "2026-11-01", validTo: null })).toEqual([]);
    expect(check({ validFrom: "2026-11-01", validTo: "2026-11-01" })).toEqual([]);
    expect(check({ validFrom: "2026-11-02", validTo: "2026-11-01" })).toEqual([
      { column: "validTo", message: "must not be before validFrom (2026-11-02), got '2026-11-01'" },
    ]);
  });

  it("requires both coordinates of a branch or neither", () => {
    const check = IMPORT_TABLES.locations.checkRow!;
    expect(check({ latitude: null, longitude: null })).toEqual([]);
    expect(check({ latitude: 53.8, longitude: -1.5 })).toEqual([]);
    expect(check({ latitude: 53.8, longitude: null })).toEqual([
      { column: "longitude", message: expect.stringMatching(/both or neither/) },
    ]);
    expect(check({ latitude: null, longitude: -1.5 })).toEqual([
      { column: "latitude", message: expect.stringMatching(/both or neither/) },
    ]);
  });
});

describe("import table definitions", () => {
  it.each(IMPORT_TABLE_NAMES)("%s: keys and references name real columns, examples pass their rules", (table) => {
    const spec = IMPORT_TABLES[table];
    const names = new Set(spec.columns.map((c) => c.name));
    expect(spec.key).toBe(table);
    expect(spec.name).not.toBe("");
    expect(spec.description.length).toBeGreaterThan(20);
    for (const key of [spec.naturalKey, ...spec.uniqueKeys]) {
      // A key may have one optional column (delivery_bands' branchId, empty: company-wide) beside required ones.
      const required = key.filter((column) => spec.columns.find((c) => c.name === column)?.required);
      for (const column of key) expect(names.has(column), column).toBe(true);
      expect(required.length, `${key.join(", ")}: at most one optional column`).toBeGreaterThanOrEqual(key.length - 1);
      expect(required.length, `${key.join(", ")}: a required column`).toBeGreaterThan(0);
    }
    for (const column of spec.columns) {
      expect(column.format, column.name).not.toBe("");
      expect(column.rule.safeParse(column.example).success, `${column.name} example ${column.example}`).toBe(true);
      if (column.references) {
        // A reference names a key of its table: the natural key, or a unique one (branch_stock names productCode).
        const target = IMPORT_TABLES[column.references.table];
        expect([...target.naturalKey, ...target.uniqueKeys.flat()]).toContain(column.references.column);
      }
    }
    expect(new Set(spec.columns.map((c) => c.name)).size).toBe(spec.columns.length);
  });

  it("matches the natural keys of docs/decisions/catalogue-import.md C1", () => {
    expect(IMPORT_TABLES.categories.naturalKey).toEqual(["categorySlug"]);
    expect(IMPORT_TABLES.equipment.naturalKey).toEqual(["equipmentSlug"]);
    expect(IMPORT_TABLES.equipment.uniqueKeys).toEqual([["productCode"]]);
    expect(IMPORT_TABLES.equipment_categories.naturalKey).toEqual(["equipmentSlug", "categorySlug"]);
    expect(IMPORT_TABLES.category_documents.naturalKey).toEqual(["categorySlug", "url"]);
    expect(IMPORT_TABLES.specials.naturalKey).toEqual(["commCode"]);
    expect(IMPORT_TABLES.locations.naturalKey).toEqual(["id"]);
  });

  it("recognises table names", () => {
    expect(isImportTableName("equipment")).toBe(true);
    expect(isImportTableName("site_settings")).toBe(false);
    expect(isImportTableName("toString")).toBe(false);
  });
});
