// Dates as pages, e-mails and printed estimates write them (en-GB). A calendar date (YYYY-MM-DD) is read in UTC so
// that its day never moves; an instant is shown in London time. Each format is made on its first use, so a page that
// shows no date never loads Intl's locale data for it.

function lazyFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat("en-GB", options)).format(date);
}

const calendarDay = (isoDate: string) => {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

const weekdayDayMonthYear = lazyFormat({
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const dayMonthYear = lazyFormat({ timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });
const dayShortMonth = lazyFormat({ timeZone: "UTC", day: "numeric", month: "short" });
const londonTime = lazyFormat({
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2026-03-02" -> "Monday 2 March 2026". */
export const longDate = (isoDate: string) => weekdayDayMonthYear(calendarDay(isoDate)).replace(",", "");

/** "2026-03-02" -> "2 March 2026". */
export const dayDate = (isoDate: string) => dayMonthYear(calendarDay(isoDate));

/** "2026-03-02" -> "2 Mar". */
export const shortDate = (isoDate: string) => dayShortMonth(calendarDay(isoDate));

/** "2026-11-23T17:40:00Z" -> "23 Nov 2026, 17:40" (London time). */
export const londonDateTime = (instant: string) => londonTime(new Date(instant)).replace(" at ", ", ");
