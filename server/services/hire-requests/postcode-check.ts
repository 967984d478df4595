import { eircodeDistrict, unknownRoutingKeyMessage } from "../../../core/eircode-districts.js";
import { formatPostcode } from "../../../core/postcode-format.js";
import { POSTCODE_NOT_FOUND_MESSAGE } from "../../../core/request-schemas.js";
import type { LatLng } from "../../../core/geo.js";
import type { PostcodeLookup } from "../../integrations/postcode-lookup.js";
import { badRequest } from "../../errors.js";
import type { PostcodeStatus } from "../../../core/hire-request-snapshot.js";

export interface CheckedPostcode {
  postcode: string;
  status: PostcodeStatus;
  town: string | null;
  region: string | null;
  location: LatLng | null;
}

/**
 * docs/product.md "Validation": a UK postcode must exist per the postcode service. During an outage it is accepted and
 * marked unverified (G1); an Eircode is checked by format (G2) and placed at its routing key's district, and one
 * whose routing key is no district's is refused (G13). Not found answers 400 on `field`.
 */
export async function checkPostcode(lookup: PostcodeLookup, input: string, field: string): Promise<CheckedPostcode> {
  const postcode = formatPostcode(input);
  const eircode = eircodeDistrict(postcode);
  if (eircode?.status === "unknown") {
    const message = unknownRoutingKeyMessage(eircode.routingKey);
    throw badRequest(`${field}: ${message}`, [{ field, message }]);
  }
  if (eircode) {
    const { latitude, longitude } = eircode.district;
    return { postcode, status: "eircode-format-only", town: null, region: null, location: { latitude, longitude } };
  }
  const result = await lookup.lookup(postcode).catch(() => ({ status: "unavailable" as const }));
  if (result.status === "not-found") {
    throw badRequest(`${field}: ${POSTCODE_NOT_FOUND_MESSAGE}`, [{ field, message: POSTCODE_NOT_FOUND_MESSAGE }]);
  }
  if (result.status === "unavailable") {
    return { postcode, status: "unverified", town: null, region: null, location: null };
  }
  return {
    postcode: result.postcode,
    status: "verified",
    town: result.town,
    region: result.region,
    location: { latitude: result.latitude, longitude: result.longitude },
  };
}
