import { z } from "zod";
import { branchId, column, money, requiredText } from "./import-cell-rules.js";
import type { ImportTableSpec } from "./import-types.js";

// The optional branch_stock and delivery_bands tables of the import format (core/import-columns.ts lists them with the
// others): the hire company's nightly stock export, and delivery prices by distance (docs/decisions/branches.md G7,
// G11). References to branches and items that are not there are warnings (C2): an export names items the website
// does not list, and those rows are simply never shown.

/** A rule from a function that returns the value, or the reason it fails as a string. */
function rule<T>(parse: (value: string) => T | { fail: string }) {
  return z.string().transform((raw, ctx) => {
    const result = parse(raw.trim());
    if (result !== null && typeof result === "object" && "fail" in result) {
      ctx.addIssue(result.fail);
      return z.NEVER;
    }
    return result as T;
  });
}

const MAX_QUANTITY = 1_000_000;
const quantity = rule((value) => {
  if (!/^\d+$/.test(value) || Number(value) > MAX_QUANTITY) {
    return { fail: `must be a whole number from 0 to ${MAX_QUANTITY.toLocaleString("en-GB")}, got '${value}'` };
  }
  return Number(value);
});

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;
/** How far ahead of the importing server's clock a count may claim to be (clocks differ a little). */
const FUTURE_SLACK_MS = 60 * 60_000;

/** '+01' and '+0100' as '+01:00'; none as UTC. */
const zoneOf = (zone: string | undefined) =>
  !zone || zone === "Z" ? "Z" : `${zone.slice(0, 3)}:${zone.slice(3).replace(":", "") || "00"}`;

/**
 * When the row was counted: ISO 8601 date and time, without a zone UTC (PostgreSQL's own text, as an export writes
 * it, reads too); empty means now, the moment of the import (a file imported straight from the export, and the demo
 * data). Stored as an ISO string.
 */
export const asOf = rule((value) => {
  if (value === "") return new Date().toISOString();
  const match = DATE_TIME.exec(value);
  const [, day, minutes, seconds = "00", fraction = "", zone] = match ?? [];
  const at = match
    ? new Date(`${day}T${minutes}:${seconds}.${fraction.padEnd(3, "0").slice(0, 3)}${zoneOf(zone)}`)
    : undefined;
  const realDay = match && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
  if (!at || !realDay || Number.isNaN(at.getTime())) {
    return { fail: `must be a date and time such as 2026-11-26T02:00:00Z, got '${value}'` };
  }
  if (at.getTime() > Date.now() + FUTURE_SLACK_MS) return { fail: `is in the future, got '${value}'` };
  return at.toISOString();
});

const optionalBranchId = rule((value) => {
  if (value === "") return null;
  const parsed = branchId.safeParse(value);
  return parsed.success ? parsed.data : { fail: parsed.error.issues[0].message };
});

const price = rule((value) => {
  if (value === "") return { fail: "is required" };
  const parsed = money.safeParse(value);
  return parsed.success ? parsed.data : { fail: parsed.error.issues[0].message };
});

const MAX_MILES = 1000;
const miles = rule((value) => {
  const number = Number(value);
  if (!/^\d+(\.\d)?$/.test(value) || number <= 0 || number > MAX_MILES) {
    return {
      fail: `must be a number of miles above 0 and at most ${MAX_MILES}, with at most 1 decimal, got '${value}'`,
    };
  }
  return number;
});

export const branchStockTable: ImportTableSpec = {
  key: "branch_stock",
  name: "Branch stock",
  description:
    "Optional: the quantity of each item at each branch, from the nightly stock export. Rows older than STOCK_MAX_AGE_HOURS are ignored.",
  naturalKey: ["branchId", "productCode"],
  uniqueKeys: [],
  columns: [
    column("branchId", branchId, {
      required: true,
      format: "Branch number, as in locations",
      example: "101",
      references: { table: "locations", column: "id" },
    }),
    column("productCode", requiredText(50), {
      required: true,
      format: "Product code of the item, as in equipment",
      example: "03/0120",
      references: { table: "equipment", column: "productCode" },
    }),
    column("quantity", quantity, {
      required: true,
      format: "Whole number of 0 or more: how many the branch usually has to hire",
      example: "3",
    }),
    column("asOf", asOf, {
      format:
        "When the quantity was counted: YYYY-MM-DDTHH:MM:SS with Z or an offset (no zone means UTC); empty means the moment of the import",
      example: "2026-11-26T02:00:00Z",
    }),
  ],
};

export const deliveryBandsTable: ImportTableSpec = {
  key: "delivery_bands",
  name: "Delivery bands",
  description:
    "Optional: delivery prices by distance from the branch. A branch with bands of its own uses them; other branches use the company-wide bands (empty branchId). Beyond the last band delivery is quoted on request.",
  naturalKey: ["branchId", "upToMiles"],
  uniqueKeys: [],
  columns: [
    column("branchId", optionalBranchId, {
      format: "Branch number, as in locations; empty means every branch without bands of its own",
      example: "101",
      references: { table: "locations", column: "id" },
    }),
    column("upToMiles", miles, {
      required: true,
      format: "The band's furthest distance in miles (above 0, at most 1000, 1 decimal at most)",
      example: "10",
    }),
    column("price", price, {
      required: true,
      format: "Delivery price ex VAT for this band: 0 or more, at most 2 decimals, no currency sign",
      example: "25.00",
    }),
  ],
};
