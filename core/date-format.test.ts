import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayDate, londonDateTime, longDate, shortDate } from "./date-format.js";

describe("calendar dates", () => {
  it("write the day the date names, whatever the clock", () => {
    expect(longDate("2026-03-02")).toBe("Monday 2 March 2026");
    expect(longDate("2025-12-01")).toBe("Monday 1 December 2025");
    expect(dayDate("2026-12-25")).toBe("25 December 2026");
    expect(shortDate("2026-03-02")).toBe("2 Mar");
    // The day after the clocks change in London stays that day.
    expect(longDate("2026-03-30")).toBe("Monday 30 March 2026");
  });

  it("agree with each other for every day of 2000-2099", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        (when) => {
          const iso = when.toISOString().slice(0, 10);
          const [, , d] = iso.split("-").map(Number);
          expect(longDate(iso).endsWith(dayDate(iso))).toBe(true);
          expect(dayDate(iso).startsWith(`${d} `)).toBe(true);
          expect(shortDate(iso).startsWith(`${d} `)).toBe(true);
          expect(longDate(iso)).not.toContain(",");
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("londonDateTime", () => {
  it("shows an instant in London time, summer and winter", () => {
    expect(londonDateTime("2026-11-23T17:40:00Z")).toBe("23 Nov 2026, 17:40");
    expect(londonDateTime("2026-07-03T07:05:00Z")).toBe("3 Jul 2026, 08:05");
    expect(londonDateTime("2026-01-01T00:05:00Z")).toBe("1 Jan 2026, 00:05");
  });
});
