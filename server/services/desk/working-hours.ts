import { nationOfPostcode, type BankHoliday, type Nation } from "../../../core/bank-holidays.js";
import { addDays, todayInLondon } from "../../../core/hire-dates.js";
import { openingTimes, openingWeek, weekdays } from "../../../core/opening-hours.js";
import { londonInstant } from "./london-day.js";

// Working hours: the time a branch is open, from its opening hours and its nation's bank holidays
// (docs/decisions/mylist.md D17). Branches in Ireland keep the same clock as London.

export interface BranchHours {
  openingHours: string;
  postcode: string;
}

export interface HolidayLookup {
  around(nation: Nation, ...dates: string[]): Promise<readonly BankHoliday[]>;
}

/** How far back the walk looks for opening hours; a branch closed this long has had no working hours at all. */
const LOOK_BACK_DAYS = 21;

const weekdayOf = (isoDate: string) => weekdays[(new Date(`${isoDate}T12:00:00Z`).getUTCDay() + 6) % 7];

/**
 * The latest instant a request could have arrived and have waited `minutes` of the branch's working time by `now`:
 * a request received before it has waited longer. Without readable opening hours (or without a branch) the clock
 * counts every hour; a branch with no opening in three weeks answers the epoch, so nothing counts as waiting.
 */
export async function workingTimeBefore(
  now: Date,
  minutes: number,
  branch: BranchHours | undefined,
  holidays: HolidayLookup,
): Promise<Date> {
  const week = branch ? openingWeek(branch.openingHours) : null;
  if (!branch || !week) return new Date(now.getTime() - minutes * 60_000);
  const today = todayInLondon(now);
  const closed = new Set(
    (await holidays.around(nationOfPostcode(branch.postcode), today, addDays(today, -LOOK_BACK_DAYS))).map(
      (holiday) => holiday.date,
    ),
  );
  let remaining = minutes * 60_000;
  for (let back = 0; back <= LOOK_BACK_DAYS; back++) {
    const date = addDays(today, -back);
    const times = closed.has(date) ? null : openingTimes(week.find((day) => day.day === weekdayOf(date))!.hours);
    if (!times) continue;
    const opens = londonInstant(`${date}T${times.opens}`).getTime();
    const closes = Math.min(londonInstant(`${date}T${times.closes}`).getTime(), now.getTime());
    if (closes <= opens) continue;
    if (closes - opens >= remaining) return new Date(closes - remaining);
    remaining -= closes - opens;
  }
  return new Date(0);
}
