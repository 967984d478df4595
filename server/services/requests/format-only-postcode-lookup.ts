import { isUkPostcode } from "../../../core/postcode-format.js";
import type { PostcodeLookup } from "../../integrations/postcode-lookup.js";

/**
 * Stand-in until the postcodes.io client lands: a well-formed postcode is `unavailable` (accepted and marked
 * 'postcode unverified', docs/decisions.md G1), a malformed one `not-found`. Replace it in services/index.ts.
 */
export const formatOnlyPostcodeLookup: PostcodeLookup = {
  async lookup(postcode) {
    return isUkPostcode(postcode) ? { status: "unavailable" } : { status: "not-found" };
  },
};
