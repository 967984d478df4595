import { describe, expect, it } from "vitest";
import { addDays, isSunday, todayInLondon } from "./hire-dates.js";
import { checkoutSchema, isUkOrIrishPhone, specialRequestSchema } from "./request-schemas.js";

const validCheckout = {
  customerEmail: "sam@example.com",
  customerPhone: "07700 900123",
  customerFirstName: "Sam",
  customerLastName: "Taylor",
  customerAddress: "12 Mill Lane",
  customerPostcode: "LS1 4DY",
  deliveryMethod: "delivery",
  termsAccepted: true,
  collectionLocationId: null,
};

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("telephone numbers", () => {
  it("accepts UK and Irish numbers written the usual ways", () => {
    for (const phone of [
      "0113 496 0000",
      "07700 900123",
      "07700900123",
      "+44 7700 900123",
      "+44 (0)20 7946 0000",
      "0044 20 7946 0000",
      "(020) 7946-0000",
      "016977 3123",
      "01 234 5678",
      "087 123 4567",
      "+353 1 234 5678",
      "+353 87 123 4567",
      "00353 87 123 4567",
    ]) {
      expect(isUkOrIrishPhone(phone), phone).toBe(true);
    }
  });

  it("refuses words, other countries, too few or too many digits, and a + inside", () => {
    for (const phone of [
      "Locked! Verify https://evil.test/x",
      "phone me",
      "+1 212 555 0100",
      "+33 1 23 45 67 89",
      "0113 496",
      "0113 496 0000 0000",
      "113 496 0000",
      "0113 +496 0000",
      "0113.496.0000",
      "0113\t4960000",
    ]) {
      expect(isUkOrIrishPhone(phone), phone).toBe(false);
    }
  });
});

describe("checkout schema (docs/product.md, Validation: exact messages)", () => {
  it("accepts a complete request, normalising postcode and account code", () => {
    const result = checkoutSchema.parse({ ...validCheckout, customerPostcode: " ls1   4dy", accountCode: "ab12cd" });
    expect(result).toMatchObject({ customerPostcode: "LS1 4DY", accountCode: "AB12CD", damageWaiver: true });
  });

  it("refuses NUL, line breaks and lone surrogates in every text field, naming it", () => {
    const fields = ["customerFirstName", "customerLastName", "customerAddress"];
    for (const field of fields) {
      for (const text of ["Sam\u0000", "Sam\r\nBcc: x@evil.test", "12 Mill\ud800 Lane", "Sam\u202eevil"]) {
        expect(issues(checkoutSchema.safeParse({ ...validCheckout, [field]: text })), `${field} ${text}`).toEqual({
          [field]: "Please use ordinary text, without line breaks or control characters",
        });
      }
    }
    expect(issues(checkoutSchema.safeParse({ ...validCheckout, customerPhone: "07700\u0000900123" }))).toEqual({
      customerPhone: "Please use ordinary text, without line breaks or control characters",
    });
    // Letters from beyond the basic plane come in pairs and are fine.
    expect(checkoutSchema.parse({ ...validCheckout, customerLastName: "Taylor 🚧" }).customerLastName).toBe(
      "Taylor 🚧",
    );
  });

  it("treats an empty account code as none", () => {
    expect(checkoutSchema.parse({ ...validCheckout, accountCode: "" }).accountCode).toBeUndefined();
  });

  it("gives every field its product message", () => {
    const result = checkoutSchema.safeParse({
      customerEmail: "not-an-email",
      customerPhone: "123",
      customerFirstName: "",
      customerLastName: " ",
      customerAddress: "",
      customerPostcode: "",
      accountCode: "12ABCD",
      deliveryMethod: "delivery",
      termsAccepted: false,
    });
    expect(issues(result)).toEqual({
      customerEmail: "Please enter a valid email address",
      customerPhone: "Please enter a valid UK phone number",
      customerFirstName: "First name is required",
      customerLastName: "Last name is required",
      customerAddress: "Address is required",
      customerPostcode: "Postcode is required",
      accountCode: "Account code must be 2 letters followed by 4 alphanumeric characters",
      termsAccepted: "You must accept the terms and conditions",
    });
  });

  it("gives the format message for a malformed postcode and accepts an Eircode", () => {
    expect(issues(checkoutSchema.safeParse({ ...validCheckout, customerPostcode: "LS1" }))).toEqual({
      customerPostcode: "Please enter a valid UK postcode (e.g. SW1A 1AA)",
    });
    expect(checkoutSchema.parse({ ...validCheckout, customerPostcode: "d02 x285" }).customerPostcode).toBe("D02 X285");
  });

  it("needs a branch for collection and drops one sent with delivery", () => {
    expect(issues(checkoutSchema.safeParse({ ...validCheckout, deliveryMethod: "collection" }))).toEqual({
      collectionLocationId: "Please choose a collection branch",
    });
    expect(checkoutSchema.parse({ ...validCheckout, collectionLocationId: 7 }).collectionLocationId).toBeNull();
    expect(
      checkoutSchema.parse({ ...validCheckout, deliveryMethod: "collection", collectionLocationId: 7 })
        .collectionLocationId,
    ).toBe(7);
  });
});

const today = todayInLondon();
/** The first day at least `ahead` days from today that is (or is not) a Sunday. */
function dayAhead(ahead: number, sunday = false): string {
  let date = addDays(today, ahead);
  while (isSunday(date) !== sunday) date = addDays(date, 1);
  return date;
}

describe("special-request schema", () => {
  const start = dayAhead(10);
  const valid = {
    email: "jo@example.com",
    telephone: "0113 496 0000",
    postcode: "ab12 6qj",
    daysRequired: "3",
    fromDate: `${start}T00:00:00.000Z`,
    equipment: { equipmentSlug: "mini-digger" },
  };

  it("accepts a request and reduces the ISO start to its date", () => {
    expect(specialRequestSchema.parse(valid)).toMatchObject({
      postcode: "AB12 6QJ",
      daysRequired: 3,
      fromDate: start,
    });
  });

  it("holds the start to the checkout's rules, in its words", () => {
    const cases: [string, string][] = [
      [addDays(today, -1), "Please change your hire dates: the hire cannot start before today."],
      [
        today,
        "Please change your hire dates: same-day hire cannot be requested online, so call your local branch for urgent hire.",
      ],
      [dayAhead(2, true), "Please change your hire dates: hire cannot start or end on a Sunday."],
      ["5000-01-03", "Please choose a start date within the next two years"],
      [addDays(today, 800), "Please choose a start date within the next two years"],
      ["9999-12-31", "Please choose a start date within the next two years"],
    ];
    for (const [fromDate, message] of cases) {
      expect(issues(specialRequestSchema.safeParse({ ...valid, fromDate })), fromDate).toEqual({ fromDate: message });
    }
  });

  it("takes at most the checkout's 365 days", () => {
    expect(specialRequestSchema.parse({ ...valid, daysRequired: 365 }).daysRequired).toBe(365);
    for (const daysRequired of ["366", 9999]) {
      expect(issues(specialRequestSchema.safeParse({ ...valid, daysRequired }))).toEqual({
        daysRequired:
          "Please change your hire dates: the hire period can be at most 365 days; call your local branch for longer hires.",
      });
    }
  });

  it("refuses a telephone that is not a UK or Irish number, such as a message for a stranger", () => {
    for (const telephone of ["Locked! Verify https://evil.test/x", "0113 496 0000 call now", "+1 212 555 0100"]) {
      expect(issues(specialRequestSchema.safeParse({ ...valid, telephone })), telephone).toEqual({
        telephone: "Please enter a valid UK phone number",
      });
    }
  });

  it("refuses control characters and broken characters in the equipment it names", () => {
    for (const equipmentSlug of ["mini\u0000digger", "mini\ud800digger"]) {
      expect(issues(specialRequestSchema.safeParse({ ...valid, equipment: { equipmentSlug } }))).toEqual({
        "equipment.equipmentSlug": "Please use ordinary text, without line breaks or control characters",
      });
    }
  });

  it("gives every field its product message", () => {
    const result = specialRequestSchema.safeParse({
      ...valid,
      email: "x",
      telephone: "1",
      postcode: "",
      daysRequired: "",
      fromDate: "",
    });
    expect(issues(result)).toEqual({
      email: "Please enter a valid email address",
      telephone: "Please enter a valid UK phone number",
      postcode: "Postcode is required",
      daysRequired: "Days required is required",
      fromDate: "Please select a start date",
    });
  });

  it("needs at least one whole day", () => {
    for (const days of ["0", "-1", "1.5", "two"]) {
      expect(specialRequestSchema.safeParse({ ...valid, daysRequired: days }).success, days).toBe(false);
    }
  });
});
