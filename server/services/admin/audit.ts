import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { auditLog } from "../../db/schema.js";

/** Every admin action, from the site or the command line (issue 14: an entry for each). */
export type AuditAction =
  | "login"
  | "logout"
  | "import"
  | "export"
  | "account-created"
  | "password-reset"
  | "account-removed"
  | "totp-enrol"
  | "totp-remove"
  | "request-status";
export type AuditOutcome = "success" | "failure" | "refused";

export interface AuditEntry {
  actorEmail?: string | null;
  action: AuditAction;
  outcome: AuditOutcome;
  tableName?: string;
  recordCount?: number;
  clientAddress?: string;
  detail?: string;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorEmail: entry.actorEmail ?? null,
    action: entry.action,
    outcome: entry.outcome,
    tableName: entry.tableName ?? null,
    recordCount: entry.recordCount ?? null,
    clientAddress: entry.clientAddress ?? null,
    detail: entry.detail?.slice(0, 2000) ?? null,
  });
}

/** Failed sign-ins since `since`, from this client address and for this account. */
export async function recentLoginFailures(
  db: Db,
  { clientAddress, email, since }: { clientAddress: string; email: string; since: Date },
): Promise<{ byAddress: number; byAccount: number }> {
  const failed = and(eq(auditLog.action, "login"), eq(auditLog.outcome, "failure"), gt(auditLog.at, since));
  const [byAddress] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(failed, eq(auditLog.clientAddress, clientAddress)));
  const [byAccount] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(failed, eq(auditLog.actorEmail, email)));
  return { byAddress: byAddress.n, byAccount: byAccount.n };
}
