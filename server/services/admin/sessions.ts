import { createHash, randomBytes } from "node:crypto";
import { asc, eq, lt, or } from "drizzle-orm";
import { isStaffRole, type StaffRole } from "../../../core/admin-roles.js";
import type { Db } from "../../db/client.js";
import { adminSessions, adminUserBranches, adminUsers } from "../../db/schema.js";

/** A session ends after this long without a request (docs/decisions/security.md A1). */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** ...and this long after sign-in, however busy (docs/decisions/security.md A11). */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often per session, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

export interface StaffSession {
  adminUserId: number;
  email: string;
  /** Read at every request, so a changed role or branch list applies at once (docs/decisions/security.md A7). */
  role: StaffRole;
  /** The branches a branch-staff account works for; empty for administrators. */
  branchIds: number[];
}

/** The branch ids of one account, lowest first. */
export async function branchIdsOf(db: Db, adminUserId: number): Promise<number[]> {
  const rows = await db
    .select({ branchId: adminUserBranches.branchId })
    .from(adminUserBranches)
    .where(eq(adminUserBranches.adminUserId, adminUserId))
    .orderBy(asc(adminUserBranches.branchId));
  return rows.map((row) => row.branchId);
}

export async function createSession(db: Db, adminUserId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(adminSessions).values({ tokenHash: digest(token), adminUserId });
  return token;
}

/** The signed-in account for a token, or undefined when it is unknown, idle or signed in too long, or disabled. */
export async function findSession(db: Db, token: string, now = new Date()): Promise<StaffSession | undefined> {
  if (!/^[\w-]{43}$/.test(token)) return undefined;
  const tokenHash = digest(token);
  const rows = await db
    .select({
      adminUserId: adminSessions.adminUserId,
      email: adminUsers.email,
      role: adminUsers.role,
      disabledAt: adminUsers.disabledAt,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
    .where(eq(adminSessions.tokenHash, tokenHash));
  const row = rows[0];
  if (!row || row.disabledAt || !isStaffRole(row.role)) return undefined;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  const age = now.getTime() - row.createdAt.getTime();
  if (idle > SESSION_IDLE_MS || age > SESSION_LIFETIME_MS) {
    await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    return undefined;
  }
  if (idle > TOUCH_EVERY_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.tokenHash, tokenHash));
  }
  const branchIds = row.role === "administrator" ? [] : await branchIdsOf(db, row.adminUserId);
  return { adminUserId: row.adminUserId, email: row.email, role: row.role, branchIds };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, digest(token)));
}

/** Deletes sessions idle or signed in for longer than the limits (called at sign-in, so the table stays small). */
export async function deleteIdleSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        lt(adminSessions.createdAt, new Date(now.getTime() - SESSION_LIFETIME_MS)),
      ),
    );
}
