import { longDate, shortDate } from "./date-format.js";
import { formatDays } from "./hire-dates.js";

// A request's dates as every page, e-mail and estimate writes them, built here alone: the hire period of a list with
// Hire items, or the day Resale items alone are wanted from, which is no hire period (docs/decisions/mylist.md U14).

export interface RequestPeriod {
  startDate: string;
  endDate: string;
  days: number;
}

/** "Tuesday 1 December 2026 to Thursday 3 December 2026 (2 days)". */
export function hirePeriodText({ startDate, endDate, days }: RequestPeriod): string {
  return `${longDate(startDate)} to ${longDate(endDate)} (${formatDays(days)})`;
}

/** ["Hire period", ...] for a list or request with a Hire line; ["Wanted from", day] for Resale items alone. */
export function requestDatesRow(period: RequestPeriod, items: readonly { type: string }[]): [string, string] {
  return items.some((item) => item.type === "Hire")
    ? ["Hire period", hirePeriodText(period)]
    : ["Wanted from", longDate(period.startDate)];
}

/**
 * The desk list's and export's short form. A request of Resale items alone is recorded with its day as both start and
 * end (U14), which no hire period can have (an end is after its start, R5).
 */
export function deskDatesText(startDate: string, endDate: string): string {
  return startDate === endDate ? `From ${shortDate(startDate)}` : `${shortDate(startDate)} – ${shortDate(endDate)}`;
}
