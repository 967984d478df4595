import type { BankHoliday, Nation } from "./bank-holidays.js";
import { weekdays, type OpeningDay, type Weekday } from "./opening-hours.js";

// Whether a branch is open at an instant, from its week and its nation's bank holidays
// (docs/decisions/branches.md L14). Pure: the browser works it out after the page loads, as pages are cached.

/** A branch's local clock: its calendar day, weekday and minutes since midnight. */
export interface LocalMoment {
  date: string;
  weekday: Weekday;
  minutes: number;
}

export type OpeningStatus =
  | { open: true; closes: string }
  | { open: false; opens: string; on: "today" | "tomorrow" | Weekday; closedFor: BankHoliday | null };

const TIME_ZONES: Record<Nation, string> = {
  eng: "Europe/London",
  sct: "Europe/London",
  nir: "Europe/London",
  roi: "Europe/Dublin",
};

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The clock of a branch in `nation` at `now`. */
export function localMoment(now: Date, nation: Nation): LocalMoment {
  const timeZone = TIME_ZONES[nation];
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "long",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clocks.set(timeZone, clock);
  }
  const part = Object.fromEntries(clock.formatToParts(now).map(({ type, value }) => [type, value]));
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    weekday: part.weekday as Weekday,
    minutes: Number(part.hour) * 60 + Number(part.minute),
  };
}

interface Span {
  opens: number;
  closes: number;
}

/** '07:30 - 17:30' as minutes; null for 'Closed' or any text of another shape. */
function spanOf(hours: string): Span | null | "unknown" {
  if (hours === "Closed") return null;
  const match = hours.match(/^(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})$/);
  if (!match) return "unknown";
  const [opens, closes] = [Number(match[1]) * 60 + Number(match[2]), Number(match[3]) * 60 + Number(match[4])];
  return opens < closes ? { opens, closes } : "unknown";
}

/** 450 -> '7:30', as people say it. */
const clockText = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;

const nextDate = (isoDate: string, days: number) => {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/**
 * Open now (until when), or when it next opens within a week: null when a day's hours are in no shape we can read, or
 * the branch opens on no day of the week.
 */
export function openingStatus(
  week: readonly OpeningDay[],
  at: LocalMoment,
  holidays: readonly BankHoliday[],
): OpeningStatus | null {
  const closedOn = (date: string) => holidays.find((holiday) => holiday.date === date) ?? null;
  const todayIndex = weekdays.indexOf(at.weekday);
  const closedFor = closedOn(at.date);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = weekdays[(todayIndex + ahead) % 7];
    const span = spanOf(week.find((entry) => entry.day === day)?.hours ?? "Closed");
    if (span === "unknown") return null;
    if (!span || closedOn(nextDate(at.date, ahead))) continue;
    if (ahead === 0) {
      if (at.minutes >= span.opens && at.minutes < span.closes) return { open: true, closes: clockText(span.closes) };
      if (at.minutes >= span.closes) continue;
    }
    const on = ahead === 0 ? "today" : ahead === 1 ? "tomorrow" : day;
    return { open: false, opens: clockText(span.opens), on, closedFor };
  }
  return null;
}

/** 'Open now until 17:30', 'Opens 7:30 tomorrow', 'Closed for Christmas Day: opens 7:30 Monday'. */
export function openingStatusText(status: OpeningStatus): string {
  if (status.open) return `Open now until ${status.closes}`;
  const opens = `${status.opens} ${status.on}`;
  return status.closedFor ? `Closed for ${status.closedFor.name}: opens ${opens}` : `Opens ${opens}`;
}
