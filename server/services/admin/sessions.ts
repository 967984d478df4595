import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { adminSessions, adminUsers } from "../../db/schema.js";

/** A session ends after this long without a request (issue 11). */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** last_seen_at is written at most this often per session, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

export interface AdminSession {
  adminUserId: number;
  email: string;
}

export async function createSession(db: Db, adminUserId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(adminSessions).values({ tokenHash: digest(token), adminUserId });
  return token;
}

/** The signed-in administrator for a token, or undefined when it is unknown or idle for too long. */
export async function findSession(db: Db, token: string, now = new Date()): Promise<AdminSession | undefined> {
  if (!/^[\w-]{43}$/.test(token)) return undefined;
  const tokenHash = digest(token);
  const rows = await db
    .select({ adminUserId: adminSessions.adminUserId, email: adminUsers.email, lastSeenAt: adminSessions.lastSeenAt })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
    .where(eq(adminSessions.tokenHash, tokenHash));
  const row = rows[0];
  if (!row) return undefined;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle > SESSION_IDLE_MS) {
    await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    return undefined;
  }
  if (idle > TOUCH_EVERY_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.tokenHash, tokenHash));
  }
  return { adminUserId: row.adminUserId, email: row.email };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, digest(token)));
}

/** Deletes sessions idle for longer than the limit (called at sign-in, so the table stays small). */
export async function deleteIdleSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(adminSessions).where(lt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)));
}
