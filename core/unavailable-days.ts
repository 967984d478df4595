import { bankHolidayProblem, type BankHoliday } from "./bank-holidays.js";
import { startDateProblem } from "./hire-dates.js";

/**
 * Why the hire-period calendar shows a day as unavailable, in its words, or null when a hire may start or end on it
 * (docs/decisions/mylist.md U11): the start rules of core/hire-dates.ts (past, today, Sunday) hold for either end, and
 * so do the bank holidays the calendar marks. A holiday's name comes before 'Sunday', the more telling reason.
 */
export function unavailableDayReason(isoDate: string, today: string, holidays: readonly BankHoliday[]): string | null {
  const problem = startDateProblem(isoDate, today);
  if (problem === "past") return "In the past";
  if (problem === "today") return "Today: call your local branch for same-day hire";
  const holiday = bankHolidayProblem(isoDate, isoDate, holidays)?.holiday;
  if (holiday) return `${holiday.name}: bank holiday`;
  return problem === "sunday" ? "Sunday: branches are closed" : null;
}
