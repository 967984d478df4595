import type { Equipment } from "../../../core/catalogue-types.js";

/**
 * A small inverted index over equipment names and product codes, for the first tier of search
 * results: items whose name holds every searched word (as a word or word prefix). It answers in
 * well under a millisecond even on a 100,000-item catalogue, where a full-text search of a common
 * word like "110v" would score tens of thousands of documents.
 */
export interface NameIndex {
  /** Items whose name holds every term (as a word, or a word prefix when `prefix`), most specific names first. */
  matchingNames(terms: string[], prefix: boolean, limit: number): Equipment[];
  /** Items whose normalised product code starts with the given code, in code order. */
  matchingCodes(code: string, limit: number): Equipment[];
}

const MIN_PREFIX = 2;

export function buildNameIndex(equipment: Equipment[], tokenize: (text: string) => string[]): NameIndex {
  // Rank order: fewer words first (a plainer, more specific name), then alphabetical.
  const tokenLists = equipment.map((item) => tokenize(item.name));
  const order = equipment.map((_, index) => index);
  order.sort((a, b) => tokenLists[a]!.length - tokenLists[b]!.length || equipment[a]!.name.localeCompare(equipment[b]!.name));

  const postings = new Map<string, number[]>();
  order.forEach((docIndex) => {
    for (const token of new Set(tokenLists[docIndex])) {
      const list = postings.get(token);
      if (list) list.push(docIndex);
      else postings.set(token, [docIndex]);
    }
  });
  const tokens = [...postings.keys()].sort();

  const codes = equipment
    .map((item, index) => ({ code: normaliseCode(item.productCode), index }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const codeKeys = codes.map((entry) => entry.code);

  /** Marks every document with a token equal to the term, or (with prefix) starting with it. */
  function mark(term: string, prefix: boolean): Uint8Array {
    const marks = new Uint8Array(equipment.length);
    const exactOnly = !prefix || term.length < MIN_PREFIX;
    for (let i = lowerBound(tokens, term); i < tokens.length; i++) {
      const token = tokens[i]!;
      if (exactOnly ? token !== term : !token.startsWith(term)) break;
      for (const docIndex of postings.get(token)!) marks[docIndex] = 1;
    }
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
    matchingCodes(code, limit) {
      const found: Equipment[] = [];
      for (let i = lowerBound(codeKeys, code); i < codes.length && found.length < limit; i++) {
        if (!codes[i]!.code.startsWith(code)) break;
        found.push(equipment[codes[i]!.index]!);
      }
      return found;
    },
  };
}

export function normaliseCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
