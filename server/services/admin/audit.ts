import type { Db } from "../../db/client.js";
import { auditLog } from "../../db/schema.js";

/** Every admin action, from the site or the command line (docs/decisions/security.md S4: an entry for each). */
export type AuditAction =
  | "login"
  | "logout"
  | "import"
  | "restore"
  | "export"
  | "account-created"
  | "password-reset"
  | "account-removed"
  | "account-changed"
  | "totp-enrol"
  | "totp-remove"
  | "request-status"
  | "request-note"
  | "request-cancelled-by-customer"
  | "customer-data-find"
  | "customer-data-export"
  | "customer-data-erase"
  | "retention-erase"
  | "api-key-created"
  | "api-key-revoked"
  | "webhook-created"
  | "webhook-removed"
  | "webhook-resent";
export type AuditOutcome = "success" | "failure" | "refused";

export interface AuditEntry {
  actorEmail?: string | null;
  action: AuditAction;
  outcome: AuditOutcome;
  tableName?: string;
  recordCount?: number;
  clientAddress?: string;
  /** What the action did, in codes and counts: never text staff typed (docs/decisions/operation.md Z11). */
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
