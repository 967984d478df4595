import { describe, expect, it } from "vitest";
import {
  formatPostcode,
  isAccountCode,
  isEircode,
  isUkPostcode,
  normaliseAccountCodeInput,
  normalisePostcodeInput,
  isUkOutwardCode,
  isUkPostcodePrefix,
  outwardCode,
  postcodeAsTyped,
} from "./postcode-format.js";

describe("UK postcodes (docs/product.md, Validation)", () => {
  it("accepts every shape of the pattern, in any case, with or without the space", () => {
    for (const postcode of ["SW1A 1AA", "sw1a1aa", "M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT", "W1A 0AX", "EC1A 1BB"]) {
      expect(isUkPostcode(postcode), postcode).toBe(true);
    }
  });

  it("refuses what does not fit", () => {
    for (const postcode of ["", "SW1A", "1AA SW1", "SW1A 1A", "SWAA 1AA", "SW1A 1AAA", "ABC1 1AA", "D02 X285"]) {
      expect(isUkPostcode(postcode), postcode).toBe(false);
    }
  });

  it("upper-cases, collapses and trims input, and writes the standard form", () => {
    expect(normalisePostcodeInput("  sw1a   1aa ")).toBe("SW1A 1AA");
    expect(formatPostcode("sw1a1aa")).toBe("SW1A 1AA");
    expect(formatPostcode("m11ae")).toBe("M1 1AE");
    expect(outwardCode("ls1 4dy")).toBe("LS1");
  });

  it("shows the field as typed: a pasted postcode without a trailing space, a half-typed one keeping it", () => {
    expect(postcodeAsTyped("  sw1a   1aa ")).toBe("SW1A 1AA");
    expect(postcodeAsTyped("d02 x285\t")).toBe("D02 X285");
    // While typing, the space after the first part stays so the second part can follow it.
    expect(postcodeAsTyped("sw1a ")).toBe("SW1A ");
    expect(postcodeAsTyped("  sw1a  ")).toBe("SW1A ");
    expect(postcodeAsTyped("sw1a 1")).toBe("SW1A 1");
  });
});

describe("UK outward codes and prefixes", () => {
  it("knows an outward code alone and keeps it as the outward code", () => {
    for (const code of ["SW1A", "ls1", " bt7 ", "M1"]) expect(isUkOutwardCode(code)).toBe(true);
    for (const code of ["SW1A 1AA", "1AB", "SWAA"]) expect(isUkOutwardCode(code)).toBe(false);
    expect(outwardCode("ab12")).toBe("AB12");
    expect(outwardCode("AB12 3CD")).toBe("AB12");
  });

  it("knows the beginnings of a UK postcode as typed", () => {
    for (const text of ["S", "SW1", "sw1a 1", "BT7 1N", "SW1A 1AA"]) expect(isUkPostcodePrefix(text)).toBe(true);
    for (const text of ["1", "SW1A 1AAA", "D02 X285", "SW1A  1A!"]) expect(isUkPostcodePrefix(text)).toBe(false);
  });
});

describe("Eircodes (G2)", () => {
  it("accepts routing key and identifier, including D6W", () => {
    for (const eircode of ["D02 X285", "d02x285", "A65 F4E2", "D6W 1234", "T12 K8AF"]) {
      expect(isEircode(eircode), eircode).toBe(true);
    }
  });

  it("refuses letters Eircodes never use and wrong shapes", () => {
    for (const eircode of ["B02 X285", "D02 XB85", "D2 X285", "D02 X28", "SW1A 1AA"]) {
      expect(isEircode(eircode), eircode).toBe(false);
    }
    expect(formatPostcode("d02x285")).toBe("D02 X285");
    expect(outwardCode("d02x285")).toBe("D02");
  });
});

describe("account codes", () => {
  it("are 2 capital letters then 4 capital letters or digits", () => {
    expect(isAccountCode("AB1234")).toBe(true);
    expect(isAccountCode("ABCD12")).toBe(true);
    expect(isAccountCode("A12345")).toBe(false);
    expect(isAccountCode("ab1234")).toBe(false);
    expect(isAccountCode("AB123")).toBe(false);
  });

  it("are upper-cased and capped at 6 as typed", () => {
    expect(normaliseAccountCodeInput("ab12cd99")).toBe("AB12CD");
  });
});
