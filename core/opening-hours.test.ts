import { describe, expect, it } from "vitest";
import { openingWeek } from "./opening-hours.js";

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
