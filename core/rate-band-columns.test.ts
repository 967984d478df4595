import { describe, expect, it } from "vitest";
import { rateBandRowIssues, rateBandsOf } from "./rate-band-columns.js";

// docs/decisions/money.md P7: the checks across an equipment row's rate bands.

const row = (over: Record<string, unknown>) => ({
  type: "Hire",
  rate: "180.00",
  rateType: "per week",
  rateDay: null,
  rateWeekend: null,
  rateWeek: null,
  rateExtraDay: null,
  ...over,
});

describe("rate band rows", () => {
  it("accepts a row without bands and a consistent banded row", () => {
    expect(rateBandRowIssues(row({}))).toEqual([]);
    expect(rateBandRowIssues(row({ rateDay: "45.00", rateWeekend: "90.00", rateWeek: "180.00" }))).toEqual([]);
    expect(rateBandRowIssues(row({ rateType: "per day", rate: "45.00", rateDay: "45.00" }))).toEqual([]);
  });

  it("refuses bands on Resale items and on items without a rate", () => {
    expect(rateBandRowIssues(row({ type: "Resale", rateDay: "1.00" }))).toEqual([
      { column: "rateDay", message: "rate bands are for Hire items only; leave it empty" },
    ]);
    expect(rateBandRowIssues(row({ rate: null, rateDay: "1.00" }))[0].column).toBe("rate");
  });

  it("needs rateDay for the other bands and rateWeek for an extra day", () => {
    expect(rateBandRowIssues(row({ rateWeek: "180.00" }))).toEqual([
      { column: "rateDay", message: "is required when rateWeek is given" },
    ]);
    expect(rateBandRowIssues(row({ rateDay: "45.00", rateExtraDay: "20.00" })).map((i) => i.column)).toEqual([
      "rateWeek",
      "rateWeek",
    ]);
  });

  it("needs rate to be the band of its rate type", () => {
    expect(rateBandRowIssues(row({ rateDay: "45.00", rateWeek: "170.00" }))).toEqual([
      { column: "rateWeek", message: "must equal rate (180.00) for an item priced per week, got '170.00'" },
    ]);
  });

  it("reads a stored row's bands", () => {
    expect(rateBandsOf(row({}))).toBeNull();
    expect(rateBandsOf(row({ rateDay: "45.00", rateExtraDay: "20.00" }))).toEqual({
      day: "45.00",
      weekend: null,
      week: null,
      extraDay: null,
    });
  });
});
