import { z } from "zod";
import { API_KEY_SCOPES } from "../../../core/api-key-scopes.js";
import { plainLine } from "../../../core/input-fields.js";
import { addressRange } from "../../address-list.js";

// What creating a key takes, from the admin API and from `npm run admin -- api-key create` alike.

const SCOPES_MESSAGE = `must be a list of scopes from ${API_KEY_SCOPES.join(", ")}`;

export const newApiKeySchema = z.object({
  name: plainLine(
    z
      .string("is required: a name for the system using the key, such as 'InspHire'")
      .trim()
      .min(1, "is required: a name for the system using the key, such as 'InspHire'")
      .max(80, "must be at most 80 characters"),
  ),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, SCOPES_MESSAGE), SCOPES_MESSAGE)
    .min(1, SCOPES_MESSAGE)
    .max(API_KEY_SCOPES.length * 2, SCOPES_MESSAGE)
    .transform((scopes) => [...new Set(scopes)]),
  allowedCidrs: z
    .array(
      z
        .string("must be addresses or CIDR ranges such as 192.0.2.0/24")
        .trim()
        .refine((entry) => addressRange(entry) !== undefined, "must be addresses or CIDR ranges such as 192.0.2.0/24"),
      "must be a list of addresses or CIDR ranges such as 192.0.2.0/24",
    )
    .max(50, "must be at most 50 ranges")
    .default([]),
});
