import { renderHtml, renderText, type Block } from "../mail/blocks.js";
import type { OutgoingMail } from "../mail/outbox.js";

export interface FailedDelivery {
  url: string;
  eventType: string;
  messageId: string;
  attempts: number;
  /** The endpoint's last answer: an HTTP status, or what went wrong without one. */
  lastAnswer: string;
}

/** The administrators' e-mail when an endpoint is marked failing (docs/decisions/webhooks.md I15). */
export function webhookFailingMail(to: string, failed: FailedDelivery, adminUrl: string): OutgoingMail {
  const title = "A webhook endpoint is failing";
  const blocks: Block[] = [
    {
      paragraph: `Your site could not deliver an event to ${failed.url} after ${failed.attempts} attempts, so the endpoint is marked failing. Events keep being queued and tried; nothing is lost.`,
    },
    {
      rows: [
        ["Endpoint", failed.url],
        ["Event", failed.eventType],
        ["Webhook id", failed.messageId],
        ["Last answer", failed.lastAnswer],
      ],
    },
    { paragraph: "Once the receiving system answers again, resend the failed deliveries from the admin page." },
    { link: adminUrl, label: "Open the webhooks on the admin page" },
  ];
  return {
    kind: "webhook-failing",
    to,
    subject: `${title}: ${failed.url}`,
    text: renderText([{ paragraph: title }, ...blocks]),
    html: renderHtml(title, blocks),
  };
}
