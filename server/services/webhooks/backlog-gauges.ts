import { Gauge, type Registry } from "prom-client";
import type { WebhookBacklog } from "./worker.js";

/** The webhook outbox on /metrics (docs/decisions/webhooks.md I21), read from the database when Prometheus scrapes. */
export function webhookBacklogGauges(registry: Registry, read: () => Promise<WebhookBacklog>): void {
  const gauge = (name: string, help: string, value: (backlog: WebhookBacklog) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const backlog = await read().catch(() => undefined);
        if (backlog) this.set(value(backlog));
      },
    });
  gauge("hirebase_webhook_deliveries_pending", "Webhook deliveries not yet accepted", (b) => b.pending);
  gauge(
    "hirebase_webhook_deliveries_oldest_age_seconds",
    "Age of the oldest webhook delivery not yet accepted (0 when none)",
    (b) => b.oldestAgeSeconds,
  );
  gauge(
    "hirebase_webhook_endpoints_failing",
    "Webhook endpoints marked failing: a delivery's last attempt failed and none was accepted since",
    (b) => b.failingEndpoints,
  );
}
