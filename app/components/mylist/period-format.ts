const long = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** '2025-12-01' -> 'Monday 1 December 2025' (calendar dates, so read in UTC to keep the day). */
export function longDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return long.format(new Date(Date.UTC(y, m - 1, d))).replace(",", "");
}
