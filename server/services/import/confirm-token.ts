import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a confirmation stays valid after the preview. */
export const CONFIRM_TOKEN_TTL_MS = 15 * 60 * 1000;

function signature(secret: string, table: string, fileHash: string, expires: number): string {
  return createHmac("sha256", secret).update(`import-confirm\n${table}\n${fileHash}\n${expires}`).digest("base64url");
}

/**
 * A token confirming the import of exactly this file into this table, for `secret`'s holder only (the admin
 * session token, which every instance receives with the request, so no instance needs to store anything).
 */
export function confirmToken(secret: string, table: string, fileHash: string, now = Date.now()): string {
  const expires = now + CONFIRM_TOKEN_TTL_MS;
  return `${expires.toString(36)}.${signature(secret, table, fileHash, expires)}`;
}

export function confirmTokenValid(
  token: string | undefined,
  secret: string,
  table: string,
  fileHash: string,
  now = Date.now(),
): boolean {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return false;
  const expires = parseInt(match[1], 36);
  if (!(expires > now)) return false;
  const expected = Buffer.from(signature(secret, table, fileHash, expires));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
