import { dayDate } from "./date-format.js";
import { isEircode, isUkPostcode, normalisePostcodeInput, outwardCode, postcodeArea } from "./postcode-format.js";
import { site } from "./site.js";

// Bank holidays (docs/decisions/mylist.md V1, V2): branches close on the public holidays of their nation. The dates
// come from the date-holidays dataset on the server (server/services/bank-holidays.ts); the rules both sides apply live
// here.

export const NATIONS = ["eng", "sct", "nir", "roi"] as const;
export type Nation = (typeof NATIONS)[number];

export const NATION_NAMES: Record<Nation, string> = {
  eng: "England and Wales",
  sct: "Scotland",
  nir: "Northern Ireland",
  roi: "Ireland",
};

/**
 * Before a branch is known the calendar uses the brand's home nation: England and Wales for a UK company, where most
 * branches are (docs/decisions/mylist.md V2), Ireland for an Irish one (docs/decisions/operation.md O8).
 */
export const DEFAULT_NATION: Nation = site.homeNation;

export interface BankHoliday {
  /** YYYY-MM-DD */
  date: string;
  /** The dataset's name, e.g. 'Christmas Day', 'Boxing Day (substitute day)'. */
  name: string;
}

// Postcode areas wholly or mainly in Scotland; TD15 (Berwick-upon-Tweed) is in England.
export const SCOTTISH_AREAS = new Set([
  "AB",
  "DD",
  "DG",
  "EH",
  "FK",
  "G",
  "HS",
  "IV",
  "KA",
  "KW",
  "KY",
  "ML",
  "PA",
  "PH",
  "TD",
  "ZE",
]);
const ENGLISH_OUTWARD_CODES = new Set(["TD15"]);

/**
 * The nation whose bank holidays a branch keeps, from its postcode: an Eircode is Ireland, BT Northern Ireland,
 * the Scottish postcode areas Scotland, and every other UK postcode (English and Welsh ones share their bank
 * holidays) England and Wales. Text that is no postcode also gets England and Wales.
 */
export function nationOfPostcode(postcode: string): Nation {
  const text = normalisePostcodeInput(postcode);
  if (isEircode(text)) return "roi";
  if (!isUkPostcode(text)) return DEFAULT_NATION;
  const outward = outwardCode(text);
  const area = postcodeArea(outward);
  if (area === "BT") return "nir";
  if (SCOTTISH_AREAS.has(area) && !ENGLISH_OUTWARD_CODES.has(outward)) return "sct";
  return "eng";
}

/** The calendar's warning, word for word: 'Branches are closed on Christmas Day'. */
export const bankHolidayWarning = (holiday: BankHoliday) => `Branches are closed on ${holiday.name}`;

export interface BankHolidayProblem {
  field: "startDate" | "endDate";
  holiday: BankHoliday;
}

/** The first end of the period that falls on one of `holidays` (start first), or null. */
export function bankHolidayProblem(
  startDate: string,
  endDate: string,
  holidays: readonly BankHoliday[],
): BankHolidayProblem | null {
  const on = (date: string) => holidays.find((holiday) => holiday.date === date);
  const atStart = on(startDate);
  if (atStart) return { field: "startDate", holiday: atStart };
  const atEnd = on(endDate);
  return atEnd ? { field: "endDate", holiday: atEnd } : null;
}

/** The checkout's answer for such a period: it names the date field to change and the holiday. */
export function bankHolidayMessage({ field, holiday }: BankHolidayProblem): string {
  const which = field === "startDate" ? "start" : "end";
  return `Please change your ${which} date: branches are closed on ${holiday.name}, ${dayDate(holiday.date)}.`;
}

/** The same for the day Resale items alone are wanted from (docs/decisions/mylist.md U14): no hire, no dates. */
export function wantedFromHolidayMessage(holiday: BankHoliday): string {
  return `Please choose another day for your items: branches are closed on ${holiday.name}, ${dayDate(holiday.date)}.`;
}
