import { describe, expect, it } from "vitest";
import { bankHolidayProblem, type Nation } from "../../../core/bank-holidays.js";
import { BankHolidays } from "./index.js";

const holidays = new BankHolidays();
const nameOn = async (nation: Nation, date: string) =>
  (await holidays.inYear(nation, Number(date.slice(0, 4)))).find((holiday) => holiday.date === date)?.name;

describe("BankHolidays (date-holidays dataset)", () => {
  it("has Christmas Day 2026 in all four nations", async () => {
    for (const nation of ["eng", "sct", "nir", "roi"] as const)
      expect(await nameOn(nation, "2026-12-25")).toBe("Christmas Day");
  });

  it("has St Patrick's Day 2027 in Northern Ireland and Ireland only", async () => {
    expect(await nameOn("nir", "2027-03-17")).toMatch(/^St\.? Patrick.s Day$/);
    expect(await nameOn("roi", "2027-03-17")).toMatch(/^St\.? Patrick.s Day$/);
    expect(await nameOn("eng", "2027-03-17")).toBeUndefined();
    expect(await nameOn("sct", "2027-03-17")).toBeUndefined();
  });

  it("has 2 January 2027 in Scotland only", async () => {
    expect(await nameOn("sct", "2027-01-02")).toBe("January 2nd");
    for (const nation of ["eng", "nir", "roi"] as const) expect(await nameOn(nation, "2027-01-02")).toBeUndefined();
  });

  it("counts substitute days", async () => {
    // Boxing Day 2026 is a Saturday: Monday 28 December is the substitute day.
    expect(await nameOn("eng", "2026-12-28")).toBe("Boxing Day (substitute day)");
    expect(await nameOn("sct", "2027-01-04")).toBe("January 2nd (substitute day)");
  });

  it("leaves out observances that do not close branches", async () => {
    const names = (await holidays.inYear("eng", 2026)).map((holiday) => holiday.name);
    expect(names).not.toContain("Mother's Day");
    expect(names).toContain("Early May bank holiday");
    expect((await holidays.inYear("eng", 2026)).every((holiday) => /^2026-\d\d-\d\d$/.test(holiday.date))).toBe(true);
  });

  it("gives a window of whole years in date order", async () => {
    const window = await holidays.window("sct", 2026);
    expect(window[0].date).toBe("2026-01-01");
    expect(window.at(-1)!.date.startsWith("2028-12")).toBe(true);
    expect(window.map((holiday) => holiday.date)).toEqual(window.map((holiday) => holiday.date).sort());
  });

  it("finds a period that starts or ends on a holiday of the nation", async () => {
    const eng = await holidays.around("eng", "2026-12-25", "2026-12-30");
    expect(bankHolidayProblem("2026-12-25", "2026-12-30", eng)).toEqual({
      field: "startDate",
      holiday: { date: "2026-12-25", name: "Christmas Day" },
    });
    expect(bankHolidayProblem("2026-12-22", "2026-12-28", eng)?.field).toBe("endDate");
    const nir = await holidays.around("nir", "2027-03-17", "2027-03-19");
    expect(bankHolidayProblem("2027-03-17", "2027-03-19", nir)?.holiday.date).toBe("2027-03-17");
    expect(bankHolidayProblem("2027-03-17", "2027-03-19", await holidays.around("eng", "2027-03-17"))).toBeNull();
  });
});
