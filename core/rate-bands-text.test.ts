import { describe, expect, it } from "vitest";
import { formatMoney } from "./money.js";
import { bandSummary, describeLinePricing, lineRateText } from "./rate-bands-text.js";

describe("line pricing in words (docs/decisions/money.md P9)", () => {
  it("says how a banded line was priced", () => {
    const pricing = {
      kind: "bands" as const,
      parts: [
        { band: "week" as const, count: 1, amount: "180.00" },
        { band: "day" as const, count: 2, amount: "90.00" },
      ],
    };
    expect(bandSummary(pricing.parts)).toBe("1 week + 2 days");
    expect(describeLinePricing(pricing, formatMoney)).toBe("1 week £180.00 + 2 days £90.00");
    expect(describeLinePricing(pricing, formatMoney, 3)).toBe("1 week £180.00 + 2 days £90.00 each");
  });

  it("says how a line with only a rate was worked out", () => {
    const weekly = { kind: "rate" as const, rate: "260.00", rateType: "per week" as const, days: 4, amount: "148.57" };
    expect(describeLinePricing(weekly, formatMoney)).toBe("£260.00 a week, charged by the day: 4 days £148.57");
    const daily = { kind: "rate" as const, rate: "45.00", rateType: "per day" as const, days: 1, amount: "45.00" };
    expect(describeLinePricing(daily, formatMoney)).toBe("£45.00 a day: 1 day £45.00");
  });

  it("falls back to the rate for lines recorded without pricing", () => {
    expect(lineRateText({ rate: "45.00", rateType: "per week", type: "Hire", quantity: 1 })).toBe("£45.00 per week");
    expect(lineRateText({ rate: null, rateType: "per week", type: "Hire", quantity: 1 })).toBe("Price on application");
  });
});

describe("a week charged for fewer days (docs/decisions/money.md P10)", () => {
  const week = (count: number, amount: string) => ({
    kind: "bands" as const,
    parts: [{ band: "week" as const, count, amount }],
  });

  it("says the days and that the weekly rate is the cheaper charge", () => {
    expect(describeLinePricing(week(1, "208.00"), formatMoney, 1, { days: 4, dayRate: "60.00" })).toBe(
      "4 days, charged at the weekly rate (cheaper than 4 x £60.00 a day): £208.00",
    );
    expect(describeLinePricing(week(1, "208.00"), formatMoney, 2, { days: 4, dayRate: "60.00" })).toBe(
      "4 days, charged at the weekly rate (cheaper than 4 x £60.00 a day): £208.00 each",
    );
    expect(describeLinePricing(week(2, "416.00"), formatMoney, 1, { days: 12, dayRate: "60.00" })).toBe(
      "12 days, charged as 2 weeks: £416.00",
    );
  });

  it("claims no saving on a tie, and words full weeks and mixed lines as before", () => {
    expect(describeLinePricing(week(1, "240.00"), formatMoney, 1, { days: 4, dayRate: "60.00" })).toBe(
      "4 days, charged at the weekly rate: £240.00",
    );
    expect(describeLinePricing(week(1, "208.00"), formatMoney, 1, { days: 7, dayRate: "60.00" })).toBe(
      "1 week £208.00",
    );
    const mixed = {
      kind: "bands" as const,
      parts: [...week(1, "208.00").parts, { band: "day" as const, count: 1, amount: "60.00" }],
    };
    expect(describeLinePricing(mixed, formatMoney, 1, { days: 8, dayRate: "60.00" })).toBe(
      "1 week £208.00 + 1 day £60.00",
    );
  });
});
