import { z } from "zod";
import { RELATED_KINDS, type RelatedKind } from "./related-items.js";
import { SLUG_PATTERN } from "./slug.js";
import type { CellRule, ImportColumn } from "./import-types.js";

// The rules for one CSV cell (docs/decisions/catalogue-import.md C1-C3), used by the tables of core/import-columns.ts.
// Every rule takes the raw cell text (untrimmed) and returns the value to store, or fails with the reason.

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

/** A related item's kind (core/related-items.ts); 'safety equipment' reads as 'safety'. */
export const relatedKind = cellRule((value, fail) => {
  const lower = value.toLowerCase().replace(/\s+/g, " ");
  const kind = lower === "safety equipment" ? "safety" : lower;
  if ((RELATED_KINDS as readonly string[]).includes(kind)) return kind as RelatedKind;
  const allowed = "'accessory', 'consumable' or 'safety'";
  return fail(value === "" ? `is required (${allowed})` : `must be ${allowed}, got ${quote(value)}`);
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

/** A column of an import table, with the defaults filled in. */
export function column(
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
