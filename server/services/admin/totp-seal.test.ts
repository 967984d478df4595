import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isSealedTotpSecret, openTotpSecret, sealTotpSecret } from "./totp-seal.js";

// docs/decisions/security.md S6: a TOTP secret at rest opens only with the operator's key, for its own account.

describe("sealed TOTP secrets", () => {
  const key = randomBytes(32);
  const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

  it("opens with the key and account it was sealed for, and never shows the secret", () => {
    const sealed = sealTotpSecret(key, 7, secret);
    expect(sealed).toMatch(/^v1:[\w-]+$/);
    expect(sealed).not.toContain(secret);
    expect(isSealedTotpSecret(sealed)).toBe(true);
    expect(openTotpSecret(key, 7, sealed)).toBe(secret);
    // A fresh nonce each time: the same secret never seals to the same text.
    expect(sealTotpSecret(key, 7, secret)).not.toBe(sealed);
  });

  it("does not open with another key, for another account, altered, or from plain text", () => {
    const sealed = sealTotpSecret(key, 7, secret);
    expect(openTotpSecret(randomBytes(32), 7, sealed)).toBeUndefined();
    expect(openTotpSecret(key, 8, sealed)).toBeUndefined();
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === "A" ? "B" : "A") + sealed.at(-1);
    expect(openTotpSecret(key, 7, flipped)).toBeUndefined();
    expect(openTotpSecret(key, 7, "v1:short")).toBeUndefined();
    expect(openTotpSecret(key, 7, secret)).toBeUndefined();
    expect(isSealedTotpSecret(secret)).toBe(false);
  });
});
