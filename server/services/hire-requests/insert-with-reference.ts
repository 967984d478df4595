import { newReferenceNumber, type ReferencePrefix } from "./reference-number.js";

const ATTEMPTS = 5;

/**
 * Inserts a record under a fresh reference number, drawing another when the unique index reports a clash
 * (the insert uses ON CONFLICT DO NOTHING, so a clash never aborts the surrounding transaction).
 * `insert` answers the stored value, or undefined on a clash.
 */
export async function insertWithReference<T extends { referenceNumber: string }>(
  prefix: ReferencePrefix,
  insert: (referenceNumber: string) => Promise<T | undefined>,
): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const stored = await insert(newReferenceNumber(prefix));
    if (stored) return stored;
  }
  throw new Error(`No free ${prefix} reference number after ${ATTEMPTS} attempts`);
}
