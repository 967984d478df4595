import { createHmac, randomBytes } from "node:crypto";

// Standard Webhooks (https://www.standardwebhooks.com): a `whsec_` secret, and headers a receiver checks with the
// `standardwebhooks` library in one call (docs/decisions/webhooks.md I13).

const SECRET_PREFIX = "whsec_";

/** A new endpoint's secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString("base64");
}

/** A delivery's `webhook-id`, kept for every attempt and resend. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString("base64url")}`;
}

/** The three headers of one attempt: the signature covers id, the attempt's time in seconds and the body. */
export function signedHeaders(secret: string, messageId: string, body: string, at: Date): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), "base64");
  const signature = createHmac("sha256", key).update(`${messageId}.${timestamp}.${body}`).digest("base64");
  return {
    "webhook-id": messageId,
    "webhook-timestamp": timestamp,
    "webhook-signature": `v1,${signature}`,
  };
}
