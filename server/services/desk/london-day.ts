const londonHour = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", hourCycle: "h23" });

/** The instant a London calendar day starts ("2026-07-01" -> 2026-06-30T23:00:00Z in summer time). */
export function londonDayStart(isoDate: string): Date {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  // London is UTC or UTC+1 and clocks change at 01:00 UTC, so the hour London reads at UTC midnight is the offset.
  const offsetHours = Number(londonHour.format(new Date(utcMidnight)));
  return new Date(utcMidnight - offsetHours * 3_600_000);
}
