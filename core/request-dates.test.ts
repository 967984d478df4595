import { describe, expect, it } from "vitest";
import { deskDatesText, hirePeriodText, requestDatesRow } from "./request-dates.js";

const period = { startDate: "2026-12-01", endDate: "2026-12-03", days: 2 };

describe("a request's dates", () => {
  it("write a hire period with its days, one day singular", () => {
    expect(hirePeriodText(period)).toBe("Tuesday 1 December 2026 to Thursday 3 December 2026 (2 days)");
    expect(hirePeriodText({ startDate: "2026-12-01", endDate: "2026-12-02", days: 1 })).toBe(
      "Tuesday 1 December 2026 to Wednesday 2 December 2026 (1 day)",
    );
  });

  it("give a list with a Hire line its hire period, and Resale items alone the day they are wanted from", () => {
    expect(requestDatesRow(period, [{ type: "Resale" }, { type: "Hire" }])).toEqual([
      "Hire period",
      "Tuesday 1 December 2026 to Thursday 3 December 2026 (2 days)",
    ]);
    expect(requestDatesRow(period, [{ type: "Resale" }])).toEqual(["Wanted from", "Tuesday 1 December 2026"]);
  });

  it("are short on the desk, where a day alone is a purchase's", () => {
    expect(deskDatesText("2026-12-01", "2026-12-03")).toBe("1 Dec – 3 Dec");
    expect(deskDatesText("2026-11-30", "2026-11-30")).toBe("From 30 Nov");
  });
});
