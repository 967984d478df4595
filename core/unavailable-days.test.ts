import { describe, expect, it } from "vitest";
import { unavailableDayReason } from "./unavailable-days.js";

const TODAY = "2026-12-21"; // a Monday
const HOLIDAYS = [
  { date: "2026-12-25", name: "Christmas Day" },
  { date: "2026-12-28", name: "Boxing Day (substitute day)" },
];

describe("unavailableDayReason (docs/decisions/mylist.md U11)", () => {
  it("names why a day can neither start nor end a hire", () => {
    expect(unavailableDayReason("2026-12-20", TODAY, HOLIDAYS)).toBe("In the past");
    expect(unavailableDayReason(TODAY, TODAY, HOLIDAYS)).toBe("Today: call your local branch for same-day hire");
    expect(unavailableDayReason("2026-12-27", TODAY, HOLIDAYS)).toBe("Sunday: branches are closed");
    expect(unavailableDayReason("2026-12-25", TODAY, HOLIDAYS)).toBe("Christmas Day: bank holiday");
    expect(unavailableDayReason("2026-12-28", TODAY, HOLIDAYS)).toBe("Boxing Day (substitute day): bank holiday");
  });

  it("leaves open days free, and a holiday on a Sunday names the holiday", () => {
    expect(unavailableDayReason("2026-12-22", TODAY, HOLIDAYS)).toBeNull();
    expect(unavailableDayReason("2026-12-26", TODAY, HOLIDAYS)).toBeNull();
    expect(unavailableDayReason("2027-12-26", TODAY, [{ date: "2027-12-26", name: "Boxing Day" }])).toBe(
      "Boxing Day: bank holiday",
    );
  });
});
