import { site } from "../../../core/site.js";
import { checkoutSchema, type CheckoutInput } from "../../../core/request-schemas.js";
import type { PostcodeCheck } from "~/components/checkout/use-postcode-check";

// What a greyed-out 'Continue' is waiting for, said beside it (docs/decisions/mylist.md U15).

export const customerFields = [
  "customerFirstName",
  "customerLastName",
  "customerEmail",
  "customerPhone",
  "customerPostcode",
  "accountCode",
  "customerAddress",
] as const;

/** Fields of the schema that fail for these values (the form shows each under its field once touched). */
export function failingFields(values: CheckoutInput): Set<string> {
  const result = checkoutSchema.safeParse(values);
  return new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
}

const fieldNames: Record<(typeof customerFields)[number], string> = {
  customerFirstName: "first name",
  customerLastName: "last name",
  customerEmail: "email",
  customerPhone: "phone",
  customerPostcode: site.postcodes.label.toLowerCase(),
  accountCode: "account code",
  customerAddress: "address",
};

const listOf = (names: string[]) =>
  names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
const sentence = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}.`;

/** Step 1: the fields still empty, then those filled in wrongly, and the postcode check; null when all is ready. */
export function customerStepReason(values: CheckoutInput, failing: Set<string>, check: PostcodeCheck): string | null {
  const empty: string[] = [];
  const wrong: string[] = [];
  for (const field of customerFields) {
    if (!failing.has(field)) continue;
    (String(values[field] ?? "").trim() === "" ? empty : wrong).push(fieldNames[field]);
  }
  if (check.state === "not-found" && !failing.has("customerPostcode")) wrong.push(fieldNames.customerPostcode);
  const parts = [
    ...(empty.length ? [`fill in your ${listOf(empty)}`] : []),
    ...(wrong.length ? [`check your ${listOf(wrong)}`] : []),
  ];
  if (parts.length) return sentence(`To continue, ${parts.join(", and ")}`);
  return check.state === "checking" ? `Checking your ${fieldNames.customerPostcode}…` : null;
}

/** Step 2: collection needs a branch. */
export function optionsStepReason(deliveryMethod: CheckoutInput["deliveryMethod"], branchChosen: boolean) {
  return deliveryMethod === "collection" && !branchChosen ? "To continue, choose a branch to collect from." : null;
}
