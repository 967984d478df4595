import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { site } from "../../../core/site.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../errors.js";
import { adminUsers } from "../../db/schema.js";
import { normaliseEmail } from "./accounts.js";
import { recordAudit } from "./audit.js";
import { openTotpSecret, sealTotpSecret } from "./totp-seal.js";

// The optional second factor (RFC 6238): 6 digits, 30-second steps, SHA-1, which every authenticator app reads.
// A code is accepted one step either side of now (clock drift) and only once: the accepted step is stored.

const PERIOD_S = 30;

function totp(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: site.name,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

export interface TotpEnrolment {
  secret: string;
  uri: string;
}

/** Enrolment without TOTP_SECRET_KEY: the secret would be stored readable (docs/decisions/security.md S6). */
export const TOTP_KEY_MISSING =
  "Second factors need TOTP_SECRET_KEY, which seals their secrets in the database: set it to 32 random bytes (openssl rand -base64 32) and keep it safe (docs/operations.md, Second-factor key).";

/**
 * Gives the account a new secret (replacing any old one), stored sealed with `key`; the caller shows it once and
 * never logs it. Refuses with TOTP_KEY_MISSING when there is no key.
 */
export async function enrolTotp(db: Db, key: Buffer | undefined, email: string): Promise<TotpEnrolment | undefined> {
  if (!key) throw new AppError(503, TOTP_KEY_MISSING);
  const address = normaliseEmail(email);
  const [account] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, address));
  if (!account) return undefined;
  const secret = new Secret({ size: 20 }).base32;
  const updated = await db
    .update(adminUsers)
    .set({ totpSecret: sealTotpSecret(key, account.id, secret), totpLastStep: null })
    .where(eq(adminUsers.id, account.id))
    .returning({ id: adminUsers.id });
  if (updated.length === 0) return undefined;
  await recordAudit(db, { actorEmail: address, action: "totp-enrol", outcome: "success" });
  return { secret, uri: totp(secret, address).toString() };
}

/** Removes the second factor; false when there is no such account. */
export async function removeTotp(db: Db, email: string): Promise<boolean> {
  const updated = await db
    .update(adminUsers)
    .set({ totpSecret: null, totpLastStep: null })
    .where(eq(adminUsers.email, normaliseEmail(email)))
    .returning({ id: adminUsers.id });
  if (updated.length > 0)
    await recordAudit(db, { actorEmail: normaliseEmail(email), action: "totp-remove", outcome: "success" });
  return updated.length > 0;
}

/**
 * True when `code` is the account's current code (one step of drift allowed) and has not been used before.
 * The step is claimed with a conditional update, so two requests racing with one code cannot both pass.
 * `account.totpSecret` is the stored, sealed value; one `key` does not open is never accepted.
 */
export async function checkTotp(
  db: Db,
  key: Buffer | undefined,
  account: { id: number; email: string; totpSecret: string },
  code: string,
  now = Date.now(),
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const secret = key && openTotpSecret(key, account.id, account.totpSecret);
  if (!secret) return false;
  const delta = totp(secret, account.email).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD_S) + delta;
  const claimed = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(and(eq(adminUsers.id, account.id), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
    .returning({ id: adminUsers.id });
  return claimed.length > 0;
}

/** The current code for a secret (tests and the enrolment check). */
export function currentTotp(secret: string, now = Date.now()): string {
  return totp(secret, "x").generate({ timestamp: now });
}
