import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a confirmation stays valid after the preview. */
export const CONFIRM_TOKEN_TTL_MS = 15 * 60 * 1000;

/** What a confirmation is for: this file, into this table as it was at the preview (its version, history.ts). */
export interface ConfirmedImport {
  table: string;
  fileHash: string;
  tableVersion: string;
}

function signature(secret: string, { table, fileHash, tableVersion }: ConfirmedImport, expires: number): string {
  return createHmac("sha256", secret)
    .update(`import-confirm\n${table}\n${fileHash}\n${tableVersion}\n${expires}`)
    .digest("base64url");
}

/**
 * A token confirming the import of exactly this file into this table as it is now, for `secret`'s holder only (the
 * admin session token, which every instance receives with the request). It is used up by the import it confirms,
 * which gives the table a new version (docs/decisions/security.md A14), so no instance stores the token.
 */
export function confirmToken(secret: string, what: ConfirmedImport, now = Date.now()): string {
  const expires = now + CONFIRM_TOKEN_TTL_MS;
  return `${expires.toString(36)}.${signature(secret, what, expires)}`;
}

export function confirmTokenValid(
  token: string | undefined,
  secret: string,
  what: ConfirmedImport,
  now = Date.now(),
): boolean {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return false;
  const expires = parseInt(match[1], 36);
  if (!(expires > now)) return false;
  const expected = Buffer.from(signature(secret, what, expires));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
