export const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof weekdays)[number];

/** Spec section 9: day abbreviations Mon to Sun. */
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
 * A branch's opening hours (JSON text keyed Monday..Sunday, spec section 3) as seven days, or null when there is
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
