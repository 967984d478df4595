import { isValid, toNormalised, validOutcode } from "postcode";

/** The spec's UK pattern (section 5): 1-2 letters, a digit, optional letter or digit, optional space, a digit, 2 letters. */
const SPEC_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/;

/** The start of a UK postcode as someone types it: "SW1", "SW1A 1", "BT7 1N"... */
const POSTCODE_PREFIX = /^[A-Z]{1,2}(?:[0-9][A-Z0-9]?(?: ?[0-9](?:[A-Z]{1,2})?)?)?$/;

/** Input as the spec cleans it: upper case, runs of whitespace collapsed to one space, trimmed. */
export function cleanPostcodeInput(input: string): string {
  return input.toUpperCase().replace(/\s+/g, " ").trim();
}

/** The normalised form ("SW1A 1AA") of a well-formed UK postcode, or null: a malformed one never leaves the server. */
export function normalisePostcode(input: string): string | null {
  const cleaned = cleanPostcodeInput(input);
  if (!SPEC_POSTCODE.test(cleaned) || !isValid(cleaned)) return null;
  return toNormalised(cleaned);
}

/** The outward code ("SW1A") when the input is only that, else null. */
export function normaliseOutcode(input: string): string | null {
  const cleaned = cleanPostcodeInput(input);
  return /^[A-Z]{1,2}[0-9][A-Z0-9]?$/.test(cleaned) && validOutcode(cleaned) ? cleaned : null;
}

/** The outward code of a normalised postcode ("SW1A 1AA" -> "SW1A"). */
export const outcodeOf = (postcode: string) => postcode.split(" ")[0];

/** True when the input could be the beginning of a UK postcode, so autocomplete is worth asking. */
export function isPostcodePrefix(input: string): boolean {
  return POSTCODE_PREFIX.test(cleanPostcodeInput(input));
}
