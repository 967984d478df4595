import { describe, expect, it } from "vitest";
import { openingTimes, openingWeek } from "./opening-hours.js";

describe("openingWeek", () => {
  it("gives seven days, blank days reading Closed", () => {
    const week = openingWeek(JSON.stringify({ Monday: "07:30 - 17:30", Saturday: " ", Sunday: "Closed" }));
    expect(week).toHaveLength(7);
    expect(week![0]).toEqual({ day: "Monday", hours: "07:30 - 17:30" });
    expect(week![1]).toEqual({ day: "Tuesday", hours: "Closed" });
    expect(week![5]).toEqual({ day: "Saturday", hours: "Closed" });
  });

  it("shows nothing without a Monday value, and treats invalid text as empty", () => {
    expect(openingWeek(JSON.stringify({ Tuesday: "08:00 - 17:00" }))).toBeNull();
    expect(openingWeek("{not json")).toBeNull();
    expect(openingWeek("")).toBeNull();
    expect(openingWeek("[1,2]")).toBeNull();
  });
});

describe("openingTimes", () => {
  it("reads a day's hours as opening and closing times, and anything else as closed", () => {
    expect(openingTimes("07:30 - 17:30")).toEqual({ opens: "07:30", closes: "17:30" });
    expect(openingTimes("7:00–12:00")).toEqual({ opens: "07:00", closes: "12:00" });
    for (const text of ["Closed", "", "by appointment", "17:00 - 07:00", "07:00 - 25:00", "07:75 - 12:00"]) {
      expect(openingTimes(text), text).toBeNull();
    }
  });
});
