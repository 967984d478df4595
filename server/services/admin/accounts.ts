import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { adminSessions, adminUsers } from "../../db/schema.js";
import { badRequest } from "../../errors.js";
import { recordAudit } from "./audit.js";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./passwords.js";

export interface StaffAccount {
  id: number;
  email: string;
  createdAt: Date;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw badRequest(`password: must be at least ${MIN_PASSWORD_LENGTH} characters`, [
      { field: "password", message: `must be at least ${MIN_PASSWORD_LENGTH} characters` },
    ]);
  }
}

export async function findAccount(db: Db, email: string) {
  const rows = await db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.email, normaliseEmail(email)));
  return rows[0];
}

/**
 * Creates the account, or sets its password when it exists; a new password ends the account's sessions.
 * Returns whether the account was created.
 */
export async function createOrResetAccount(db: Db, email: string, password: string): Promise<"created" | "reset"> {
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  const address = normaliseEmail(email);
  const outcome = await db.transaction(async (tx) => {
    const existing = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, address));
    if (existing[0]) {
      await tx
        .update(adminUsers)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(adminUsers.id, existing[0].id));
      await tx.delete(adminSessions).where(eq(adminSessions.adminUserId, existing[0].id));
      return "reset" as const;
    }
    await tx.insert(adminUsers).values({ email: address, passwordHash });
    return "created" as const;
  });
  await recordAudit(db, {
    actorEmail: address,
    action: outcome === "created" ? "account-created" : "password-reset",
    outcome: "success",
  });
  return outcome;
}

export async function listAccounts(db: Db): Promise<StaffAccount[]> {
  return db
    .select({ id: adminUsers.id, email: adminUsers.email, createdAt: adminUsers.createdAt })
    .from(adminUsers)
    .orderBy(asc(adminUsers.email));
}

/** Removes the account and its sessions; false when there was none. */
export async function removeAccount(db: Db, email: string): Promise<boolean> {
  const removed = await db
    .delete(adminUsers)
    .where(eq(adminUsers.email, normaliseEmail(email)))
    .returning({ id: adminUsers.id });
  if (removed.length > 0)
    await recordAudit(db, { actorEmail: normaliseEmail(email), action: "account-removed", outcome: "success" });
  return removed.length > 0;
}
