import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.js";
import { mailOutbox } from "../../db/schema.js";

export interface OutgoingMail {
  kind: string;
  referenceNumber?: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** The domain of the sender's address, for Message-IDs ("Hirebase <no-reply@example.com>" -> example.com). */
export function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

/**
 * Queues messages in the caller's transaction (O3: a request and its e-mails commit together). Each gets
 * its Message-ID now, so a message re-sent after a crash carries the same id and mail clients fold the copies.
 */
export async function enqueueMail(db: Db, from: string, messages: OutgoingMail[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(mailOutbox).values(outboxRows(from, messages));
}

/** The outbox rows for `messages`, each with its Message-ID (for callers that write them in a larger statement). */
export function outboxRows(from: string, messages: OutgoingMail[]): (typeof mailOutbox.$inferInsert)[] {
  const domain = senderDomain(from);
  return messages.map((message) => ({
    messageId: `<${message.kind}.${message.referenceNumber ?? "mail"}.${randomBytes(8).toString("hex")}@${domain}>`,
    kind: message.kind,
    referenceNumber: message.referenceNumber ?? null,
    fromAddress: from,
    toAddress: message.to,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
  }));
}
