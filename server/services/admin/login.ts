import type { Db } from "../../db/client.js";
import { AppError } from "../../errors.js";
import { findAccount, normaliseEmail } from "./accounts.js";
import { recentLoginFailures, recordAudit } from "./audit.js";
import { decoyHash, verifyPassword } from "./passwords.js";
import { createSession, deleteIdleSessions } from "./sessions.js";
import { checkTotp } from "./totp.js";

/** docs/decisions.md A2: failed sign-ins counted over 15 minutes, from the audit log so every instance agrees. */
export interface LoginThrottle {
  windowMs: number;
  perAccount: number;
  perAddress: number;
}
export const DEFAULT_LOGIN_THROTTLE: LoginThrottle = { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 20 };

export const WRONG_CREDENTIALS = "The e-mail address or password is not correct.";
export const CODE_REQUIRED = "Enter the 6-digit code from your authenticator app.";
export const WRONG_CODE = "That code is not correct or has been used: enter the current one.";
export const LIVE_NEEDS_TOTP =
  "The site is LIVE, and in LIVE mode administrators must sign in with a second factor. Ask the operator to run `npm run admin -- totp-enrol <your e-mail>`.";

export interface LoginResult {
  token: string;
  email: string;
}

/**
 * Checks the credentials and opens a session. Wrong credentials throw 401 with one message whether the
 * account exists or not; too many recent failures from the address or for the account throw 429 before
 * the password is even checked, so guessing stops being worth it.
 */
export async function login(
  db: Db,
  throttle: LoginThrottle,
  input: { email: string; password: string; code?: string; clientAddress: string; siteMode: "DEV" | "LIVE" },
): Promise<LoginResult> {
  const email = normaliseEmail(input.email);
  const since = new Date(Date.now() - throttle.windowMs);
  const failures = await recentLoginFailures(db, { clientAddress: input.clientAddress, email, since });
  if (failures.byAccount >= throttle.perAccount || failures.byAddress >= throttle.perAddress) {
    await recordAudit(db, {
      actorEmail: email,
      action: "login",
      outcome: "refused",
      clientAddress: input.clientAddress,
      detail: "throttled",
    });
    throw new AppError(429, "Too many failed sign-ins: try again in 15 minutes.");
  }
  const account = await findAccount(db, email);
  const valid = await verifyPassword(account?.passwordHash ?? (await decoyHash()), input.password);
  if (!account || !valid) {
    await recordAudit(db, {
      actorEmail: email,
      action: "login",
      outcome: "failure",
      clientAddress: input.clientAddress,
    });
    throw new AppError(401, WRONG_CREDENTIALS);
  }
  const audit = { actorEmail: email, action: "login" as const, clientAddress: input.clientAddress };
  // docs/decisions.md S3: the second factor, asked only after the password is right.
  if (!account.totpSecret && input.siteMode === "LIVE") {
    await recordAudit(db, { ...audit, outcome: "refused", detail: "no second factor in LIVE mode" });
    throw new AppError(403, LIVE_NEEDS_TOTP);
  }
  if (account.totpSecret) {
    if (!input.code) throw new AppError(401, CODE_REQUIRED, [{ field: "code", message: CODE_REQUIRED }]);
    const totpAccount = { id: account.id, email, totpSecret: account.totpSecret };
    if (!(await checkTotp(db, totpAccount, input.code))) {
      // Counted like a wrong password, so the throttle limits code guessing as well.
      await recordAudit(db, { ...audit, outcome: "failure", detail: "wrong second-factor code" });
      throw new AppError(401, WRONG_CODE, [{ field: "code", message: WRONG_CODE }]);
    }
  }
  await deleteIdleSessions(db);
  const token = await createSession(db, account.id);
  await recordAudit(db, { actorEmail: email, action: "login", outcome: "success", clientAddress: input.clientAddress });
  return { token, email };
}
