import { asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  customerRequests,
  hireRequests,
  mailCopies,
  mailOutbox,
  requestNotes,
  requestStatusChanges,
  specialRequests,
} from "../../db/schema.js";

// Everything stored about one e-mail address (a customer's access request, UK GDPR article 15): their requests' desk
// rows, what they submitted, the status history with the notes sent to them, the branch's internal notes about their
// requests (docs/decisions/mylist.md D10), the e-mails about the requests and the
// daily counts of copies sent to the address.

export interface CustomerRequestRecord {
  referenceNumber: string;
  kind: string;
  status: string;
  branchName: string;
  receivedAt: string;
  lastChangedAt: string;
  erasedAt: string | null;
  desk: Record<string, unknown>;
  submitted: unknown;
  statusHistory: { from: string; to: string; note: string; at: string; by: string | null }[];
  internalNotes: { text: string; at: string; by: string | null }[];
  emails: {
    kind: string;
    to: string;
    replyTo: string | null;
    subject: string;
    text: string;
    status: string;
    createdAt: string;
    sentAt: string | null;
  }[];
}

export interface CustomerRecords {
  emailAddress: string;
  requests: CustomerRequestRecord[];
  /** E-mails to the address about no request of theirs (none today; kept should a kind appear). */
  otherEmails: CustomerRequestRecord["emails"];
  mailCopies: { day: string; copies: number }[];
}

const emailOf = (message: typeof mailOutbox.$inferSelect): CustomerRequestRecord["emails"][number] => ({
  kind: message.kind,
  to: message.toAddress,
  replyTo: message.replyTo,
  subject: message.subject,
  text: message.textBody,
  status: message.status,
  createdAt: message.createdAt.toISOString(),
  sentAt: message.sentAt?.toISOString() ?? null,
});

export const normaliseAddress = (email: string) => email.trim().toLowerCase();

/** The desk rows of every request made with `email` (any case), oldest first. */
export function requestsOf(db: Db, email: string) {
  return db
    .select()
    .from(customerRequests)
    .where(sql`lower(${customerRequests.customerEmail}) = ${normaliseAddress(email)}`)
    .orderBy(asc(customerRequests.createdAt), asc(customerRequests.id));
}

/** Everything stored about `email`. */
export async function customerRecords(db: Db, email: string): Promise<CustomerRecords> {
  const address = normaliseAddress(email);
  const rows = await requestsOf(db, address);
  const references = rows.map((row) => row.referenceNumber);
  const ids = rows.map((row) => row.id);
  const none = references.length === 0;
  const [hires, specials, changes, notes, mail, copies] = await Promise.all([
    none ? [] : db.select().from(hireRequests).where(inArray(hireRequests.referenceNumber, references)),
    none ? [] : db.select().from(specialRequests).where(inArray(specialRequests.referenceNumber, references)),
    none
      ? []
      : db
          .select()
          .from(requestStatusChanges)
          .where(inArray(requestStatusChanges.requestId, ids))
          .orderBy(asc(requestStatusChanges.at), asc(requestStatusChanges.id)),
    none
      ? []
      : db
          .select()
          .from(requestNotes)
          .where(inArray(requestNotes.requestId, ids))
          .orderBy(asc(requestNotes.createdAt), asc(requestNotes.id)),
    db
      .select()
      .from(mailOutbox)
      .where(
        none
          ? sql`lower(${mailOutbox.toAddress}) = ${address}`
          : or(inArray(mailOutbox.referenceNumber, references), sql`lower(${mailOutbox.toAddress}) = ${address}`),
      )
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
    db.select().from(mailCopies).where(eq(mailCopies.address, address)).orderBy(asc(mailCopies.day)),
  ]);
  const snapshots = new Map<string, unknown>([
    ...hires.map((row) => [row.referenceNumber, row.snapshot] as const),
    ...specials.map((row) => [row.referenceNumber, row.snapshot] as const),
  ]);
  return {
    emailAddress: address,
    requests: rows.map((row) => {
      // The tracking token's hash is a key, not data about the customer.
      const { trackingTokenHash: _hash, id: _id, ...desk } = row;
      return {
        referenceNumber: row.referenceNumber,
        kind: row.kind,
        status: row.status,
        branchName: row.branchName,
        receivedAt: row.createdAt.toISOString(),
        lastChangedAt: row.updatedAt.toISOString(),
        erasedAt: row.erasedAt?.toISOString() ?? null,
        desk,
        submitted: snapshots.get(row.referenceNumber) ?? null,
        statusHistory: changes
          .filter((change) => change.requestId === row.id)
          .map((change) => ({
            from: change.fromStatus,
            to: change.toStatus,
            note: change.note,
            at: change.at.toISOString(),
            by: change.actorEmail,
          })),
        internalNotes: notes
          .filter((note) => note.requestId === row.id)
          .map((note) => ({ text: note.text, at: note.createdAt.toISOString(), by: note.authorEmail })),
        emails: mail.filter((message) => message.referenceNumber === row.referenceNumber).map(emailOf),
      };
    }),
    otherEmails: mail
      .filter((message) => message.referenceNumber === null || !references.includes(message.referenceNumber))
      .map(emailOf),
    mailCopies: copies.map((copy) => ({ day: copy.day, copies: copy.copies })),
  };
}
