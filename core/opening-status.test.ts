import { describe, expect, it } from "vitest";
import { openingWeek } from "./opening-hours.js";
import { localMoment, openingStatus, openingStatusText } from "./opening-status.js";

const week = openingWeek(
  JSON.stringify({
    Monday: "07:30 - 17:30",
    Tuesday: "07:30 - 17:30",
    Wednesday: "07:30 - 17:30",
    Thursday: "07:30 - 17:30",
    Friday: "07:30 - 17:30",
    Saturday: "08:00 - 12:00",
    Sunday: "Closed",
  }),
)!;
const christmas = { date: "2026-12-25", name: "Christmas Day" };
const boxingDay = { date: "2026-12-26", name: "Boxing Day" };
const text = (instant: string, holidays = [christmas, boxingDay], nation: "eng" | "roi" = "eng") => {
  const status = openingStatus(week, localMoment(new Date(instant), nation), holidays);
  return status && openingStatusText(status);
};

describe("openingStatus", () => {
  it("says open until closing time, and when it next opens after closing", () => {
    expect(text("2026-11-24T10:00:00Z")).toBe("Open now until 17:30");
    expect(text("2026-11-24T06:00:00Z")).toBe("Opens 7:30 today");
    expect(text("2026-11-24T17:30:00Z")).toBe("Opens 7:30 tomorrow");
    expect(text("2026-11-28T13:00:00Z")).toBe("Opens 7:30 Monday");
  });

  it("reads the branch's own clock: British summer time, and Ireland's", () => {
    // 06:45 UTC is 07:45 in London in July.
    expect(text("2026-07-07T06:45:00Z")).toBe("Open now until 17:30");
    expect(text("2026-07-07T06:45:00Z", [], "roi")).toBe("Open now until 17:30");
    expect(localMoment(new Date("2026-11-28T23:30:00Z"), "eng")).toEqual({
      date: "2026-11-28",
      weekday: "Saturday",
      minutes: 23 * 60 + 30,
    });
  });

  it("skips bank holidays, naming the one it is closed for", () => {
    expect(text("2026-12-25T10:00:00Z")).toBe("Closed for Christmas Day: opens 7:30 Monday");
    expect(text("2026-12-24T18:00:00Z")).toBe("Opens 7:30 Monday");
    expect(text("2026-12-24T18:00:00Z", [])).toBe("Opens 7:30 tomorrow");
  });

  it("says nothing of hours it cannot read", () => {
    const odd = openingWeek(JSON.stringify({ Monday: "By appointment" }))!;
    expect(openingStatus(odd, localMoment(new Date("2026-11-24T10:00:00Z"), "eng"), [])).toBeNull();
    const closed = openingWeek(JSON.stringify({ Monday: "Closed" }))!;
    expect(openingStatus(closed, localMoment(new Date("2026-11-24T10:00:00Z"), "eng"), [])).toBeNull();
  });
});
