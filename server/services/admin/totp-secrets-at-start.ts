import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { adminUsers } from "../../db/schema.js";
import { isSealedTotpSecret, openTotpSecret, sealTotpSecret } from "./totp-seal.js";

// docs/decisions/security.md S6, at each start: the second factors in the database must open with TOTP_SECRET_KEY,
// and secrets stored in plain text before S6 are sealed with it (once: a sealed value is left alone).

/** Start-up stops with this one line: the operator must give the key (or re-enrol). */
export class TotpKeyProblem extends Error {}

/** Returns how many plaintext secrets were sealed; throws TotpKeyProblem when the key is missing or wrong. */
export async function sealTotpSecretsAtStart(db: Db, key: Buffer | undefined): Promise<number> {
  const enrolled = await db
    .select({ id: adminUsers.id, email: adminUsers.email, totpSecret: adminUsers.totpSecret })
    .from(adminUsers)
    .where(isNotNull(adminUsers.totpSecret));
  if (enrolled.length === 0) return 0;
  if (!key) {
    throw new TotpKeyProblem(
      `TOTP_SECRET_KEY is not set, but ${enrolled.length} admin account(s) have a second factor: set it to the key they were enrolled with (or, if none was used yet, to a new one: openssl rand -base64 32); docs/operations.md, Second-factor key`,
    );
  }
  const unopened = enrolled.filter(
    (row) => isSealedTotpSecret(row.totpSecret!) && !openTotpSecret(key, row.id, row.totpSecret!),
  );
  if (unopened.length > 0) {
    const emails = unopened.map((row) => row.email).join(", ");
    throw new TotpKeyProblem(
      `TOTP_SECRET_KEY does not open the second factor of ${emails}: set the key they were enrolled with, or enrol them again with npm run admin -- totp-enrol <email>`,
    );
  }
  let sealed = 0;
  for (const row of enrolled.filter((each) => !isSealedTotpSecret(each.totpSecret!))) {
    // Only if still the plaintext read above: another instance starting at the same time may have sealed it.
    const updated = await db
      .update(adminUsers)
      .set({ totpSecret: sealTotpSecret(key, row.id, row.totpSecret!) })
      .where(and(eq(adminUsers.id, row.id), eq(adminUsers.totpSecret, row.totpSecret!)))
      .returning({ id: adminUsers.id });
    sealed += updated.length;
  }
  return sealed;
}
