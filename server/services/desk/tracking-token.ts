import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// The customer's private tracking links (docs/decisions/mylist.md D3, D13): 32 random bytes, base64url, stored only as
// SHA-256.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newTrackingToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashTrackingToken(token) };
}

export const hashTrackingToken = (token: string) => createHash("sha256").update(token).digest("hex");

// Compared when the reference is unknown or has no token, so a wrong reference takes as long as a wrong token.
const DUMMY_HASH = hashTrackingToken("no-request-has-this-token-0000000000000000000");

/**
 * Constant-time check of a presented token against each hash of a request's links (none: always false, same work as
 * one). Every hash is compared, so the time says nothing of which link, if any, matched.
 */
export function trackingTokenMatches(presented: string, storedHashes: readonly (string | null | undefined)[]): boolean {
  const wellFormed = TOKEN_PATTERN.test(presented);
  const presentedHash = Buffer.from(hashTrackingToken(wellFormed ? presented : ""), "hex");
  const stored = storedHashes.filter((hash): hash is string => Boolean(hash && /^[0-9a-f]{64}$/.test(hash)));
  let matched = false;
  for (const hash of stored.length > 0 ? stored : [DUMMY_HASH]) {
    matched = timingSafeEqual(presentedHash, Buffer.from(hash, "hex")) || matched;
  }
  return matched && wellFormed && stored.length > 0;
}

export const trackingUrl = (publicUrl: string, referenceNumber: string, token: string) =>
  `${publicUrl}/requests/${encodeURIComponent(referenceNumber)}?t=${token}`;

/** The request on the staff's desk, for the branch's e-mail: sign-in required (docs/decisions/mylist.md D7). */
export const deskEntryUrl = (publicUrl: string, referenceNumber: string) =>
  `${publicUrl}/admin/requests/${encodeURIComponent(referenceNumber)}`;
