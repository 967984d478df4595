/** The events an endpoint may receive (docs/decisions/webhooks.md I12). */
export const WEBHOOK_EVENTS = [
  "hire_request.created",
  "hire_request.status_changed",
  "special_request.created",
  "customer_data.erased",
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What GET /api/admin/webhooks answers, per endpoint (never its secret), and per recent delivery. */
export interface WebhookDeliverySummary {
  id: number;
  webhookId: string;
  type: string;
  referenceNumber: string | null;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  /** The endpoint's last HTTP status; null before an answer or when none came. */
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

export interface WebhookEndpointSummary {
  id: number;
  url: string;
  events: WebhookEvent[];
  failingSince: string | null;
  createdAt: string;
  recentDeliveries: WebhookDeliverySummary[];
}
