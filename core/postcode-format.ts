// Postcode and account-code formats (docs/product.md "Validation"; docs/decisions/branches.md G2). Format only: whether a UK
// postcode exists is the postcode service's answer.

/** Spec: 1-2 letters, a digit, an optional letter or digit, an optional space, a digit, 2 letters. */
const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/;
/** Eircode: a routing key (letter + 2 digits, or D6W) and a 4-character unique identifier. */
const EIRCODE = /^(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/;
/** A postcode as pages write it back: a valid UK postcode or Eircode with its one space ("H91 E2K3"), else as typed. */
export function postcodeAsWritten(text: string): string {
  return postcodeKind(text) ? formatPostcode(text) : text.trim();
}

/** The outward code of a UK postcode alone: "SW1A", "LS1", "BT7". */
const UK_OUTWARD_CODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;
/** The start of a UK postcode as someone types it: "SW1", "SW1A 1", "BT7 1N"... */
const UK_POSTCODE_PREFIX = /^[A-Z]{1,2}(?:[0-9][A-Z0-9]?(?: ?[0-9](?:[A-Z]{1,2})?)?)?$/;
/** Spec: 2 capital letters followed by 4 capital letters or digits. */
const ACCOUNT_CODE = /^[A-Z]{2}[A-Z0-9]{4}$/;

export const ACCOUNT_CODE_LENGTH = 6;

/** Upper case, whitespace collapsed and trimmed: what the form shows as the customer types. */
export function normalisePostcodeInput(text: string): string {
  return text.toUpperCase().replace(/\s+/g, " ").trim();
}

/**
 * What the postcode field shows as the customer types: upper case, single spaces, no leading space. A trailing
 * space stays only while it can still be the one between the two parts ("SW1A "), so a pasted "  sw1a   1aa "
 * shows as "SW1A 1AA".
 */
export function postcodeAsTyped(text: string): string {
  const collapsed = text.toUpperCase().replace(/\s+/g, " ").replace(/^ /, "");
  const separatorStillToCome = collapsed.indexOf(" ") === collapsed.length - 1;
  return collapsed.endsWith(" ") && !separatorStillToCome ? collapsed.trimEnd() : collapsed;
}

export function isUkPostcode(text: string): boolean {
  return UK_POSTCODE.test(normalisePostcodeInput(text));
}

/** True for a UK outward code on its own ("SW1A"), as the branch finder accepts it. */
export function isUkOutwardCode(text: string): boolean {
  return UK_OUTWARD_CODE.test(normalisePostcodeInput(text));
}

/** True when the text could be the beginning of a UK postcode, so autocomplete is worth asking. */
export function isUkPostcodePrefix(text: string): boolean {
  return UK_POSTCODE_PREFIX.test(normalisePostcodeInput(text));
}

export function isEircode(text: string): boolean {
  return EIRCODE.test(normalisePostcodeInput(text));
}

export type PostcodeKind = "uk" | "eircode";

export function postcodeKind(text: string): PostcodeKind | null {
  if (isUkPostcode(text)) return "uk";
  if (isEircode(text)) return "eircode";
  return null;
}

/** The standard written form: outward and inward parts (or routing key and identifier) split by one space. */
export function formatPostcode(text: string): string {
  const compact = normalisePostcodeInput(text).replace(/ /g, "");
  if (isEircode(compact)) return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** The outward code of a UK postcode or the routing key of an Eircode ("SW1A 1AA" -> "SW1A"; "SW1A" -> "SW1A"). */
export function outwardCode(text: string): string {
  return isUkOutwardCode(text) ? normalisePostcodeInput(text) : formatPostcode(text).split(" ")[0];
}

/**
 * The postcode area: the letters its outward code starts with ("LS" of "LS1 4DY", "SW" of "SW1A"), or the letter of
 * an Eircode's routing key ("D" of "D6W 1234"); "" for text that starts with no letter.
 */
export function postcodeArea(text: string): string {
  return /^[A-Z]{1,2}/.exec(outwardCode(text))?.[0] ?? "";
}

/** Upper case, at most 6 characters: what the account-code field shows as the customer types. */
export function normaliseAccountCodeInput(text: string): string {
  return text.toUpperCase().replace(/\s+/g, "").slice(0, ACCOUNT_CODE_LENGTH);
}

export function isAccountCode(text: string): boolean {
  return ACCOUNT_CODE.test(text);
}
