import { sql, type SQL } from "drizzle-orm";
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
 * A SELECT answering `wanted`, how many endpoints want events of `type`: a caller that batches its writes
 * (server/db/write-batch.ts) asks it in the same round trip, then calls queueWebhookDeliveries only when some do
 * (docs/decisions/webhooks.md I20).
 */
export const endpointsWanting = (type: WebhookEvent): SQL =>
  sql`select count(*)::int as wanted from ${webhookEndpoints} where ${type} = any(${webhookEndpoints.events})`;

/** The rows a raw statement answers (drizzle types them per driver; both drivers give `rows`). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Queues one delivery per endpoint that wants `event`, in the caller's transaction (docs/decisions/webhooks.md I14):
 * the change and its deliveries commit together or not at all. Answers how many were queued.
 */
export async function enqueueWebhookEvent(tx: Db, event: WebhookEventToQueue): Promise<number> {
  const [{ wanted }] = rowsOf<{ wanted: number }>(await tx.execute(endpointsWanting(event.type)));
  return wanted > 0 ? queueWebhookDeliveries(tx, event) : 0;
}

/**
 * Builds the event's body and inserts its deliveries, one per endpoint that wants it, in one statement (so an endpoint
 * removed meanwhile is simply not among them). For callers that know some endpoint wants it (endpointsWanting).
 */
export async function queueWebhookDeliveries(tx: Db, event: WebhookEventToQueue): Promise<number> {
  const body = JSON.stringify({ type: event.type, timestamp: event.at.toISOString(), data: await event.data() });
  const queued = await tx.execute(sql`
    insert into ${webhookDeliveries} (endpoint_id, message_id, event_type, reference_number, body)
    select ${webhookEndpoints.id}, ${newMessageId()}, ${event.type}, ${event.referenceNumber}, ${body}
    from ${webhookEndpoints} where ${event.type} = any(${webhookEndpoints.events})
    returning 1`);
  return rowsOf(queued).length;
}
