import { describe, expect, it } from "vitest";
import { z } from "zod";
import { addDays, todayInLondon } from "./hire-dates.js";
import {
  CUSTOMER_DATE_WINDOW,
  dateWindowBounds,
  isDateInWindow,
  isoDateWithin,
  isPlainLine,
  isPlainText,
  plainLine,
} from "./input-fields.js";

describe("plain text", () => {
  it("takes ordinary text in any script, with letters beyond the basic plane", () => {
    for (const text of ["", "Sam O'Neill-Smith", "Zoë Ní Bhriain", "12 Mill Lane, Leeds", "🚧🦺 𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "日本語"]) {
      expect(isPlainLine(text), text).toBe(true);
      expect(isPlainText(text), text).toBe(true);
    }
  });

  it("refuses NUL, other controls, DEL, C1, bidirectional overrides and lone surrogates", () => {
    for (const text of [
      "a\u0000b",
      "a\u0007",
      "a\u001b[31m",
      "a\u007f",
      "a\u0085",
      "\u202egnp.exe",
      "a\u2066b",
      "\ud800",
      "x\udc00y",
    ]) {
      expect(isPlainLine(text), JSON.stringify(text)).toBe(false);
      expect(isPlainText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("keeps line breaks and tabs out of one line, but lets a note have them", () => {
    for (const text of ["a\nb", "a\r\nb", "a\rb", "a\tb"]) {
      expect(isPlainLine(text), JSON.stringify(text)).toBe(false);
      expect(isPlainText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("makes a schema answer the message for the field, once", () => {
    const name = plainLine(z.string().trim().max(5, "too long"));
    expect(name.safeParse("a\u0000".repeat(9)).error?.issues.map((issue) => issue.message)).toEqual([
      "too long",
      "Please use ordinary text, without line breaks or control characters",
    ]);
    expect(name.parse("  Sam ")).toBe("Sam");
  });
});

describe("date windows", () => {
  const today = todayInLondon();
  const { first, last } = dateWindowBounds(CUSTOMER_DATE_WINDOW, today);

  it("takes a customer's dates from a year back to two years ahead", () => {
    expect(first).toBe(addDays(today, -366));
    expect(last).toBe(addDays(today, 731));
    for (const date of [first, today, last]) expect(isDateInWindow(date, CUSTOMER_DATE_WINDOW, today), date).toBe(true);
    for (const date of [addDays(first, -1), addDays(last, 1), "9999-12-31", "0100-01-01", "2026-02-30"]) {
      expect(isDateInWindow(date, CUSTOMER_DATE_WINDOW, today), date).toBe(false);
    }
  });

  it("says which dates a schema accepts", () => {
    const schema = isoDateWithin(CUSTOMER_DATE_WINDOW);
    expect(schema.parse(today)).toBe(today);
    expect(schema.safeParse("9999-12-31").error?.issues[0].message).toBe(`must be a date from ${first} to ${last}`);
    expect(schema.safeParse("31/12/2026").error?.issues[0].message).toBe("must be a date written YYYY-MM-DD");
  });
});
