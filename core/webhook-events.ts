/** The events an endpoint may receive (docs/decisions/webhooks.md I12). */
export const WEBHOOK_EVENTS = [
  "hire_request.created",
  "hire_request.status_changed",
  "special_request.created",
  "customer_data.erased",
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
