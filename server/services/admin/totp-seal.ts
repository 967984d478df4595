import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

// docs/decisions/security.md S6: a TOTP secret is stored sealed with TOTP_SECRET_KEY (AES-256-GCM), as
// "v1:" + base64url(12-byte nonce | 16-byte tag | ciphertext). The account's id is authenticated with it, so a sealed
// secret copied onto another account does not open. A stolen database or backup alone gives no second factor.

const PREFIX = "v1:";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

const boundTo = (accountId: number) => Buffer.from(`hirebase admin_users.totp_secret ${accountId}`);

/** True for a value written by sealTotpSecret; anything else is a plaintext secret from before S6. */
export const isSealedTotpSecret = (stored: string) => stored.startsWith(PREFIX);

export function sealTotpSecret(key: Buffer, accountId: number, secret: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(boundTo(accountId));
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The secret, or undefined when the value is not sealed, or not with this key for this account. */
export function openTotpSecret(key: Buffer, accountId: number, stored: string): string | undefined {
  if (!isSealedTotpSecret(stored)) return undefined;
  const bytes = Buffer.from(stored.slice(PREFIX.length), "base64url");
  if (bytes.length <= NONCE_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, NONCE_BYTES));
    decipher.setAAD(boundTo(accountId));
    decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
