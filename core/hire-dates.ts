// Hire-period rules (docs/product.md "Validation" and docs/decisions/mylist.md R5). Dates are calendar days, `YYYY-MM-DD`, in
// Europe/London: day counts are computed on the calendar, so clock changes never shorten or lengthen a hire.

export const LONDON_TIME_ZONE = "Europe/London";
/** The longest period a list may hold; long-term hires beyond a year are arranged with a branch. */
export const MAX_HIRE_DAYS = 365;

export const TODAY_WARNING = "If you require it today, call your local branch to get urgent hire, ";
export const SUNDAY_WARNING = "Hire cannot start or end on a sunday";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written `YYYY-MM-DD` (rejects 2025-02-30). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function dayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.split("-").map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

const londonDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: LONDON_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in Europe/London at the given instant (en-CA formats as YYYY-MM-DD). */
export function todayInLondon(now: Date = new Date()): string {
  return londonDate.format(now);
}

/** The calendar day a date picker's local-midnight Date stands for, as YYYY-MM-DD. */
export function isoDateOfLocalDay(date: Date): string {
  const twoDigits = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

export function addDays(isoDate: string, days: number): string {
  return fromDayNumber(dayNumber(isoDate) + days);
}

/** Hire days: end minus start in calendar days (spec: "rounded up"; whole dates make it exact). */
export function hireDays(startDate: string, endDate: string): number {
  return dayNumber(endDate) - dayNumber(startDate);
}

export function isSunday(isoDate: string): boolean {
  return new Date(dayNumber(isoDate) * DAY_MS).getUTCDay() === 0;
}

/**
 * The period of a list without Hire items (docs/decisions/mylist.md R9). Nobody chose it, so it already meets the checkout's
 * rules: it starts on the first day after today that is neither a Sunday nor `closed` (a bank holiday) and ends on
 * the next such day.
 */
export function implicitPeriod(
  today: string,
  closed: (isoDate: string) => boolean,
): { startDate: string; endDate: string } {
  const nextOpenDay = (after: string) => {
    let date = addDays(after, 1);
    while (isSunday(date) || closed(date)) date = addDays(date, 1);
    return date;
  };
  const startDate = nextOpenDay(today);
  return { startDate, endDate: nextOpenDay(startDate) };
}

export type DraftPeriodProblem = "past" | "end-not-after-start" | "too-long";

/**
 * What a stored list may hold (R5): a start from today, an end after the start, at most MAX_HIRE_DAYS.
 * The implicit today-to-tomorrow list is valid.
 */
export function draftPeriodProblem(startDate: string, endDate: string, today: string): DraftPeriodProblem | null {
  if (startDate < today) return "past";
  if (endDate <= startDate) return "end-not-after-start";
  if (hireDays(startDate, endDate) > MAX_HIRE_DAYS) return "too-long";
  return null;
}

export const draftPeriodMessages: Record<DraftPeriodProblem, string> = {
  past: "The hire cannot start before today",
  "end-not-after-start": "The end date must be after the start date",
  "too-long": `The hire period can be at most ${MAX_HIRE_DAYS} days; call your local branch for longer hires`,
};

export type BookablePeriodProblem = DraftPeriodProblem | "today" | "sunday";

/**
 * The rules a request must meet (docs/product.md "Validation", checked by the hire-period dialog and at checkout): the
 * draft rules, no same-day start, no Sunday at either end. The today warning takes precedence over Sunday.
 */
export function bookablePeriodProblem(startDate: string, endDate: string, today: string): BookablePeriodProblem | null {
  const start = startDateProblem(startDate, today);
  if (start) return start;
  if (isSunday(endDate)) return "sunday";
  return draftPeriodProblem(startDate, endDate, today);
}

/** The rules for a start date on its own (also a special request's fromDate): not past, not today, not a Sunday. */
export function startDateProblem(startDate: string, today: string): "past" | "today" | "sunday" | null {
  if (startDate < today) return "past";
  if (startDate === today) return "today";
  if (isSunday(startDate)) return "sunday";
  return null;
}

/** The checkout's answer when the period breaks a rule: it asks the customer to change the dates. */
export function bookablePeriodMessage(problem: BookablePeriodProblem): string {
  const reason =
    problem === "today"
      ? "same-day hire cannot be requested online, so call your local branch for urgent hire"
      : problem === "sunday"
        ? "hire cannot start or end on a Sunday"
        : draftPeriodMessages[problem].replace(/^The/, "the");
  return `Please change your hire dates: ${reason}.`;
}

/** "1 day", "3 days" (spec: singular for 1). */
export function formatDays(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}
