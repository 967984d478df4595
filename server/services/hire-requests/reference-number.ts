import { randomInt } from "node:crypto";

/** Letters and digits that cannot be mistaken for one another when read over the phone (no 0/O, 1/I/L). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export type ReferencePrefix = "ML" | "SR";

/**
 * A short, human-friendly reference: a prefix for the kind (ML: MyList, SR: special request) and
 * 8 random characters in two groups, e.g. ML-7K3M-9QX2 (31^8, about 8.5 x 10^11 values).
 * Uniqueness is enforced by the table's unique index; callers retry on a clash.
 */
export function newReferenceNumber(prefix: ReferencePrefix): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code.slice(0, 4)}-${code.slice(4)}`;
}

export const REFERENCE_PATTERN = /^(ML|SR)-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
