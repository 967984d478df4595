import { describe, expect, it } from "vitest";
import type { SpecialItem } from "../../../core/catalogue-types.js";
import { showsOn, SpecialsByDay, specialsView } from "./specials-window.js";

const special = (commCode: string, validFrom: string | null, validTo: string | null): SpecialItem => ({
  id: 1,
  commCode,
  categoryName: commCode.slice(0, 3),
  equipmentSlug: null,
  name: commCode,
  imageCode: "",
  fullDescription: "",
  featured: false,
  enquire: true,
  equipment: null,
  validFrom,
  validTo,
});

describe("specials' dates", () => {
  it("include both days, and a missing date leaves that side open", () => {
    const winter = special("WIN", "2026-10-01", "2027-03-31");
    expect(["2026-09-30", "2026-10-01", "2027-03-31", "2027-04-01"].map((day) => showsOn(winter, day))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(showsOn(special("ANY", null, null), "1999-01-01")).toBe(true);
    expect(showsOn(special("FROM", "2026-12-01", null), "2030-01-01")).toBe(true);
    expect(showsOn(special("TO", null, "2026-12-01"), "2026-12-02")).toBe(false);
  });

  it("show each day's specials, turning over at midnight in London", () => {
    const byDay = new SpecialsByDay(
      specialsView([special("SPG01", "2027-03-01", "2027-05-31"), special("WIN01", "2026-10-01", "2027-03-31")]),
    );
    // 23:30 UTC on 28 February is still February in London (GMT); in summer time 23:30 UTC is already tomorrow.
    const lateFebruary = byDay.dayKey(new Date("2027-02-28T23:30:00Z"));
    expect(lateFebruary).toBe("2027-02-28");
    expect([...byDay.on(lateFebruary).specialsByCategory.keys()]).toEqual(["WIN"]);
    const firstOfMarch = byDay.dayKey(new Date("2027-03-01T00:00:00Z"));
    expect([...byDay.on(firstOfMarch).specialsByCategory.keys()]).toEqual(["SPG", "WIN"]);
    expect(byDay.dayKey(new Date("2027-05-31T23:30:00Z"))).toBe("2027-06-01");
    expect(byDay.on("2027-06-01").specials).toEqual([]);
  });

  it("have no day key when no special has dates, so caches keyed by it never turn over", () => {
    const byDay = new SpecialsByDay(specialsView([special("ANY", null, null)]));
    expect(byDay.dayKey(new Date("2027-01-01T12:00:00Z"))).toBe("");
    expect(byDay.on("").specials.map((s) => s.commCode)).toEqual(["ANY"]);
  });
});
