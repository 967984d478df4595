import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, formatPence, formatRate, parsePence } from "./money.js";

const intl = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

describe("formatMoney", () => {
  it("writes pounds with thousands separators and two places", () => {
    expect(formatMoney("0")).toBe("£0.00");
    expect(formatMoney("45")).toBe("£45.00");
    expect(formatMoney("12.5")).toBe("£12.50");
    expect(formatMoney("999.99")).toBe("£999.99");
    expect(formatMoney("1000")).toBe("£1,000.00");
    expect(formatMoney("1234567.05")).toBe("£1,234,567.05");
    expect(formatMoney("-7.25")).toBe("-£7.25");
  });

  it("leaves text that is not a number as it is", () => {
    expect(formatMoney("POA")).toBe("POA");
  });

  it("matches en-GB currency formatting for every 2-decimal amount up to ten digits of pounds", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n) + 1n, max: 10n ** 12n - 1n }), (pence) => {
        const abs = pence < 0n ? -pence : pence;
        const text = `${pence < 0n ? "-" : ""}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
        expect(formatMoney(text)).toBe(intl.format(Number(text)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("formatRate", () => {
  it("writes a hire rate with its period, a Resale price alone, and no rate as 'Price on application'", () => {
    expect(formatRate("45.00", "per week", "Hire")).toBe("£45.00 per week");
    expect(formatRate("1250", "per day", "Hire")).toBe("£1,250.00 per day");
    expect(formatRate("12.50", "each", "Resale")).toBe("£12.50");
    expect(formatRate(null, "per week", "Hire")).toBe("Price on application");
  });
});

describe("parsePence and formatPence", () => {
  it("read and write 2-decimal strings exactly", () => {
    expect(parsePence("12.5")).toBe(1250n);
    expect(parsePence("0.07")).toBe(7n);
    expect(formatPence(1250n)).toBe("12.50");
    expect(formatPence(-7n)).toBe("-0.07");
    expect(() => parsePence("1.234")).toThrow(RangeError);
  });
});
