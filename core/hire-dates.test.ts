import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  bookablePeriodMessage,
  bookablePeriodProblem,
  draftPeriodProblem,
  formatDays,
  hireDays,
  isIsoDate,
  isoDateOfLocalDay,
  isSunday,
  MAX_HIRE_DAYS,
  todayInLondon,
} from "./hire-dates.js";

describe("calendar dates", () => {
  it("accepts real dates only", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true); // leap year
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-04-31")).toBe(false);
    expect(isIsoDate("2026-4-1")).toBe(false);
    expect(isIsoDate("2026-04-01T00:00:00Z")).toBe(false);
  });

  it("reads a date picker's local day as the same calendar day, padded", () => {
    expect(isoDateOfLocalDay(new Date(2026, 0, 5))).toBe("2026-01-05");
    expect(isoDateOfLocalDay(new Date(2026, 11, 31, 23, 59))).toBe("2026-12-31");
  });

  it("counts days across month and year ends", () => {
    expect(hireDays("2026-01-31", "2026-02-01")).toBe(1);
    expect(hireDays("2026-02-27", "2026-03-02")).toBe(3);
    expect(hireDays("2028-02-28", "2028-03-01")).toBe(2);
    expect(hireDays("2026-12-31", "2027-01-04")).toBe(4);
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
  });

  it("counts whole days across the clock changes (the 23- and 25-hour days)", () => {
    // British Summer Time 2026 starts on Sunday 29 March and ends on Sunday 25 October.
    expect(hireDays("2026-03-28", "2026-03-30")).toBe(2);
    expect(hireDays("2026-10-24", "2026-10-26")).toBe(2);
    expect(hireDays("2026-03-01", "2026-11-01")).toBe(245);
  });

  it("takes today from Europe/London, not UTC", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(todayInLondon(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    // In winter London is on UTC.
    expect(todayInLondon(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
    // Either side of the spring change at 01:00 UTC.
    expect(todayInLondon(new Date("2026-03-29T00:59:00Z"))).toBe("2026-03-29");
    expect(todayInLondon(new Date("2026-03-28T23:59:00Z"))).toBe("2026-03-28");
  });

  it("knows Sundays", () => {
    expect(isSunday("2026-03-29")).toBe(true);
    expect(isSunday("2026-03-30")).toBe(false);
  });

  it("says day or days", () => {
    expect(formatDays(1)).toBe("1 day");
    expect(formatDays(2)).toBe("2 days");
  });
});

describe("hire-period rules", () => {
  const today = "2026-06-10"; // a Wednesday

  it("lets a list hold today to tomorrow, but nothing past, backwards or longer than a year (R5)", () => {
    expect(draftPeriodProblem(today, "2026-06-11", today)).toBeNull();
    expect(draftPeriodProblem("2026-06-09", "2026-06-11", today)).toBe("past");
    expect(draftPeriodProblem("2026-06-12", "2026-06-12", today)).toBe("end-not-after-start");
    expect(draftPeriodProblem("2026-06-12", "2026-06-11", today)).toBe("end-not-after-start");
    expect(draftPeriodProblem("2026-06-12", addDays("2026-06-12", MAX_HIRE_DAYS), today)).toBeNull();
    expect(draftPeriodProblem("2026-06-12", addDays("2026-06-12", MAX_HIRE_DAYS + 1), today)).toBe("too-long");
  });

  it("refuses a request starting today, before the Sunday rule (the today warning takes precedence)", () => {
    expect(bookablePeriodProblem(today, "2026-06-12", today)).toBe("today");
    expect(bookablePeriodProblem("2026-06-14", "2026-06-14", "2026-06-14")).toBe("today");
  });

  it("refuses a request starting or ending on a Sunday", () => {
    expect(bookablePeriodProblem("2026-06-14", "2026-06-16", today)).toBe("sunday");
    expect(bookablePeriodProblem("2026-06-11", "2026-06-14", today)).toBe("sunday");
    expect(bookablePeriodProblem("2026-06-11", "2026-06-15", today)).toBeNull(); // spans a Sunday: fine
  });

  it("refuses past starts and backwards periods", () => {
    expect(bookablePeriodProblem("2026-06-01", "2026-06-12", today)).toBe("past");
    expect(bookablePeriodProblem("2026-06-12", "2026-06-11", today)).toBe("end-not-after-start");
  });

  it("asks the customer to change the dates", () => {
    expect(bookablePeriodMessage("sunday")).toBe(
      "Please change your hire dates: hire cannot start or end on a Sunday.",
    );
    expect(bookablePeriodMessage("past")).toBe("Please change your hire dates: the hire cannot start before today.");
  });

  it("agrees with a day-by-day walk for any period", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01"), max: new Date("2035-12-31"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 400 }),
        (start, days) => {
          const startDate = start.toISOString().slice(0, 10);
          let date = startDate;
          for (let i = 0; i < days; i++) date = addDays(date, 1);
          expect(hireDays(startDate, date)).toBe(days);
          expect(isIsoDate(date)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
