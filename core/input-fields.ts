import { z } from "zod";
import { addDays, isIsoDate, todayInLondon } from "./hire-dates.js";

// The rules every text and date an outside party sends must meet (docs/decisions/security.md B7, B8), shared by the
// API's schemas and the browser's forms. Text is stored in PostgreSQL and copied into e-mails: NUL and lone surrogates
// cannot be stored at all, and a line break in a one-line field would add lines to a mail body.

/** C0 and C1 controls (line breaks and tabs among them), DEL, and the bidirectional overrides that disguise text. */
const CONTROL = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
/** The same, but line breaks and tabs are allowed (a note of several lines). */
const CONTROL_BUT_LINES = /(?![\t\n\r])[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
/** With the u flag a surrogate pair is one code point, so only an unpaired half matches. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

export const PLAIN_LINE_MESSAGE = "Please use ordinary text, without line breaks or control characters";
export const PLAIN_TEXT_MESSAGE = "Please use ordinary text, without control characters";
/** The API's words for query text holding a control character, a line break or a broken character. */
export const PLAIN_QUERY_MESSAGE = "must not contain control characters, line breaks or unpaired surrogates";

/** True for text of one line: no control character, no broken character. */
export function isPlainLine(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

/** True for text that may hold several lines but no other control character and no broken character. */
export function isPlainText(text: string): boolean {
  return !CONTROL_BUT_LINES.test(text) && !LONE_SURROGATE.test(text);
}

/** A one-line text field: the given string schema, refusing control characters, line breaks and lone surrogates. */
export function plainLine<T extends z.ZodString>(schema: T, message: string = PLAIN_LINE_MESSAGE): T {
  return schema.refine(isPlainLine, { message, abort: true });
}

/** A text field of several lines (line breaks and tabs allowed, nothing else from the control range). */
export function plainText<T extends z.ZodString>(schema: T, message: string = PLAIN_TEXT_MESSAGE): T {
  return schema.refine(isPlainText, { message, abort: true });
}

/**
 * How far from today (Europe/London) a date sent to us may lie. Customers' dates: a year back (so the
 * past-date rules answer in their own words) to two years ahead. The request desk's filters look further back.
 */
export interface DateWindow {
  pastDays: number;
  futureDays: number;
}
export const CUSTOMER_DATE_WINDOW: DateWindow = { pastDays: 366, futureDays: 731 };
export const DESK_DATE_WINDOW: DateWindow = { pastDays: 366 * 20, futureDays: 731 };

export function dateWindowBounds(window: DateWindow, today: string = todayInLondon()): { first: string; last: string } {
  return { first: addDays(today, -window.pastDays), last: addDays(today, window.futureDays) };
}

/** True for a real `YYYY-MM-DD` date inside the window around today. */
export function isDateInWindow(date: string, window: DateWindow, today: string = todayInLondon()): boolean {
  const { first, last } = dateWindowBounds(window, today);
  return isIsoDate(date) && date >= first && date <= last;
}

/** A `YYYY-MM-DD` date inside the window (today is read when the value is checked, not when the schema is built). */
export function isoDateWithin(window: DateWindow, formatMessage = "must be a date written YYYY-MM-DD") {
  return z
    .string(formatMessage)
    .refine(isIsoDate, { message: formatMessage, abort: true })
    .refine((date) => isDateInWindow(date, window), {
      error: () => {
        const { first, last } = dateWindowBounds(window);
        return `must be a date from ${first} to ${last}`;
      },
    });
}
