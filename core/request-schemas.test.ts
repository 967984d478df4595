import { describe, expect, it } from "vitest";
import { checkoutSchema, specialRequestSchema } from "./request-schemas.js";

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

describe("checkout schema (spec section 5, exact messages)", () => {
  it("accepts a complete request, normalising postcode and account code", () => {
    const result = checkoutSchema.parse({ ...validCheckout, customerPostcode: " ls1   4dy", accountCode: "ab12cd" });
    expect(result).toMatchObject({ customerPostcode: "LS1 4DY", accountCode: "AB12CD", damageWaiver: true });
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

describe("special-request schema", () => {
  const valid = {
    email: "jo@example.com",
    telephone: "0113 496 0000",
    postcode: "ab12 6qj",
    daysRequired: "3",
    fromDate: "2030-01-02T00:00:00.000Z",
    equipment: { equipmentSlug: "mini-digger" },
  };

  it("accepts a request and reduces the ISO start to its date", () => {
    expect(specialRequestSchema.parse(valid)).toMatchObject({
      postcode: "AB12 6QJ",
      daysRequired: 3,
      fromDate: "2030-01-02",
    });
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
