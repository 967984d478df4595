import type { WebhookPayload } from "./openapi.js";

// The webhook events' payloads, each `{ type, timestamp, data }` with data the pull API's item
// (server/services/integration/hire-request-item.ts): the OpenAPI document's `webhooks` section lists these. Empty
// until the webhooks are delivered.
export const WEBHOOK_PAYLOADS: readonly WebhookPayload[] = [];
