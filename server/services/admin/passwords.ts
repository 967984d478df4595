import type { Algorithm } from "@node-rs/argon2";

// The native argon2 binding loads with the first sign-in, not at start-up (docs/decisions/performance.md N12).
const argon2 = () => import("@node-rs/argon2");

// Algorithm.Argon2id; the package declares its enum as an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

// argon2id with the library's defaults (19 MiB, 2 passes), the OWASP minimum: slow enough to make guessing a stolen
// hash costly, and sign-ins are throttled anyway (docs/decisions/security.md A2).
export const hashPassword = async (password: string) => (await argon2()).hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await (await argon2()).verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so a wrong e-mail costs as long as a wrong password. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword("decoy password that matches nothing"));

export const MIN_PASSWORD_LENGTH = 12;
