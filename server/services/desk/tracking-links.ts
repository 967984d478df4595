import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { requestTrackingLinks } from "../../db/schema.js";
import { newTrackingToken, trackingUrl } from "./tracking-token.js";
import type { StoredRequest } from "./stored-request.js";

// The tracking links after the first (docs/decisions/mylist.md D13): each status e-mail carries a fresh one, since the
// checkout's token exists only as its hash (D3). All of a request's links open it until its details are erased.

/** A new link for an e-mail about `row`, its hash stored in the caller's transaction. */
export async function issueTrackingLink(tx: Db, publicUrl: string, row: StoredRequest, at: Date): Promise<string> {
  const { token, hash } = newTrackingToken();
  await tx.insert(requestTrackingLinks).values({ requestId: row.id, tokenHash: hash, createdAt: at });
  return trackingUrl(publicUrl, row.referenceNumber, token);
}

/** The hashes of every link that opens `row`: the checkout's, on the desk row, then the status e-mails'. */
export async function trackingHashesOf(db: Db, row: StoredRequest): Promise<string[]> {
  const later = await db
    .select({ hash: requestTrackingLinks.tokenHash })
    .from(requestTrackingLinks)
    .where(eq(requestTrackingLinks.requestId, row.id));
  return [...(row.trackingTokenHash ? [row.trackingTokenHash] : []), ...later.map((link) => link.hash)];
}
