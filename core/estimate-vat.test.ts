import { describe, expect, it } from "vitest";
import { vatPercent, withVat } from "./estimate-vat.js";

describe("withVat", () => {
  it("adds 20% exactly and rounds half-up once", () => {
    expect(withVat("100.00", "0.20")).toEqual({ exVat: "100.00", vat: "20.00", incVat: "120.00" });
    expect(withVat("0.03", "0.20")).toEqual({ exVat: "0.03", vat: "0.01", incVat: "0.04" });
    expect(withVat("0.02", "0.20")).toEqual({ exVat: "0.02", vat: "0.00", incVat: "0.02" });
    expect(withVat("12.34", "0.135")).toEqual({ exVat: "12.34", vat: "1.67", incVat: "14.01" });
  });
  it("names the rate as a percentage", () => {
    expect(vatPercent("0.20")).toBe("20%");
    expect(vatPercent("0.135")).toBe("13.5%");
  });
});
