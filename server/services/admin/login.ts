import type { Db } from "../../db/client.js";
import { AppError } from "../../errors.js";
import type { Logger } from "../../logger.js";
import { findAccount, normaliseEmail } from "./accounts.js";
import { recordAudit } from "./audit.js";
import { clearAttempts, forgetQuietAddresses, takeAttemptSlot, type LoginThrottle } from "./login-throttle.js";
import { decoyHash, verifyPassword } from "./passwords.js";
import { createSession, deleteIdleSessions } from "./sessions.js";
import { checkTotp } from "./totp.js";

export const WRONG_CREDENTIALS = "The e-mail address or password is not correct.";
/** LIVE mode's one answer to every failed sign-in, so it never tells which of the three was right. */
export const WRONG_CREDENTIALS_OR_CODE = "The e-mail address, password or code is not correct.";
export const CODE_REQUIRED = "Enter the 6-digit code from your authenticator app.";
export const WRONG_CODE = "That code is not correct or has been used: enter the current one.";
/** Logged, not answered: in LIVE mode the answer stays the generic one even when the password is right. */
export const LIVE_NEEDS_TOTP =
  "The site is LIVE, and in LIVE mode administrators must sign in with a second factor. Ask the operator to run `npm run admin -- totp-enrol <your e-mail>`.";

/** 429 with the wait in seconds, which the API sends as Retry-After. */
export class SignInThrottled extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many failed sign-ins from your connection: try again in ${describeWait(retryAfterSeconds)}.`);
  }
}

export interface LoginResult {
  token: string;
  email: string;
  role: string;
}

export interface LoginDeps {
  throttle: LoginThrottle;
  logger: Logger;
  now: () => Date;
  /** TOTP_SECRET_KEY, which opens the stored second-factor secrets (docs/decisions/security.md S6). */
  totpKey?: Buffer;
}

/**
 * Checks the credentials and opens a session. Each attempt first takes a slot from the address's throttle
 * (login-throttle.ts), so guessing slows down before any password is checked. Wrong credentials get one 401 whether
 * the account exists or not; in LIVE mode a missing or wrong code gets that same answer, so the form never says
 * the password was right until the code is too (docs/decisions/security.md A2, S3).
 */
export async function login(
  db: Db,
  deps: LoginDeps,
  input: { email: string; password: string; code?: string; clientAddress: string; siteMode: "DEV" | "LIVE" },
): Promise<LoginResult> {
  const email = normaliseEmail(input.email);
  const { clientAddress } = input;
  const now = deps.now();
  const audit = { actorEmail: email, action: "login" as const, clientAddress };
  const slot = await takeAttemptSlot(db, deps.throttle, { clientAddress, email, now });
  if (!slot.granted) {
    await recordAudit(db, { ...audit, outcome: "refused", detail: "throttled" });
    throw new SignInThrottled(slot.retryAfterSeconds);
  }
  // Tidied here, at a pace the throttle itself limits.
  await forgetQuietAddresses(db, deps.throttle, now);
  const live = input.siteMode === "LIVE";
  const refuse = async (devAnswer: AppError, detail?: string): Promise<never> => {
    await recordAudit(db, { ...audit, outcome: "failure", detail });
    throw live ? new AppError(401, WRONG_CREDENTIALS_OR_CODE) : devAnswer;
  };

  const account = await findAccount(db, email);
  const valid = await verifyPassword(account?.passwordHash ?? (await decoyHash()), input.password);
  // A disabled account gets the same answer as a wrong password (docs/decisions/security.md A9).
  if (!account || !valid || account.disabledAt) return refuse(new AppError(401, WRONG_CREDENTIALS));
  // docs/decisions/security.md S3: the second factor, required in LIVE mode.
  if (!account.totpSecret && live) {
    deps.logger.warn({ email }, `right password refused: ${LIVE_NEEDS_TOTP}`);
    return refuse(new AppError(403, LIVE_NEEDS_TOTP), "no second factor in LIVE mode");
  }
  if (account.totpSecret) {
    if (!input.code) {
      return refuse(new AppError(401, CODE_REQUIRED, [{ field: "code", message: CODE_REQUIRED }]), "no code");
    }
    const totpAccount = { id: account.id, email, totpSecret: account.totpSecret };
    if (!(await checkTotp(db, deps.totpKey, totpAccount, input.code, now.getTime()))) {
      return refuse(
        new AppError(401, WRONG_CODE, [{ field: "code", message: WRONG_CODE }]),
        "wrong second-factor code",
      );
    }
  }
  await clearAttempts(db, clientAddress);
  await deleteIdleSessions(db);
  const token = await createSession(db, account.id);
  await recordAudit(db, { ...audit, outcome: "success" });
  return { token, email, role: account.role };
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
