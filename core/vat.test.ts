import { describe, expect, it } from "vitest";
import { amountIn, incVat } from "./vat.js";
import { site } from "./site.js";

describe("incVat", () => {
  it("uses the rate of core/site.ts", () => {
    expect(site.vatRate).toBe("0.20");
    expect(incVat("45.00")).toBe("54.00");
    expect(incVat("0.00")).toBe("0.00");
  });

  it("is exact and rounds half-up to the penny once", () => {
    expect(incVat("3.95")).toBe("4.74"); // 4.74 exactly
    expect(incVat("0.03")).toBe("0.04"); // 0.036
    expect(incVat("0.02")).toBe("0.02"); // 0.024
    expect(incVat("0.12")).toBe("0.14"); // 0.144
    expect(incVat("20.71")).toBe("24.85"); // 24.852
    expect(incVat("1.04", "0.125")).toBe("1.17"); // 1.17 exactly
    expect(incVat("0.04", "0.125")).toBe("0.05"); // 0.045: the half goes up
    expect(incVat("9999999999.99")).toBe("11999999999.99"); // no floating point drift
  });

  it("handles other rates (Ireland's 23 percent, a reduced 13.5 percent)", () => {
    expect(incVat("100.00", "0.23")).toBe("123.00");
    expect(incVat("10.00", "0.135")).toBe("11.35");
    expect(() => incVat("10.00", "20%")).toThrow(RangeError);
  });

  it("shows the stored figure in the ex-VAT view", () => {
    expect(amountIn("ex", "12.50")).toBe("12.50");
    expect(amountIn("inc", "12.50")).toBe("15.00");
  });
});
