import { WEBHOOK_PAYLOAD_SCHEMAS } from "../../services/webhooks/payload-schemas.js";
import type { WebhookPayload } from "./openapi.js";

// The webhook events' payloads, each `{ type, timestamp, data }` with data the pull API's item
// (server/services/integration/hire-request-item.ts) or, for an erasure, its references: the OpenAPI document's
// `webhooks` section lists these (docs/decisions/webhooks.md I12).
export const WEBHOOK_PAYLOADS: readonly WebhookPayload[] = WEBHOOK_PAYLOAD_SCHEMAS;
