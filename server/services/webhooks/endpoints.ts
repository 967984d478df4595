import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { recordAudit, type AuditAction } from "../admin/audit.js";
import type { WebhookDeliverySummary, WebhookEndpointSummary, WebhookEvent } from "../../../core/webhook-events.js";
import { newWebhookSecret } from "./signing.js";

// Administrators' view of webhooks: endpoints (the secret shown once), their recent deliveries, and resending one.

/** Deliveries the admin page shows per endpoint, newest first. */
export const RECENT_DELIVERIES = 20;

export interface WebhookActor {
  email: string;
  clientAddress: string;
}

export function createWebhookAdmin(db: Db, onQueued: () => void) {
  const audit = (tx: Db, actor: WebhookActor, action: AuditAction, detail: string) =>
    recordAudit(tx, {
      actorEmail: actor.email,
      action,
      outcome: "success",
      tableName: "webhook_endpoints",
      recordCount: 1,
      clientAddress: actor.clientAddress,
      detail,
    });

  return {
    /** Adds an endpoint; its secret is answered here and never again (docs/decisions/webhooks.md I11). */
    async create(actor: WebhookActor, endpoint: { url: string; events: WebhookEvent[] }) {
      const secret = newWebhookSecret();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({ url: endpoint.url, events: endpoint.events, secret })
          .returning({ id: webhookEndpoints.id });
        await audit(tx, actor, "webhook-created", `${row.id}: ${endpoint.url} (${endpoint.events.join(", ")})`);
        return { id: row.id, url: endpoint.url, events: endpoint.events, secret };
      });
    },

    async list(): Promise<WebhookEndpointSummary[]> {
      const endpoints = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id);
      if (endpoints.length === 0) return [];
      const recent = await db
        .select()
        .from(webhookDeliveries)
        .where(
          sql`${webhookDeliveries.id} in (select id from (
            select d.id, row_number() over (partition by d.endpoint_id order by d.id desc) as place
            from ${webhookDeliveries} d) ranked where ranked.place <= ${RECENT_DELIVERIES})`,
        )
        .orderBy(desc(webhookDeliveries.id));
      return endpoints.map((endpoint) => ({
        id: endpoint.id,
        url: endpoint.url,
        events: endpoint.events as WebhookEvent[],
        failingSince: endpoint.failingSince?.toISOString() ?? null,
        createdAt: endpoint.createdAt.toISOString(),
        recentDeliveries: recent.filter((row) => row.endpointId === endpoint.id).map(deliverySummary),
      }));
    },

    /** Removes an endpoint and its deliveries; nothing more is sent to it. */
    async remove(actor: WebhookActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(webhookEndpoints)
          .where(eq(webhookEndpoints.id, id))
          .returning({ url: webhookEndpoints.url });
        if (!removed) throw notFound("No webhook endpoint with this id");
        await audit(tx, actor, "webhook-removed", `${id}: ${removed.url}`);
      });
    },

    /**
     * Sends a delivery again, with the same webhook-id and body, as soon as the worker can (docs/decisions/webhooks.md
     * I17): a fresh set of attempts on the retry schedule.
     */
    async resend(actor: WebhookActor, endpointId: number, deliveryId: number): Promise<WebhookDeliverySummary> {
      const resent = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(webhookDeliveries)
          .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, deliveredAt: null })
          .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
          .returning();
        if (!row) throw notFound("No delivery with this id for this endpoint");
        await audit(tx, actor, "webhook-resent", `${endpointId}: ${row.messageId} (${row.eventType})`);
        return row;
      });
      onQueued();
      return deliverySummary(resent);
    },
  };
}

function deliverySummary(row: typeof webhookDeliveries.$inferSelect): WebhookDeliverySummary {
  return {
    id: row.id,
    webhookId: row.messageId,
    type: row.eventType,
    referenceNumber: row.referenceNumber,
    status: row.status as WebhookDeliverySummary["status"],
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

export type WebhookAdmin = ReturnType<typeof createWebhookAdmin>;
