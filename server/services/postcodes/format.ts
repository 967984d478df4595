import { isValid, validOutcode } from "postcode";
import {
  formatPostcode,
  isUkOutwardCode,
  isUkPostcode,
  normalisePostcodeInput,
} from "../../../core/postcode-format.js";

// The format rules are core/postcode-format.ts; this adds the postcode package's knowledge of which codes exist.

/** The normalised form ("SW1A 1AA") of a well-formed UK postcode, or null: a malformed one never leaves the server. */
export function normalisePostcode(input: string): string | null {
  return isUkPostcode(input) && isValid(normalisePostcodeInput(input)) ? formatPostcode(input) : null;
}

/** The outward code ("SW1A") when the input is only that, else null. */
export function normaliseOutcode(input: string): string | null {
  const cleaned = normalisePostcodeInput(input);
  return isUkOutwardCode(cleaned) && validOutcode(cleaned) ? cleaned : null;
}
