import type { Db } from "../../db/client.js";
import { AppError } from "../../errors.js";
import { findAccount, normaliseEmail } from "./accounts.js";
import { recentLoginFailures, recordAudit } from "./audit.js";
import { decoyHash, verifyPassword } from "./passwords.js";
import { createSession, deleteIdleSessions } from "./sessions.js";

/** docs/decisions.md A2: failed sign-ins counted over 15 minutes, from the audit log so every instance agrees. */
export interface LoginThrottle {
  windowMs: number;
  perAccount: number;
  perAddress: number;
}
export const DEFAULT_LOGIN_THROTTLE: LoginThrottle = { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 20 };

export const WRONG_CREDENTIALS = "The e-mail address or password is not correct.";

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
  input: { email: string; password: string; clientAddress: string },
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
  await deleteIdleSessions(db);
  const token = await createSession(db, account.id);
  await recordAudit(db, { actorEmail: email, action: "login", outcome: "success", clientAddress: input.clientAddress });
  return { token, email };
}
