import { NATIONS, type Nation } from "../../../core/bank-holidays.js";
import { addDays, implicitPeriod } from "../../../core/hire-dates.js";
import type { BankHolidays } from "../bank-holidays/index.js";
import type { CurrentItem } from "./pricing.js";

// docs/decisions/mylist.md R9: a reservation without Hire items carries a period nobody chose, so the server keeps it within the
// rules (no same-day start, no Sunday, no bank holiday) and the customer is never asked to change it.

/** A reservation "without Hire items" holds only Resale items, or nothing yet. */
export const hasHireItem = (items: readonly CurrentItem[]) => items.some((item) => item.equipment.type === "Hire");

/**
 * The implicit period from `today`, skipping the bank holidays of `nations`: every nation before a branch is known
 * (the period then suits any branch), the branch's own at checkout.
 */
export async function implicitPeriodFor(
  bankHolidays: BankHolidays,
  today: string,
  nations: readonly Nation[] = NATIONS,
): Promise<{ startDate: string; endDate: string }> {
  // Three weeks ahead covers the longest run of closed days (Christmas to New Year) and a year's turn.
  const horizon = addDays(today, 21);
  const perNation = await Promise.all(nations.map((nation) => bankHolidays.around(nation, today, horizon)));
  const closed = new Set(perNation.flat().map((holiday) => holiday.date));
  return implicitPeriod(today, (date) => closed.has(date));
}
