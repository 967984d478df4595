import { longDate } from "../../server/services/mail/templates.js";

const londonTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2026-11-23T17:40:00Z" -> "23 Nov 2026, 17:40" (London time), formatted on the server so hydration agrees. */
export const londonDateTime = (iso: string) => londonTime.format(new Date(iso)).replace(" at ", ", ");

/** "2026-03-02" -> "Monday 2 March 2026". */
export { longDate };

const dayMonth = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short" });
/** "2026-03-02" -> "2 Mar". */
export const shortDate = (isoDate: string) => dayMonth.format(new Date(`${isoDate}T00:00:00Z`));
