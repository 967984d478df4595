export const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof weekdays)[number];

/** Day abbreviations Mon to Sun. */
export const weekdayAbbreviations: Record<Weekday, string> = {
  Monday: "Mon",
  Tuesday: "Tue",
  Wednesday: "Wed",
  Thursday: "Thu",
  Friday: "Fri",
  Saturday: "Sat",
  Sunday: "Sun",
};

export interface OpeningDay {
  day: Weekday;
  /** The branch's text for the day, or 'Closed' when blank. */
  hours: string;
}

/**
 * A branch's opening hours (JSON text keyed Monday..Sunday, docs/product.md "Data") as seven days, or null when there is
 * nothing to show: invalid text counts as empty, and the card is shown only when Monday has a value.
 */
export function openingWeek(openingHours: string | null | undefined): OpeningDay[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(openingHours ?? "");
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const byDay = parsed as Record<string, unknown>;
  const text = (day: Weekday) => (typeof byDay[day] === "string" ? (byDay[day] as string).trim() : "");
  if (!text("Monday")) return null;
  return weekdays.map((day) => ({ day, hours: text(day) || "Closed" }));
}

/** One day's hours as "HH:MM" opening and closing times ("07:30 - 17:30"), or null when closed or unreadable. */
export function openingTimes(hours: string): { opens: string; closes: string } | null {
  const match = /^(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})$/.exec(hours.trim());
  if (!match) return null;
  const [opens, closes] = [`${match[1].padStart(2, "0")}:${match[2]}`, `${match[3].padStart(2, "0")}:${match[4]}`];
  const valid = (time: string) => time <= "24:00" && Number(time.slice(3)) < 60;
  return valid(opens) && valid(closes) && opens < closes ? { opens, closes } : null;
}
