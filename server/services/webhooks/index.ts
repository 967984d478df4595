// Webhooks (docs/decisions/webhooks.md I11-I18): endpoints, the delivery outbox and its worker.
export { WEBHOOK_EVENTS, type WebhookEvent } from "../../../core/webhook-events.js";
export { endpointsWanting, enqueueWebhookEvent, queueWebhookDeliveries } from "./enqueue.js";
export { erasureData, newRequestItemData, requestItemData } from "./event-data.js";
export { createWebhookAdmin, type WebhookAdmin } from "./endpoints.js";
export { WebhookWorker, type WebhookWorkerOptions } from "./worker.js";
