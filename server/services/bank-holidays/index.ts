import type Holidays from "date-holidays";
import type { BankHoliday, Nation } from "../../../core/bank-holidays.js";

// The public and bank holidays of each nation, from the date-holidays dataset (a kept, maintained list rather than
// one typed by hand). It is large, so it stays on the server; the browser asks GET /api/bank-holidays. The dataset
// is loaded when first asked for, not at start-up, which it would slow (docs/decisions/performance.md N12).

const REGIONS: Record<Nation, [country: string, state?: string]> = {
  eng: ["GB", "ENG"],
  sct: ["GB", "SCT"],
  nir: ["GB", "NIR"],
  roi: ["IE"],
};

// 'public' days are statutory; Ireland's Good Friday and substitute days are 'bank' days. Observances
// (Mother's Day, Halloween...) do not close branches.
const CLOSING_TYPES = new Set(["public", "bank"]);

/** How many years from the current one GET /api/bank-holidays covers (hires run at most 365 days, R5). */
export const WINDOW_YEARS = 3;

export class BankHolidays {
  private readonly byYear = new Map<string, readonly BankHoliday[]>();
  private readonly calendars = new Map<Nation, Holidays>();
  private dataset?: Promise<typeof Holidays>;

  /** The holidays of one nation in one calendar year, in date order (memoised; each year is worked out once). */
  async inYear(nation: Nation, year: number): Promise<readonly BankHoliday[]> {
    const key = `${nation}:${year}`;
    let holidays = this.byYear.get(key);
    if (!holidays) {
      const seen = new Set<string>();
      holidays = (await this.calendar(nation))
        .getHolidays(year, "en")
        .filter((holiday) => CLOSING_TYPES.has(holiday.type))
        .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }))
        .filter((holiday) => !seen.has(holiday.date) && seen.add(holiday.date) !== undefined)
        .sort((a, b) => a.date.localeCompare(b.date));
      this.byYear.set(key, holidays);
    }
    return holidays;
  }

  /** The holidays from 1 January of `fromYear` for `years` calendar years. */
  async window(nation: Nation, fromYear: number, years = WINDOW_YEARS): Promise<BankHoliday[]> {
    const perYear = await Promise.all(Array.from({ length: years }, (_, i) => this.inYear(nation, fromYear + i)));
    return perYear.flat();
  }

  /** The holidays of the years the given dates fall in (what a check of a hire period needs). */
  async around(nation: Nation, ...dates: string[]): Promise<BankHoliday[]> {
    const years = [...new Set(dates.map((date) => Number(date.slice(0, 4))))];
    const perYear = await Promise.all(years.map((year) => this.inYear(nation, year)));
    return perYear.flat();
  }

  private async calendar(nation: Nation): Promise<Holidays> {
    let calendar = this.calendars.get(nation);
    if (!calendar) {
      this.dataset ??= import("date-holidays").then((module) => module.default);
      const Holidays = await this.dataset;
      calendar = this.calendars.get(nation); // another caller may have made it while the dataset loaded
      if (calendar) return calendar;
      const [country, state] = REGIONS[nation];
      calendar = state ? new Holidays(country, state) : new Holidays(country);
      this.calendars.set(nation, calendar);
    }
    return calendar;
  }
}
