import { newReferenceNumber, type ReferencePrefix } from "./reference-number.js";

const ATTEMPTS = 5;

/**
 * Inserts a record under a fresh reference number, drawing another when the unique index reports a clash: `insert`
 * answers what it stored, or undefined on a clash (its insert uses ON CONFLICT DO NOTHING, and a checkout's
 * transaction is undone first, docs/decisions/mylist.md M8).
 */
export async function insertWithReference<T>(
  prefix: ReferencePrefix,
  insert: (referenceNumber: string) => Promise<T | undefined>,
): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const stored = await insert(newReferenceNumber(prefix));
    if (stored) return stored;
  }
  throw new Error(`No free ${prefix} reference number after ${ATTEMPTS} attempts`);
}
