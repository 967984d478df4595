import { describe, expect, it } from "vitest";
import { bankHolidayMessage, bankHolidayProblem, bankHolidayWarning, nationOfPostcode } from "./bank-holidays.js";

describe("nationOfPostcode", () => {
  it("reads Northern Ireland from BT and Ireland from an Eircode", () => {
    expect(nationOfPostcode("BT41 8PJ")).toBe("nir");
    expect(nationOfPostcode("bt1 1aa")).toBe("nir");
    expect(nationOfPostcode("D02 X285")).toBe("roi");
    expect(nationOfPostcode("D6W1234")).toBe("roi");
    expect(nationOfPostcode("A65 F4E2")).toBe("roi");
  });

  it("reads Scotland from the Scottish postcode areas", () => {
    for (const postcode of [
      "AB12 6QJ",
      "EH48 2GD",
      "G81 2RJ",
      "KW15 1AA",
      "ZE1 0AA",
      "HS1 2AA",
      "TD1 1AA",
      "DG16 5AA",
    ]) {
      expect(nationOfPostcode(postcode), postcode).toBe("sct");
    }
  });

  it("gives England and Wales for English and Welsh postcodes, Berwick (TD15) and text that is no postcode", () => {
    for (const postcode of [
      "B26 3QL",
      "GL1 1AA",
      "GU1 1AA",
      "CF10 1AA",
      "LL55 4UR",
      "SA1 1AA",
      "TD15 1AA",
      "CA1 1AA",
    ]) {
      expect(nationOfPostcode(postcode), postcode).toBe("eng");
    }
    expect(nationOfPostcode("")).toBe("eng");
    expect(nationOfPostcode("not a postcode")).toBe("eng");
  });
});

describe("bank-holiday rule", () => {
  const holidays = [
    { date: "2026-12-25", name: "Christmas Day" },
    { date: "2026-12-28", name: "Boxing Day (substitute day)" },
  ];

  it("warns with the holiday's name", () => {
    expect(bankHolidayWarning(holidays[0])).toBe("Branches are closed on Christmas Day");
  });

  it("finds the start first, then the end, and nothing in between", () => {
    expect(bankHolidayProblem("2026-12-25", "2026-12-28", holidays)).toEqual({
      field: "startDate",
      holiday: holidays[0],
    });
    expect(bankHolidayProblem("2026-12-22", "2026-12-28", holidays)).toEqual({
      field: "endDate",
      holiday: holidays[1],
    });
    expect(bankHolidayProblem("2026-12-24", "2026-12-29", holidays)).toBeNull();
  });

  it("asks for other dates at checkout", () => {
    expect(bankHolidayMessage({ field: "startDate", holiday: holidays[0] })).toBe(
      "Please change your start date: branches are closed on Christmas Day, 25 December 2026.",
    );
    expect(bankHolidayMessage({ field: "endDate", holiday: holidays[1] })).toBe(
      "Please change your end date: branches are closed on Boxing Day (substitute day), 28 December 2026.",
    );
  });
});
