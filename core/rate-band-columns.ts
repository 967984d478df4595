import { column, money } from "./import-cell-rules.js";
import type { RowIssue } from "./import-types.js";
import type { RateBands } from "./rate-bands.js";

// The equipment table's optional rate band columns and their checks across a row (docs/decisions/money.md P7;
// core/import-columns.ts lists them with the other equipment columns).

const bandFormat = (what: string) =>
  `${what} ex VAT, same format as rate; empty means none (docs/import-format.md "Rate bands")`;

export const RATE_BAND_COLUMNS = [
  column("rateDay", money, {
    format: bandFormat("Price of one hire day; needed by the other bands"),
    example: "45.00",
  }),
  column("rateWeekend", money, {
    format: bandFormat("Price of a weekend, out Friday and back by Monday midday"),
    example: "90.00",
  }),
  column("rateWeek", money, { format: bandFormat("Price of 7 days in a row"), example: "125.00" }),
  column("rateExtraDay", money, {
    format: bandFormat("Price of each day beyond the weeks of a hire of a week or more; needs rateWeek"),
    example: "18.00",
  }),
];

type BandRow = Record<string, unknown> & {
  type: string;
  rate: string | null;
  rateType: string;
  rateDay: string | null;
  rateWeekend: string | null;
  rateWeek: string | null;
  rateExtraDay: string | null;
};

/** The bands of an imported or stored row, or null when it has none (today's pro-rata pricing, P2). */
export function rateBandsOf(row: Pick<BandRow, "rateDay" | "rateWeekend" | "rateWeek" | "rateExtraDay">) {
  if (row.rateDay === null) return null;
  const bands: RateBands = {
    day: row.rateDay,
    weekend: row.rateWeekend,
    week: row.rateWeek,
    extraDay: row.rateWeek === null ? null : row.rateExtraDay,
  };
  return bands;
}

const BAND_COLUMNS = ["rateDay", "rateWeekend", "rateWeek", "rateExtraDay"] as const;

/**
 * P7: bands are for Hire items with a rate; the other bands need rateDay, rateExtraDay needs rateWeek, and rate
 * is the band of its rateType (so a list's 'from' price is one the bands charge).
 */
export function rateBandRowIssues(input: Record<string, unknown>): RowIssue[] {
  const row = input as BandRow;
  const given = BAND_COLUMNS.filter((name) => row[name] !== null);
  if (given.length === 0) return [];
  const first = given[0];
  if (row.type !== "Hire") return [{ column: first, message: "rate bands are for Hire items only; leave it empty" }];
  if (row.rate === null) {
    return [{ column: "rate", message: "is required when rate bands are given (empty means price on application)" }];
  }
  const issues: RowIssue[] = [];
  if (row.rateDay === null) {
    issues.push({ column: "rateDay", message: `is required when ${given.join(", ")} is given` });
  }
  if (row.rateExtraDay !== null && row.rateWeek === null) {
    issues.push({ column: "rateWeek", message: "is required when rateExtraDay is given" });
  }
  const band = row.rateType === "per day" ? "rateDay" : "rateWeek";
  const bandValue = row[band];
  if (row.rateDay !== null && bandValue !== row.rate) {
    issues.push({
      column: band,
      message: `must equal rate (${row.rate}) for an item priced ${row.rateType}, got '${bandValue ?? ""}'`,
    });
  }
  return issues;
}
