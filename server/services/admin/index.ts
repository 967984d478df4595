import type { ImportTableName } from "../../../core/import-columns.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../errors.js";
import type { Logger } from "../../logger.js";
import type { CatalogueStore } from "../catalogue/store.js";
import {
  csvTemplate,
  describeChanges,
  importUpload,
  previousVersions,
  restoreAndRefresh,
  type PreviousVersion,
  type RestoreOutcome,
  type UploadOutcome,
} from "../import/index.js";
import {
  accountViews,
  changeAccount,
  createAccount,
  type AccountAccess,
  type AccountChange,
  type AccountView,
  type Actor,
} from "./account-access.js";
import { createOrResetAccount, findAccount } from "./accounts.js";
import { recordAudit } from "./audit.js";
import { exportTableCsv } from "./export-csv.js";
import { login, type LoginResult } from "./login.js";
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottle } from "./login-throttle.js";
import { verifyPassword } from "./passwords.js";
import { endSession, findSession, type StaffSession } from "./sessions.js";

export { createOrResetAccount, listAccounts, removeAccount } from "./accounts.js";
export {
  accountViews,
  changeAccount,
  createAccount,
  type AccountChange,
  type AccountView,
  type Actor,
} from "./account-access.js";
export { ADMINISTRATORS_ONLY, isAdministrator, requireAdministrator } from "./roles.js";
export { SESSION_IDLE_MS, type StaffSession } from "./sessions.js";
export {
  CODE_REQUIRED,
  LIVE_NEEDS_TOTP,
  SignInThrottled,
  WRONG_CODE,
  WRONG_CREDENTIALS,
  WRONG_CREDENTIALS_OR_CODE,
} from "./login.js";
export { DEFAULT_LOGIN_THROTTLE, type LoginThrottle } from "./login-throttle.js";
export { enrolTotp, removeTotp, TOTP_KEY_MISSING } from "./totp.js";

/** What the admin API asks of the server; every call that changes something is written to the audit log. */
export interface AdminService {
  login(input: { email: string; password: string; code?: string; clientAddress: string }): Promise<LoginResult>;
  logout(token: string, session: StaffSession, clientAddress: string): Promise<void>;
  session(token: string): Promise<StaffSession | undefined>;
  /**
   * `by.actor` is who the audit log names (an account's e-mail, or an API key as `api-key:<name>`); `by.secret` signs
   * confirmations and arrives with every request (the session token or the API key); `confirm` a token from an
   * earlier preview.
   */
  importTable(
    by: { actor: string; secret: string },
    table: ImportTableName,
    data: Uint8Array,
    clientAddress: string,
    confirm?: string,
  ): Promise<UploadOutcome>;
  /** `confirm`: a token from an earlier answer, to undo a restore (docs/decisions/catalogue-import.md C16). */
  restoreTable(
    signedIn: { session: StaffSession; token: string },
    table: ImportTableName,
    clientAddress: string,
    confirm?: string,
  ): Promise<RestoreOutcome>;
  previousVersions(): Promise<PreviousVersion[]>;
  exportTable(session: StaffSession, table: ImportTableName, clientAddress: string): Promise<string>;
  template(table: ImportTableName): string;
  /** Accounts (docs/decisions/security.md A7-A9): callers check the viewer is an administrator first. */
  accounts(): Promise<AccountView[]>;
  createAccount(actor: Actor, input: AccountAccess & { email: string; password: string }): Promise<AccountView>;
  changeAccount(actor: Actor, email: string, change: AccountChange): Promise<AccountView>;
}

export interface AdminServiceOptions {
  throttle?: Partial<LoginThrottle>;
  /** The clock sign-in throttling reads (tests move it on instead of waiting). */
  now?: () => Date;
  /** TOTP_SECRET_KEY (docs/decisions/security.md S6). */
  totpKey?: Buffer;
}

type SiteMode = () => "DEV" | "LIVE";

export function createAdminService(
  db: Db,
  catalogue: Pick<CatalogueStore, "reload" | "refreshAfterImport">,
  logger: Logger,
  siteMode: SiteMode,
  options: AdminServiceOptions = {},
): AdminService {
  const throttle = { ...DEFAULT_LOGIN_THROTTLE, ...options.throttle };
  const loginDeps = { throttle, logger, now: options.now ?? (() => new Date()), totpKey: options.totpKey };
  return {
    login: (input) => login(db, loginDeps, { ...input, siteMode: siteMode() }),
    async logout(token, session, clientAddress) {
      await endSession(db, token);
      await recordAudit(db, { actorEmail: session.email, action: "logout", outcome: "success", clientAddress });
    },
    session: (token) => findSession(db, token),
    async importTable({ actor, secret }, table, data, clientAddress, confirm) {
      const audit = { actorEmail: actor, action: "import" as const, tableName: table, clientAddress };
      try {
        const outcome = await importUpload({
          db,
          catalogue,
          table,
          data,
          secret,
          confirm,
          actor,
        });
        if (outcome.kind === "preview") {
          const detail = `not yet confirmed: ${describeChanges(table, outcome.preview.changes)}`;
          await recordAudit(db, { ...audit, outcome: "refused", detail });
          return outcome;
        }
        const { result } = outcome;
        const detail = `${result.changes.added} added, ${result.changes.removed} removed, ${result.changes.changed} changed`;
        await recordAudit(db, { ...audit, outcome: "success", recordCount: result.recordsImported, detail });
        logger.info({ table, records: result.recordsImported, admin: actor }, "table imported");
        return outcome;
      } catch (err) {
        const detail = err instanceof AppError ? err.message : "unexpected error";
        await recordAudit(db, { ...audit, outcome: "failure", detail }).catch(() => {});
        throw err;
      }
    },
    async restoreTable({ session, token }, table, clientAddress, confirm) {
      const audit = { actorEmail: session.email, action: "restore" as const, tableName: table, clientAddress };
      try {
        const outcome = await restoreAndRefresh({ db, catalogue }, table, {
          actor: session.email,
          secret: token,
          confirm,
        });
        if (outcome.kind === "preview") {
          const detail = `not yet confirmed: undoing the last restore puts back ${outcome.preview.rows} rows`;
          await recordAudit(db, { ...audit, outcome: "refused", detail });
          return outcome;
        }
        const { recordsRestored, undidRestore } = outcome.restored;
        const detail = undidRestore ? "undid the last restore" : undefined;
        await recordAudit(db, { ...audit, outcome: "success", recordCount: recordsRestored, detail });
        logger.info(
          { table, records: recordsRestored, admin: session.email, undidRestore },
          "previous version restored",
        );
        return outcome;
      } catch (err) {
        const detail = err instanceof AppError ? err.message : "unexpected error";
        await recordAudit(db, { ...audit, outcome: "failure", detail }).catch(() => {});
        throw err;
      }
    },
    previousVersions: () => previousVersions(db),
    async exportTable(session, table, clientAddress) {
      const csv = await exportTableCsv(db, table);
      // A whole table leaving the site is worth a line in the audit log too.
      await recordAudit(db, {
        actorEmail: session.email,
        action: "export",
        outcome: "success",
        tableName: table,
        clientAddress,
      });
      return csv;
    },
    template: (table) => csvTemplate(table, { withExample: true }),
    accounts: () => accountViews(db),
    createAccount: (actor, input) => createAccount(db, actor, input),
    changeAccount: (actor, email, change) => changeAccount(db, actor, email, change),
  };
}

/** ADMIN_EMAIL + ADMIN_PASSWORD at start create that account or reset its password. */
export async function ensureConfiguredAdmin(
  db: Db,
  logger: Logger,
  email: string | undefined,
  password: string | undefined,
): Promise<void> {
  if (!email || !password) return;
  const existing = await findAccount(db, email);
  // Unchanged: keep the account's sessions rather than signing everyone out at every restart.
  if (existing && (await verifyPassword(existing.passwordHash, password))) return;
  const outcome = await createOrResetAccount(db, email, password);
  logger.info({ email }, outcome === "created" ? "admin account created" : "admin password set from ADMIN_PASSWORD");
}
