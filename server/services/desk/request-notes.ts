import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { requestNotes } from "../../db/schema.js";
import { recordAudit } from "../admin/audit.js";
import { lockedRequestInScope, refuseErased } from "./writable-request.js";
import { deskScopeOf, type DeskViewer } from "./desk-scope.js";
import type { StoredRequest } from "./stored-request.js";

// Internal notes (docs/decisions/mylist.md D10): what the branch keeps about a request for itself. Never e-mailed or
// shown on the tracking page; deleted with the customer's details (server/services/customer-data/erase.ts).

export interface InternalNote {
  text: string;
  authorEmail: string | null;
  at: string;
}

export async function notesOf(db: Db, row: StoredRequest): Promise<InternalNote[]> {
  const notes = await db
    .select()
    .from(requestNotes)
    .where(eq(requestNotes.requestId, row.id))
    .orderBy(asc(requestNotes.createdAt), asc(requestNotes.id));
  return notes.map((note) => ({ text: note.text, authorEmail: note.authorEmail, at: note.createdAt.toISOString() }));
}

/** Adds a note to a request in the viewer's scope, audited without its text (docs/decisions/operation.md Z11). */
export async function addRequestNote(
  db: Db,
  now: () => Date,
  viewer: DeskViewer,
  { referenceNumber, text, clientAddress }: { referenceNumber: string; text: string; clientAddress: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedRequestInScope(tx, deskScopeOf(viewer), referenceNumber);
    refuseErased(row, "notes");
    await tx.insert(requestNotes).values({ requestId: row.id, text, authorEmail: viewer.email, createdAt: now() });
    await recordAudit(tx, {
      actorEmail: viewer.email,
      action: "request-note",
      outcome: "success",
      tableName: "request_notes",
      recordCount: 1,
      clientAddress,
      detail: `${row.referenceNumber}: internal note added`,
    });
  });
}
