import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { StaffRole } from "../../../core/admin-roles.js";
import type { Db } from "../../db/client.js";
import { adminSessions, adminUserBranches, adminUsers, locations } from "../../db/schema.js";
import { AppError, badRequest, conflict, notFound } from "../../errors.js";
import { normaliseEmail } from "./accounts.js";
import { recordAudit } from "./audit.js";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./passwords.js";

// Roles, branches and disabling (docs/decisions/security.md A7-A10), for the CLI and the accounts page alike. Each
// change is one transaction with its audit row, which names the acting account.

export interface AccountAccess {
  role: StaffRole;
  /** Required (one or more) for branch staff; ignored for administrators. */
  branchIds: number[];
}

export interface AccountView {
  id: number;
  email: string;
  role: StaffRole;
  branchIds: number[];
  disabled: boolean;
  hasSecondFactor: boolean;
  createdAt: Date;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who did it, for the audit log: the signed-in account's e-mail, or the command line. */
export interface Actor {
  email: string;
  clientAddress?: string;
}

async function checkedBranches(tx: Tx, access: AccountAccess): Promise<number[]> {
  if (access.role === "administrator") return [];
  const ids = [...new Set(access.branchIds)].sort((a, b) => a - b);
  if (ids.length === 0) {
    throw badRequest("branchIds: branch staff need at least one branch", [
      { field: "branchIds", message: "branch staff need at least one branch" },
    ]);
  }
  const known = await tx.select({ id: locations.id }).from(locations).where(inArray(locations.id, ids));
  const missing = ids.filter((id) => !known.some((row) => row.id === id));
  if (missing.length > 0) {
    throw badRequest(`branchIds: no branch with id ${missing.join(", ")}`, [
      { field: "branchIds", message: `no branch with id ${missing.join(", ")}` },
    ]);
  }
  return ids;
}

async function setBranches(tx: Tx, adminUserId: number, branchIds: number[]) {
  await tx.delete(adminUserBranches).where(eq(adminUserBranches.adminUserId, adminUserId));
  if (branchIds.length > 0) {
    await tx.insert(adminUserBranches).values(branchIds.map((branchId) => ({ adminUserId, branchId })));
  }
}

const describeAccess = (role: StaffRole, branchIds: number[]) =>
  role === "administrator" ? "administrator" : `branch staff for branches ${branchIds.join(", ")}`;

/** Creates an account with its role and branches; 409 when the address is taken. */
export async function createAccount(
  db: Db,
  actor: Actor,
  input: AccountAccess & { email: string; password: string },
): Promise<AccountView> {
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    const message = `must be at least ${MIN_PASSWORD_LENGTH} characters`;
    throw badRequest(`password: ${message}`, [{ field: "password", message }]);
  }
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const taken = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
    if (taken[0]) throw conflict(`email: an account for ${email} already exists`);
    const branchIds = await checkedBranches(tx, input);
    const [row] = await tx
      .insert(adminUsers)
      .values({ email, passwordHash, role: input.role })
      .returning({ id: adminUsers.id });
    await setBranches(tx, row.id, branchIds);
    await recordAudit(tx, {
      actorEmail: actor.email,
      action: "account-created",
      outcome: "success",
      tableName: "admin_users",
      recordCount: 1,
      clientAddress: actor.clientAddress,
      detail: `${email}: ${describeAccess(input.role, branchIds)}`,
    });
  });
  return (await accountViews(db, email))[0];
}

export interface AccountChange {
  role?: StaffRole;
  branchIds?: number[];
  disabled?: boolean;
}

/**
 * Changes an account's role, branches or whether it is disabled. Disabling ends its sessions. The last enabled
 * administrator cannot be demoted or disabled, and nobody can demote or disable their own account (A9).
 */
export async function changeAccount(db: Db, actor: Actor, email: string, change: AccountChange): Promise<AccountView> {
  const address = normaliseEmail(email);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.email, address)).for("update");
    if (!row) throw notFound(`No account ${address}`);
    const role = change.role ?? (row.role as StaffRole);
    const current = await tx
      .select({ branchId: adminUserBranches.branchId })
      .from(adminUserBranches)
      .where(eq(adminUserBranches.adminUserId, row.id));
    const branchIds = await checkedBranches(tx, {
      role,
      branchIds: change.branchIds ?? current.map((entry) => entry.branchId),
    });
    const disabled = change.disabled ?? row.disabledAt !== null;
    const losesAdministrator = row.role === "administrator" && (role !== "administrator" || disabled);
    if (losesAdministrator) {
      if (address === normaliseEmail(actor.email)) {
        throw conflict("You cannot demote or disable your own account: ask another administrator.");
      }
      const others = await tx
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(and(eq(adminUsers.role, "administrator"), isNull(adminUsers.disabledAt), ne(adminUsers.id, row.id)));
      if (others.length === 0) throw conflict("This is the last administrator: make another one first.");
    }
    await tx
      .update(adminUsers)
      .set({ role, disabledAt: disabled ? (row.disabledAt ?? sql`now()`) : null, updatedAt: sql`now()` })
      .where(eq(adminUsers.id, row.id));
    await setBranches(tx, row.id, branchIds);
    if (disabled) await tx.delete(adminSessions).where(eq(adminSessions.adminUserId, row.id));
    await recordAudit(tx, {
      actorEmail: actor.email,
      action: "account-changed",
      outcome: "success",
      tableName: "admin_users",
      recordCount: 1,
      clientAddress: actor.clientAddress,
      detail: `${address}: ${describeAccess(role, branchIds)}${disabled ? ", disabled" : ""}`,
    });
  });
  const [view] = await accountViews(db, address);
  if (!view) throw new AppError(500, "The account vanished after it changed");
  return view;
}

/** Every account (or one, by e-mail) with its role and branches, by e-mail address. */
export async function accountViews(db: Db, email?: string): Promise<AccountView[]> {
  const rows = await db
    .select()
    .from(adminUsers)
    .where(email ? eq(adminUsers.email, normaliseEmail(email)) : undefined)
    .orderBy(asc(adminUsers.email));
  const links = await db.select().from(adminUserBranches).orderBy(asc(adminUserBranches.branchId));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role as StaffRole,
    branchIds: links.filter((link) => link.adminUserId === row.id).map((link) => link.branchId),
    disabled: row.disabledAt !== null,
    hasSecondFactor: row.totpSecret !== null,
    createdAt: row.createdAt,
  }));
}
