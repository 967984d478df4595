import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema.js";
import type { WebhookEvent } from "../../../core/webhook-events.js";
import { newMessageId } from "./signing.js";

export interface WebhookEventToQueue {
  type: WebhookEvent;
  /** The request it is about, so the admin page can name it and an erasure can find it. */
  referenceNumber: string | null;
  at: Date;
  /** Called only when some endpoint wants the event, so a site without webhooks pays one small query. */
  data: () => Promise<unknown>;
}

/**
 * Queues one delivery per endpoint that wants `event`, in the caller's transaction (docs/decisions/webhooks.md I14):
 * the change and its deliveries commit together or not at all. Answers how many were queued.
 */
export async function enqueueWebhookEvent(tx: Db, event: WebhookEventToQueue): Promise<number> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(sql`${event.type} = any(${webhookEndpoints.events})`);
  if (endpoints.length === 0) return 0;
  const body = JSON.stringify({ type: event.type, timestamp: event.at.toISOString(), data: await event.data() });
  const messageId = newMessageId();
  await tx.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      messageId,
      eventType: event.type,
      referenceNumber: event.referenceNumber,
      body,
    })),
  );
  return endpoints.length;
}
