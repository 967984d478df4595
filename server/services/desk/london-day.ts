const londonHour = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", hourCycle: "h23" });

/** The instant a London calendar day starts ("2026-07-01" -> 2026-06-30T23:00:00Z in summer time). */
export function londonDayStart(isoDate: string): Date {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  // London is UTC or UTC+1 and clocks change at 01:00 UTC, so the hour London reads at UTC midnight is the offset.
  const offsetHours = Number(londonHour.format(new Date(utcMidnight)));
  return new Date(utcMidnight - offsetHours * 3_600_000);
}

const londonWallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The instant a London wall-clock time names ("2026-07-01T09:30" -> 2026-07-01T08:30:00Z in summer time). */
export function londonInstant(localDateTime: string): Date {
  const asUtc = Date.parse(`${localDateTime}:00Z`);
  const parts = Object.fromEntries(londonWallClock.formatToParts(new Date(asUtc)).map((p) => [p.type, p.value]));
  const londonAsUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute);
  return new Date(asUtc - (londonAsUtc - asUtc));
}
