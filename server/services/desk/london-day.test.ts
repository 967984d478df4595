import { describe, expect, it } from "vitest";
import { londonDayStart } from "./london-day.js";

describe("londonDayStart", () => {
  it("is UTC midnight in winter and 23:00 the day before in summer", () => {
    expect(londonDayStart("2026-01-15").toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(londonDayStart("2026-07-01").toISOString()).toBe("2026-06-30T23:00:00.000Z");
    expect(londonDayStart("2026-03-29").toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(londonDayStart("2026-10-25").toISOString()).toBe("2026-10-24T23:00:00.000Z");
  });
});
