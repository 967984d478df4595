import type { Equipment } from "../../../core/catalogue-types.js";
import { createYielder } from "./cooperative.js";
import { pushTo } from "./push-to.js";

/**
 * A small inverted index over equipment names and product codes, for the first tier of search
 * results: items whose name holds every searched word (as a word or word prefix). It answers in
 * well under a millisecond even on a 100,000-item catalogue, where a full-text search of a common
 * word like "110v" would score tens of thousands of documents.
 */
export interface NameIndex {
  /** Items whose name holds every term (as a word, or a word prefix when `prefix`), most specific names first. */
  matchingNames(terms: string[], prefix: boolean, limit: number): Equipment[];
  /** The item whose normalised product code is exactly this one. */
  exactCode(code: string): Equipment | undefined;
  /** Items whose normalised product code starts with the given code (at least 3 characters), in catalogue order. */
  matchingCodes(code: string, limit: number): Equipment[];
}

const MIN_PREFIX = 2;
/** Product-code prefixes shorter than this are not looked up (every code would match). */
const MIN_CODE = 3;

/** Builds cooperatively (DECISIONS C5): no full sort of the catalogue, pauses every ~10 ms. */
export async function buildNameIndex(equipment: Equipment[], tokenize: (text: string) => string[]): Promise<NameIndex> {
  const yieldIfDue = createYielder();
  // Rank order: fewer words first (a plainer, more specific name), then catalogue order. A bucket
  // per word count keeps this linear, where a sort of 100,000 names would block for ~100 ms.
  const tokenLists: string[][] = [];
  const buckets: number[][] = [];
  for (let index = 0; index < equipment.length; index++) {
    await yieldIfDue();
    const words = tokenize(equipment[index]!.name);
    tokenLists.push(words);
    (buckets[words.length] ??= []).push(index);
  }
  const order = buckets.flatMap((bucket) => bucket ?? []);

  const postings = new Map<string, number[]>();
  for (const docIndex of order) {
    await yieldIfDue();
    for (const token of new Set(tokenLists[docIndex])) pushTo(postings, token, docIndex);
  }
  // Prefix look-ups go through buckets keyed by a word's first letters: no sort of every word.
  const tokensByStart = new Map<string, string[]>();
  for (const token of postings.keys()) {
    if (token.length >= MIN_PREFIX) pushTo(tokensByStart, token.slice(0, MIN_PREFIX), token);
  }
  await yieldIfDue();

  const codesByStart = new Map<string, { code: string; index: number }[]>();
  const byCode = new Map<string, Equipment>();
  for (let index = 0; index < equipment.length; index++) {
    await yieldIfDue();
    const code = normaliseCode(equipment[index]!.productCode);
    if (!byCode.has(code)) byCode.set(code, equipment[index]!);
    if (code.length >= MIN_CODE) pushTo(codesByStart, code.slice(0, MIN_CODE), { code, index });
  }

  /** Marks every document with a token equal to the term, or (with prefix) starting with it. */
  function mark(term: string, prefix: boolean): Uint8Array {
    const marks = new Uint8Array(equipment.length);
    const matching =
      prefix && term.length >= MIN_PREFIX
        ? (tokensByStart.get(term.slice(0, MIN_PREFIX)) ?? []).filter((token) => token.startsWith(term))
        : [term];
    for (const token of matching) for (const docIndex of postings.get(token) ?? []) marks[docIndex] = 1;
    return marks;
  }

  return {
    matchingNames(terms, prefix, limit) {
      if (terms.length === 0) return [];
      const marked = terms.map((term) => mark(term, prefix));
      const found: Equipment[] = [];
      for (const docIndex of order) {
        if (marked.every((marks) => marks[docIndex] === 1)) {
          found.push(equipment[docIndex]!);
          if (found.length >= limit) break;
        }
      }
      return found;
    },
    exactCode: (code) => byCode.get(code),
    matchingCodes(code, limit) {
      const found: Equipment[] = [];
      if (code.length < MIN_CODE) return found;
      for (const entry of codesByStart.get(code.slice(0, MIN_CODE)) ?? []) {
        if (found.length >= limit) break;
        if (entry.code.startsWith(code)) found.push(equipment[entry.index]!);
      }
      return found;
    },
  };
}

export function normaliseCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}
