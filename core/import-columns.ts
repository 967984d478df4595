import { z } from "zod";
import { SLUG_PATTERN } from "./slug.js";

// The CSV import format, one list per importable table (docs/decisions/catalogue-import.md C1-C3). The importer,
// the CSV templates, the admin import page and docs/import-format.md all read these lists.
// Every rule takes the raw cell text (untrimmed) and returns the value to store.

export const IMPORT_TABLE_NAMES = [
  "categories",
  "equipment",
  "equipment_categories",
  "category_documents",
  "specials",
  "locations",
] as const;
export type ImportTableName = (typeof IMPORT_TABLE_NAMES)[number];

export type CellRule = z.ZodType<unknown, string>;

export interface ImportColumn {
  /** CSV header, equal to the database field name. */
  name: string;
  /** A required column must be in the header and filled in on every row. */
  required: boolean;
  rule: CellRule;
  /** HTML that the importer sanitises before storing. */
  html: boolean;
  /** Human description of the accepted values. */
  format: string;
  example: string;
  /** A reference to another table's key; one that points nowhere is a warning, not an error (C2). */
  references?: { table: ImportTableName; column: string };
  /** An invalid cell is stored as empty with a warning instead of refusing the file (spec: opening hours). */
  invalidMeansEmpty?: boolean;
}

export interface RowIssue {
  column: string;
  message: string;
}

export interface ImportTableSpec {
  key: ImportTableName;
  name: string;
  description: string;
  /** The columns that identify a row (C1); duplicates within a file are refused. */
  naturalKey: string[];
  /** Other column sets that must also be unique. */
  uniqueKeys: string[][];
  columns: ImportColumn[];
  /** Rules across the columns of one row, run when every cell is valid. */
  checkRow?: (row: Record<string, unknown>) => RowIssue[];
}

// ---------------------------------------------------------------- cell rules

type Ctx = z.core.$RefinementCtx<string>;

class CellFailure extends Error {}

const failCell = (message: string): never => {
  throw new CellFailure(message);
};

/** A rule from a function that returns the value or calls `fail` with the reason. */
function cellRule<T>(parse: (value: string, fail: (message: string) => never) => T): z.ZodType<T, string> {
  return z.string().transform((raw, ctx: Ctx) => {
    try {
      return parse(raw.trim(), failCell);
    } catch (err) {
      if (!(err instanceof CellFailure)) throw err;
      ctx.addIssue(err.message);
      return z.NEVER;
    }
  });
}

const quote = (value: string) => `'${value.length > 40 ? `${value.slice(0, 40)}...` : value}'`;

function checkLength(value: string, max: number, fail: (message: string) => never) {
  if (value.length > max) fail(`must be at most ${max} characters (got ${value.length})`);
}

export function requiredText(max = 200) {
  return cellRule((value, fail) => {
    if (value === "") fail("is required");
    checkLength(value, max, fail);
    return value;
  });
}

export function optionalText(max = 1000, fallback = "") {
  return cellRule((value, fail) => {
    checkLength(value, max, fail);
    return value === "" ? fallback : value;
  });
}

/** HTML text; the importer sanitises it after this rule. */
export function htmlText(max = 100_000) {
  return optionalText(max);
}

const slugMessage = "must be lower-case letters, digits and single hyphens (e.g. 'mini-diggers')";

export function slug(required: true): z.ZodType<string, string>;
export function slug(required: false): z.ZodType<string | null, string>;
export function slug(required: boolean) {
  return cellRule((value, fail) => {
    if (value === "") return required ? fail("is required") : null;
    checkLength(value, 100, fail);
    if (!SLUG_PATTERN.test(value)) fail(`${slugMessage}, got ${quote(value)}`);
    return value;
  });
}

/** Codes that become file names, such as /category_images/{code}.jpg. */
const CODE = /^[A-Za-z0-9_-]+$/;
export function fileCode(required: boolean) {
  return cellRule((value, fail) => {
    if (value === "") return required ? fail("is required") : "";
    checkLength(value, 50, fail);
    if (!CODE.test(value)) fail(`must be letters, digits, '-' or '_' only, got ${quote(value)}`);
    return value;
  });
}

export const level = cellRule((value, fail) => {
  if (value === "0" || value === "1" || value === "2") return Number(value);
  return fail(value === "" ? "is required (0, 1 or 2)" : `must be 0, 1 or 2, got ${quote(value)}`);
});

export const equipmentType = cellRule((value, fail) => {
  const lower = value.toLowerCase();
  if (lower === "hire") return "Hire";
  if (lower === "resale") return "Resale";
  return fail(value === "" ? "is required ('Hire' or 'Resale')" : `must be 'Hire' or 'Resale', got ${quote(value)}`);
});

const MONEY = /^(\d+)(?:\.(\d{1,2}))?$/;

/** A price ex VAT: a decimal of at least 0 with at most 2 places, stored as a 2-place string; empty is null. */
export const money = cellRule((value, fail) => {
  if (value === "") return null;
  const match = MONEY.exec(value);
  if (!match) {
    if (/^-\d/.test(value)) fail(`must be 0 or more, got ${quote(value)}`);
    if (/^\d+\.\d{3,}$/.test(value)) fail(`must have at most 2 decimal places, got ${quote(value)}`);
    fail(`must be a number such as 25 or 25.50 (no currency sign or thousands separator), got ${quote(value)}`);
  }
  const whole = match![1].replace(/^0+(?=\d)/, "");
  if (whole.length > 10) fail(`is too large, got ${quote(value)}`);
  return `${whole}.${(match![2] ?? "").padEnd(2, "0")}`;
});

/** docs/decisions/money.md P1: 'per day' or 'per week', default 'per week'. */
export const rateType = cellRule((value, fail) => {
  if (value === "") return "per week";
  const normal = value.toLowerCase().replace(/\s+/g, " ");
  if (normal === "per day" || normal === "per week") return normal;
  return fail(`must be 'per day' or 'per week', got ${quote(value)}`);
});

const TRUE_WORDS = new Set(["true", "yes", "1"]);
const FALSE_WORDS = new Set(["false", "no", "0", ""]);
export const flag = cellRule((value, fail) => {
  const lower = value.toLowerCase();
  if (TRUE_WORDS.has(lower)) return true;
  if (FALSE_WORDS.has(lower)) return false;
  return fail(`must be true/false, yes/no, 1/0 or empty, got ${quote(value)}`);
});

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day as YYYY-MM-DD (a real date); empty means none. */
export const optionalDay = cellRule((value, fail) => {
  if (value === "") return null;
  const match = ISO_DAY.exec(value);
  const [year, month, day] = (match ?? []).slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = match && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real) fail(`must be a date as YYYY-MM-DD, got ${quote(value)}`);
  return value;
});

const INTEGER = /^[+-]?\d+$/;
const INT32_MAX = 2_147_483_647;

export const sortOrder = cellRule((value, fail) => {
  if (value === "") return 0;
  const number = Number(value);
  if (!INTEGER.test(value) || Math.abs(number) > INT32_MAX) fail(`must be a whole number, got ${quote(value)}`);
  return number;
});

export const branchId = cellRule((value, fail) => {
  if (value === "") fail("is required");
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > INT32_MAX) {
    fail(`must be a whole number of 1 or more, got ${quote(value)}`);
  }
  return number;
});

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
function coordinate(limit: number) {
  return cellRule((value, fail) => {
    if (value === "") return null;
    const number = Number(value);
    if (!DECIMAL.test(value) || number < -limit || number > limit) {
      fail(`must be a number from -${limit} to ${limit}, got ${quote(value)}`);
    }
    return number;
  });
}
export const latitude = coordinate(90);
export const longitude = coordinate(180);

const emailSchema = z.email();
export const email = cellRule((value, fail) => {
  if (value === "") return "";
  checkLength(value, 254, fail);
  if (!emailSchema.safeParse(value).success)
    fail(`must be an e-mail address such as branch@example.com, got ${quote(value)}`);
  return value;
});

/** An absolute http(s) address, or a path on this site starting with a single '/'. */
export const url = cellRule((value, fail) => {
  if (value === "") fail("is required");
  checkLength(value, 2000, fail);
  const message = `must start with http://, https:// or a single '/', got ${quote(value)}`;
  if (/\s|\\/.test(value)) fail(`must not contain spaces or backslashes, got ${quote(value)}`);
  if (value.startsWith("/")) {
    if (value.startsWith("//")) fail(message);
    return value;
  }
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    fail(message);
  }
  if (parsed!.protocol !== "http:" && parsed!.protocol !== "https:") fail(message);
  return value;
});

const LINK_TARGETS = new Set(["_blank", "_self", "_parent", "_top"]);
export const linkTarget = cellRule((value, fail) => {
  if (value === "") return "_blank";
  if (!LINK_TARGETS.has(value)) fail(`must be _blank, _self, _parent or _top, got ${quote(value)}`);
  return value;
});

export const postcode = cellRule((value, fail) => {
  checkLength(value, 16, fail);
  return value.toUpperCase().replace(/\s+/g, " ");
});

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const WEEKDAY_SET = new Set<string>(WEEKDAYS);

/** JSON text keyed Monday..Sunday with text values ('Closed' or hours); stored re-serialised in weekday order. */
export const openingHours = cellRule((value, fail) => {
  if (value === "") return "";
  checkLength(value, 2000, fail);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    fail(`must be JSON such as {"Monday":"07:00-17:00","Sunday":"Closed"}, got ${quote(value)}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    fail(`must be a JSON object keyed by weekday, got ${quote(value)}`);
  }
  const hours = parsed as Record<string, unknown>;
  for (const [day, text] of Object.entries(hours)) {
    if (!WEEKDAY_SET.has(day)) fail(`has an unknown day '${day}' (use Monday to Sunday)`);
    if (typeof text !== "string") fail(`must give ${day} as text such as "07:00-17:00" or "Closed"`);
  }
  const ordered: Record<string, string> = {};
  for (const day of WEEKDAYS) if (day in hours) ordered[day] = (hours[day] as string).trim();
  return Object.keys(ordered).length ? JSON.stringify(ordered) : "";
});

// ---------------------------------------------------------------- tables

function column(
  name: string,
  rule: CellRule,
  options: {
    required?: boolean;
    html?: boolean;
    format: string;
    example: string;
    references?: ImportColumn["references"];
    invalidMeansEmpty?: boolean;
  },
): ImportColumn {
  const { required = false, html = false, format, example, references, invalidMeansEmpty } = options;
  return {
    name,
    rule,
    required,
    html,
    format,
    example,
    ...(references ? { references } : {}),
    ...(invalidMeansEmpty ? { invalidMeansEmpty } : {}),
  };
}

const sortOrderColumn = column("sortOrder", sortOrder, {
  format: "Whole number, lower first; empty means 0",
  example: "10",
});

const htmlFormat = "HTML (sanitised: paragraphs, lists, headings, tables, links); plain text is fine";

export const IMPORT_TABLES: Record<ImportTableName, ImportTableSpec> = {
  categories: {
    key: "categories",
    name: "Categories",
    description: "The category tree (levels 0, 1 and 2) with descriptions, product details and specification tables.",
    naturalKey: ["categorySlug"],
    uniqueKeys: [],
    columns: [
      column("categorySlug", slug(true), {
        required: true,
        format: "Lower-case kebab-case slug, unique",
        example: "mini-diggers",
      }),
      column("name", requiredText(), { required: true, format: "Text, up to 200 characters", example: "Mini Diggers" }),
      column("categoryCode", fileCode(true), {
        required: true,
        format: "Image code: letters, digits, '-' or '_' (image /category_images/{code}.jpg)",
        example: "CAT0412",
      }),
      column("level", level, { required: true, format: "0 (top), 1 or 2", example: "1" }),
      column("parentSlug", slug(false), {
        format: "Slug of the parent category; required for levels 1 and 2, empty for level 0",
        example: "plant-machinery",
        references: { table: "categories", column: "categorySlug" },
      }),
      column("description", htmlText(), {
        html: true,
        format: htmlFormat,
        example: "Compact diggers from 0.8 to 3 tonnes.",
      }),
      column("fullDescription", htmlText(), {
        html: true,
        format: htmlFormat,
        example: "<p>Ideal for tight sites.</p>",
      }),
      column("productDetails", htmlText(), {
        html: true,
        format: htmlFormat,
        example: "<ul><li>Rubber tracks</li></ul>",
      }),
      column("specification", htmlText(), {
        html: true,
        format: htmlFormat,
        example: "<table><tr><th>Weight</th><td>1.5 t</td></tr></table>",
      }),
      column("featured", flag, { format: "true/false, yes/no, 1/0; empty means false", example: "yes" }),
      sortOrderColumn,
    ],
    checkRow(row) {
      const issues: RowIssue[] = [];
      if (row.level === 0 && row.parentSlug !== null) {
        issues.push({ column: "parentSlug", message: "must be empty for a level 0 category" });
      }
      if (row.level !== 0 && row.parentSlug === null) {
        issues.push({ column: "parentSlug", message: `is required for a level ${row.level} category` });
      }
      if (row.parentSlug !== null && row.parentSlug === row.categorySlug) {
        issues.push({ column: "parentSlug", message: "must not be the category itself" });
      }
      return issues;
    },
  },

  equipment: {
    key: "equipment",
    name: "Equipment",
    description: "Every hire and resale item with its product code, rate, description and main category.",
    naturalKey: ["equipmentSlug"],
    uniqueKeys: [["productCode"]],
    columns: [
      column("equipmentSlug", slug(true), {
        required: true,
        format: "Lower-case kebab-case slug, unique",
        example: "1-5t-mini-digger",
      }),
      column("name", requiredText(), {
        required: true,
        format: "Text, up to 200 characters",
        example: "1.5t Mini Digger",
      }),
      column("productCode", requiredText(50), {
        required: true,
        format: "Text, up to 50 characters, unique",
        example: "03/0120",
      }),
      column("type", equipmentType, { required: true, format: "'Hire' or 'Resale' (any case)", example: "Hire" }),
      column("rate", money, {
        format: "Price ex VAT: 0 or more, at most 2 decimals, no currency sign; empty means price on application",
        example: "125.00",
      }),
      column("rateType", rateType, { format: "'per day' or 'per week'; empty means 'per week'", example: "per week" }),
      column("strikeRate", money, {
        format: "Recommended (was) price ex VAT, same format as rate; empty means none",
        example: "150.00",
      }),
      column("imageCode", fileCode(false), { format: "Image code: letters, digits, '-' or '_'", example: "IMG03120" }),
      column("commCode", optionalText(50), { format: "Commercial code, up to 50 characters", example: "DIG15" }),
      column("fullDescription", htmlText(), { html: true, format: htmlFormat, example: "<p>Zero tail swing.</p>" }),
      column("mainCategorySlug", slug(false), {
        format: "Slug of the category shown first; empty means the first linked category",
        example: "mini-diggers",
        references: { table: "categories", column: "categorySlug" },
      }),
    ],
  },

  equipment_categories: {
    key: "equipment_categories",
    name: "Equipment categories",
    description: "Links between equipment and the categories it is listed in, with its order in each.",
    naturalKey: ["equipmentSlug", "categorySlug"],
    uniqueKeys: [],
    columns: [
      column("equipmentSlug", slug(true), {
        required: true,
        format: "Slug of the equipment",
        example: "1-5t-mini-digger",
        references: { table: "equipment", column: "equipmentSlug" },
      }),
      column("categorySlug", slug(true), {
        required: true,
        format: "Slug of the category",
        example: "mini-diggers",
        references: { table: "categories", column: "categorySlug" },
      }),
      sortOrderColumn,
    ],
  },

  category_documents: {
    key: "category_documents",
    name: "Category documents",
    description: "Documents linked from a category page, such as data sheets and safety guides.",
    naturalKey: ["categorySlug", "url"],
    uniqueKeys: [],
    columns: [
      column("categorySlug", slug(true), {
        required: true,
        format: "Slug of the category",
        example: "mini-diggers",
        references: { table: "categories", column: "categorySlug" },
      }),
      column("title", requiredText(), {
        required: true,
        format: "Text, up to 200 characters",
        example: "Mini digger data sheet",
      }),
      column("target", linkTarget, { format: "_blank, _self, _parent or _top; empty means _blank", example: "_blank" }),
      column("url", url, {
        required: true,
        format: "http:// or https:// address, or a path on this site starting with '/'",
        example: "/documents/mini-digger.pdf",
      }),
      sortOrderColumn,
    ],
  },

  specials: {
    key: "specials",
    name: "Specials",
    description: "Quick-hire specials grouped by category name, with featured and enquire flags.",
    naturalKey: ["commCode"],
    uniqueKeys: [],
    columns: [
      column("commCode", requiredText(50), {
        required: true,
        format: "Commercial code, up to 50 characters, unique",
        example: "QH-DIG15",
      }),
      column("categoryName", requiredText(), {
        required: true,
        format: "Group heading, up to 200 characters",
        example: "Diggers",
      }),
      column("equipmentSlug", slug(false), {
        format: "Slug of the equipment offered; empty for an enquiry-only special",
        example: "1-5t-mini-digger",
        references: { table: "equipment", column: "equipmentSlug" },
      }),
      column("title", optionalText(200), {
        format: "Text shown when there is no equipment, up to 200 characters",
        example: "Weekend digger deal",
      }),
      column("imageCode", fileCode(false), {
        format: "Image code; empty means the equipment's image",
        example: "IMG03120",
      }),
      column("fullDescription", htmlText(), {
        html: true,
        format: `${htmlFormat}; empty means the equipment's`,
        example: "<p>Fri to Mon for the price of 2 days.</p>",
      }),
      column("featured", flag, { format: "true/false, yes/no, 1/0; empty means false", example: "true" }),
      column("enquire", flag, {
        format: "true/false, yes/no, 1/0; empty means false ('+enquire' instead of MyList)",
        example: "false",
      }),
      sortOrderColumn,
      column("validFrom", optionalDay, {
        format: "First day the special shows, YYYY-MM-DD (UK time, inclusive); empty means no start",
        example: "2026-11-01",
      }),
      column("validTo", optionalDay, {
        format: "Last day the special shows, YYYY-MM-DD (UK time, inclusive); empty means no end",
        example: "2027-02-28",
      }),
    ],
    checkRow(row) {
      const { validFrom, validTo } = row as { validFrom: string | null; validTo: string | null };
      return validFrom && validTo && validTo < validFrom
        ? [{ column: "validTo", message: `must not be before validFrom (${validFrom}), got '${validTo}'` }]
        : [];
    },
  },

  locations: {
    key: "locations",
    name: "Locations",
    description: "Branches with address, contact details, coordinates and opening hours.",
    naturalKey: ["id"],
    uniqueKeys: [],
    columns: [
      column("id", branchId, {
        required: true,
        format: "Branch number: whole number of 1 or more, unique",
        example: "101",
      }),
      column("name", requiredText(), {
        required: true,
        format: "Text, up to 200 characters",
        example: "Leeds Central",
      }),
      column("type", optionalText(50, "Branch"), {
        format: "Text, up to 50 characters; empty means 'Branch'",
        example: "Branch",
      }),
      column("email", email, { format: "E-mail address", example: "leeds@example.com" }),
      column("phone", optionalText(50), { format: "Text, up to 50 characters", example: "0113 496 0000" }),
      column("fullAddress", optionalText(500), {
        format: "Text, up to 500 characters",
        example: "1 Kirkstall Road, Leeds",
      }),
      column("postcode", postcode, { format: "Postcode (stored upper-case)", example: "LS3 1LH" }),
      column("latitude", latitude, {
        format: "Decimal degrees -90 to 90; give both coordinates or neither",
        example: "53.8008",
      }),
      column("longitude", longitude, {
        format: "Decimal degrees -180 to 180; give both coordinates or neither",
        example: "-1.5491",
      }),
      column("openingHours", openingHours, {
        invalidMeansEmpty: true,
        format:
          'Empty, or a JSON object keyed Monday to Sunday with text values such as "07:00-17:00" or "Closed"; invalid text is stored as empty, with a warning',
        example: '{"Monday":"07:00-17:00","Saturday":"08:00-12:00","Sunday":"Closed"}',
      }),
    ],
    checkRow(row) {
      if ((row.latitude === null) === (row.longitude === null)) return [];
      const missing = row.latitude === null ? "latitude" : "longitude";
      return [{ column: missing, message: "is required when the other coordinate is given (give both or neither)" }];
    },
  },
};

export function isImportTableName(name: string): name is ImportTableName {
  return (IMPORT_TABLE_NAMES as readonly string[]).includes(name);
}

/** What an import changes in its table (the 409 preview and the success answer of POST /api/admin/import/{table}). */
export interface ImportChanges {
  rowsBefore: number;
  rowsAfter: number;
  /** Rows whose natural key (C1) is new, gone, or kept with other values. */
  added: number;
  removed: number;
  changed: number;
  /** Columns that hold data in some row today and in no row after the import. */
  emptiedColumns: string[];
}
