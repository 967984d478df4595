import { z } from "zod";
import { WEBHOOK_EVENTS, type WebhookEvent } from "../../../core/webhook-events.js";
import { hireRequestItemSchema } from "../integration/hire-request-item.js";

// The bodies the site sends (docs/decisions/webhooks.md I12, I13), for the OpenAPI document's `webhooks` section.

export const erasureDataSchema = z
  .object({
    erasedAt: z.iso.datetime({ offset: true }),
    reason: z.enum(["erasure-request", "retention"]),
    requests: z.array(z.object({ reference: z.string(), kind: z.enum(["hire", "special"]) })),
  })
  .meta({
    id: "CustomerDataErased",
    description: "The requests whose customers' details were erased; no personal data",
  });

const SUMMARIES: Record<WebhookEvent, string> = {
  "hire_request.created": "A customer sent a MyList (an ML- request)",
  "hire_request.status_changed": "A request of either kind changed status, on the desk or through the API",
  "special_request.created": "A customer sent a special request (SR-)",
  "customer_data.erased": "Customers' details were erased, on their request or after the retention period",
};

/** Each event's body: `{ type, timestamp, data }`, signed with the Standard Webhooks headers. */
export const WEBHOOK_PAYLOAD_SCHEMAS = WEBHOOK_EVENTS.map((event) => ({
  event,
  summary: SUMMARIES[event],
  schema: z.object({
    type: z.literal(event),
    timestamp: z.iso.datetime({ offset: true }).meta({ description: "When the change happened" }),
    data: event === "customer_data.erased" ? erasureDataSchema : hireRequestItemSchema,
  }),
}));
