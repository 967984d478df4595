import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "~/components/catalogue/price";

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
