import { z } from "zod";
import { bookablePeriodMessage, isIsoDate, MAX_HIRE_DAYS, startDateProblem, todayInLondon } from "./hire-dates.js";
import { CUSTOMER_DATE_WINDOW, isDateInWindow, plainLine } from "./input-fields.js";
import { isAccountCode, normaliseAccountCodeInput, normalisePostcodeInput, postcodeKind } from "./postcode-format.js";
import { postcodeFormatMessage } from "./postcode-words.js";
import { phoneFormatMessage, site } from "./site.js";

// Checkout and special-request payloads (docs/product.md "Data" and "Validation"). The browser's forms and the server use
// these same schemas; the product messages are exact (docs/decisions/browser.md B5). Whether a postcode exists is
// checked afterwards through the postcode service, with POSTCODE_NOT_FOUND_MESSAGE.

export const messages = {
  email: "Please enter a valid email address",
  phone: phoneFormatMessage,
  firstName: "First name is required",
  lastName: "Last name is required",
  address: "Address is required",
  // The field's own word: 'Postcode is required', or 'Eircode is required' for an Irish brand (branches.md G15).
  postcodeRequired: `${site.postcodes.label} is required`,
  postcodeFormat: postcodeFormatMessage,
  postcodeNotFound: "This postcode does not exist. Please check and try again.",
  accountCode: "Account code must be 2 letters followed by 4 alphanumeric characters",
  terms: "You must accept the terms and conditions",
  daysRequired: "Days required is required",
  daysRequiredNumber: "Days required must be a whole number of at least 1",
  fromDate: "Please select a start date",
  fromDateWindow: "Please choose a start date within the next two years",
  collectionBranch: "Please choose a collection branch",
} as const;

export const POSTCODE_NOT_FOUND_MESSAGE = messages.postcodeNotFound;
export const PHONE_MIN_LENGTH = 10;

/**
 * A trimmed one-line text whose missing, wrong-typed or empty value all answer the field's product message; control
 * characters, line breaks and broken characters are refused (core/input-fields.ts).
 */
const requiredText = (max: number, message: string, min = 1) =>
  plainLine(z.string({ error: message }).trim().min(min, { message, abort: true }).max(max));

/** Optional one-line text the server ignores or re-derives, still refused when it could not be stored. */
const optionalText = (max: number) => plainLine(z.string().max(max)).optional();

/** The customer's names, as checkout asks for them; a special request sends them too (docs/decisions/browser.md B11). */
const firstName = requiredText(100, messages.firstName);
const lastName = requiredText(100, messages.lastName);

/** A name the API takes but does not require: absent, null or blank means none. */
const optionalName = (name: typeof firstName) =>
  z.preprocess(
    (value) => (value === null || (typeof value === "string" && !value.trim()) ? undefined : value),
    name.optional(),
  );

const email = z.string({ error: messages.email }).trim().max(254).pipe(z.email(messages.email));

const PHONE_CHARACTERS = /^\+?[0-9 ()-]+$/;
const NATIONAL = /^0[0-9]{8,10}$/;
const UK_INTERNATIONAL = /^(?:\+|00)44[1-9][0-9]{8,9}$/;
const IRISH_INTERNATIONAL = /^(?:\+|00)353[1-9][0-9]{7,8}$/;

/**
 * A UK or Irish telephone number (docs/decisions/security.md B9): digits, spaces, brackets, hyphens and a leading +;
 * national (0...) or international (+44, +353, or 00 before them, with an optional "(0)"), with as many digits as those
 * plans use.
 */
export function isUkOrIrishPhone(text: string): boolean {
  if (!PHONE_CHARACTERS.test(text)) return false;
  const compact = text.replace(/^((?:\+|00)(?:44|353)) *\(0\)/, "$1").replace(/[ ()-]/g, "");
  return NATIONAL.test(compact) || UK_INTERNATIONAL.test(compact) || IRISH_INTERNATIONAL.test(compact);
}

const phone = requiredText(40, messages.phone, PHONE_MIN_LENGTH).refine(isUkOrIrishPhone, messages.phone);

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
    customerFirstName: firstName,
    customerLastName: lastName,
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

/** Spec: a non-empty string, numeric, at least 1 (a JSON number is accepted too); at most the checkout's 365 days. */
const daysRequired = z
  .union([z.string(), z.number()], { error: messages.daysRequired })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, { message: messages.daysRequired, abort: true })
      .refine((value) => /^\d{1,4}$/.test(value) && Number(value) >= 1, {
        message: messages.daysRequiredNumber,
        abort: true,
      })
      .transform(Number)
      .refine((days) => days <= MAX_HIRE_DAYS, bookablePeriodMessage("too-long")),
  );

/**
 * Spec: fromDate is ISO; a date-time is reduced to its date, which must lie within two years (CUSTOMER_DATE_WINDOW)
 * and meet the checkout's start rules in its words (docs/decisions/mylist.md V7). The branch's bank holidays are the
 * service's check.
 */
const fromDate = z
  .string({ error: messages.fromDate })
  .trim()
  .min(1, { message: messages.fromDate, abort: true })
  .transform((value) => value.slice(0, 10))
  .refine(isIsoDate, { message: messages.fromDate, abort: true })
  .refine((value) => isDateInWindow(value, CUSTOMER_DATE_WINDOW), { message: messages.fromDateWindow, abort: true })
  .superRefine((value, context) => {
    const problem = startDateProblem(value, todayInLondon());
    if (problem) context.addIssue({ code: "custom", message: bookablePeriodMessage(problem) });
  });

/**
 * The specification's payload, which has no name: firstName and lastName are optional here, so its clients stay valid,
 * and required by the form (specialRequestFormSchema, docs/decisions/browser.md B11).
 */
export const specialRequestSchema = z.object({
  firstName: optionalName(firstName),
  lastName: optionalName(lastName),
  email,
  telephone: phone,
  postcode: postcodeField,
  daysRequired,
  fromDate,
  equipment: z.object({
    equipmentSlug: plainLine(z.string().trim().min(1).max(200)),
    name: optionalText(300),
    productCode: optionalText(100),
    type: optionalText(100),
    rate: z
      .union([plainLine(z.string().max(100)), z.number()])
      .nullable()
      .optional(),
    rateType: optionalText(100),
  }),
  /** Accepted for compatibility and ignored: the server finds the nearest branch itself (G3). */
  nearestLocation: z.unknown().optional(),
});

/** The '+enquire' form: the API's payload with both names required, in checkout's words. */
export const specialRequestFormSchema = specialRequestSchema.extend({ firstName, lastName });

export type SpecialRequestInput = z.input<typeof specialRequestSchema>;
export type SpecialRequest = z.output<typeof specialRequestSchema>;
export type SpecialRequestFormInput = z.input<typeof specialRequestFormSchema>;
export type SpecialRequestForm = z.output<typeof specialRequestFormSchema>;
