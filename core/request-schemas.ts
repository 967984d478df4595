import { z } from "zod";
import { isIsoDate } from "./hire-dates.js";
import { isAccountCode, normaliseAccountCodeInput, normalisePostcodeInput, postcodeKind } from "./postcode-format.js";

// Checkout and special-request payloads (spec sections 3 and 5). The browser's forms and the server use
// these same schemas; the product messages are exact (docs/decisions.md B5). Whether a postcode exists is
// checked afterwards through the postcode service, with POSTCODE_NOT_FOUND_MESSAGE.

export const messages = {
  email: "Please enter a valid email address",
  phone: "Please enter a valid UK phone number",
  firstName: "First name is required",
  lastName: "Last name is required",
  address: "Address is required",
  postcodeRequired: "Postcode is required",
  postcodeFormat: "Please enter a valid UK postcode (e.g. SW1A 1AA)",
  postcodeNotFound: "This postcode does not exist. Please check and try again.",
  accountCode: "Account code must be 2 letters followed by 4 alphanumeric characters",
  terms: "You must accept the terms and conditions",
  daysRequired: "Days required is required",
  daysRequiredNumber: "Days required must be a whole number of at least 1",
  fromDate: "Please select a start date",
  collectionBranch: "Please choose a collection branch",
} as const;

export const POSTCODE_NOT_FOUND_MESSAGE = messages.postcodeNotFound;
export const PHONE_MIN_LENGTH = 10;

/** A trimmed text whose missing, wrong-typed or empty value all answer the field's product message. */
const requiredText = (max: number, message: string, min = 1) =>
  z.string({ error: message }).trim().min(min, { message, abort: true }).max(max);

const email = z.string({ error: messages.email }).trim().max(254).pipe(z.email(messages.email));
const phone = requiredText(40, messages.phone, PHONE_MIN_LENGTH);

/** A UK postcode (every spec rule) or an Eircode (G2, format only), normalised as the form shows it. */
export const postcodeField = z
  .string({ error: messages.postcodeRequired })
  .transform(normalisePostcodeInput)
  .pipe(
    z
      .string()
      .min(1, { message: messages.postcodeRequired, abort: true })
      .max(10, messages.postcodeFormat)
      .refine((value) => postcodeKind(value) !== null, messages.postcodeFormat),
  );

/** Optional; an empty field means none. Uppercased and capped at 6 as the input does. */
const accountCode = z
  .string()
  .optional()
  .transform((value) => (value === undefined ? undefined : normaliseAccountCodeInput(value) || undefined))
  .refine((value) => value === undefined || isAccountCode(value), messages.accountCode);

export const deliveryMethods = ["collection", "delivery"] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

export const checkoutSchema = z
  .object({
    customerEmail: email,
    customerPhone: phone,
    customerFirstName: requiredText(100, messages.firstName),
    customerLastName: requiredText(100, messages.lastName),
    customerAddress: requiredText(500, messages.address),
    customerPostcode: postcodeField,
    accountCode,
    deliveryMethod: z.enum(deliveryMethods),
    termsAccepted: z.boolean({ error: messages.terms }).refine((value) => value, messages.terms),
    collectionLocationId: z.number().int().positive().nullable().optional(),
    /** Spec: the damage waiver defaults to yes; it only applies when the list has hire items. */
    damageWaiver: z.boolean().default(true),
  })
  .superRefine((value, context) => {
    if (value.deliveryMethod === "collection" && value.collectionLocationId == null) {
      context.addIssue({ code: "custom", path: ["collectionLocationId"], message: messages.collectionBranch });
    }
  })
  .transform((value) => ({
    ...value,
    collectionLocationId: value.deliveryMethod === "collection" ? value.collectionLocationId! : null,
  }));

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutRequest = z.output<typeof checkoutSchema>;

/** Spec: a non-empty string, numeric, at least 1 (a JSON number is accepted too). */
const daysRequired = z
  .union([z.string(), z.number()], { error: messages.daysRequired })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, { message: messages.daysRequired, abort: true })
      .refine((value) => /^\d{1,4}$/.test(value) && Number(value) >= 1, messages.daysRequiredNumber)
      .transform(Number),
  );

/** Spec: fromDate is ISO; a date-time is reduced to its date. Not-before-today is checked by the service. */
const fromDate = z
  .string({ error: messages.fromDate })
  .trim()
  .min(1, { message: messages.fromDate, abort: true })
  .transform((value) => value.slice(0, 10))
  .refine(isIsoDate, messages.fromDate);

export const specialRequestSchema = z.object({
  email,
  telephone: phone,
  postcode: postcodeField,
  daysRequired,
  fromDate,
  equipment: z.object({
    equipmentSlug: z.string().trim().min(1).max(200),
    name: z.string().max(300).optional(),
    productCode: z.string().max(100).optional(),
    type: z.string().optional(),
    rate: z.union([z.string(), z.number()]).nullable().optional(),
    rateType: z.string().optional(),
  }),
  /** Accepted for compatibility and ignored: the server finds the nearest branch itself (G3). */
  nearestLocation: z.unknown().optional(),
});

export type SpecialRequestInput = z.input<typeof specialRequestSchema>;
export type SpecialRequest = z.output<typeof specialRequestSchema>;
