import type { Equipment } from "../../../core/catalogue-types.js";
import { createEventLoopYielder } from "./yield-to-event-loop.js";
import { appendToList } from "./map-of-lists.js";
import type { PositionsById } from "./positions-by-id.js";

/**
 * A small inverted index over equipment names and product codes, for the first tiers of search
 * results: items whose name holds every searched word (as a word or word prefix). It answers in
 * well under a millisecond even on a 100,000-item catalogue, where a full-text search of a common
 * word like "110v" would score tens of thousands of documents.
 */
export interface NameIndex {
  /**
   * Items whose name holds every term (as a word, or a word prefix when `prefix`), and are in one
   * of the sets `within` when given, most specific names first. With no terms, every item of the sets.
   */
  matchingNames(terms: string[], prefix: boolean, limit: number, within?: ItemSet[]): Equipment[];
  /** The items in rank order (plainer names first), as `within` takes them. */
  itemSet(items: Iterable<Equipment>): ItemSet;
  /** The item whose normalised product code is exactly this one. */
  exactCode(code: string): Equipment | undefined;
  /** Items whose normalised product code starts with the given code (at least 3 characters), in catalogue order. */
  matchingCodes(code: string, limit: number): Equipment[];
}

/** A set of items for `matchingNames`, made by `itemSet`. */
export interface ItemSet {
  /** Document indexes in rank order. */
  readonly ranked: number[];
  readonly members: Set<number>;
}

/** Words shorter than this are matched whole, never as prefixes. */
export const MIN_NAME_PREFIX = 2;
/** Product-code prefixes shorter than this are not looked up (every code would match). */
const MIN_CODE = 3;

/** Builds cooperatively (docs/decisions/catalogue-import.md C5): no full sort of the catalogue, pauses every ~10 ms. */
export async function buildNameIndex(
  equipment: Equipment[],
  positions: PositionsById,
  tokenize: (text: string) => string[],
): Promise<NameIndex> {
  const yieldIfDue = createEventLoopYielder();
  // Rank order: fewer words first (a plainer, more specific name), then catalogue order. A bucket
  // per word count keeps this linear, where one sort of a large catalogue's names could not pause for requests.
  const tokenLists: string[][] = [];
  const buckets: number[][] = [];
  for (let index = 0; index < equipment.length; index++) {
    await yieldIfDue();
    const words = tokenize(equipment[index]!.name);
    tokenLists.push(words);
    (buckets[words.length] ??= []).push(index);
  }
  const order = buckets.flatMap((bucket) => bucket ?? []);
  const rankOf = new Int32Array(equipment.length);
  order.forEach((docIndex, rank) => (rankOf[docIndex] = rank));
  const byRank = (a: number, b: number) => rankOf[a]! - rankOf[b]!;

  // Posting lists hold document indexes in rank order.
  const postings = new Map<string, number[]>();
  for (const docIndex of order) {
    await yieldIfDue();
    for (const token of new Set(tokenLists[docIndex])) appendToList(postings, token, docIndex);
  }
  // Prefix look-ups go through buckets keyed by a word's first letters: no sort of every word.
  const tokensByStart = new Map<string, string[]>();
  for (const token of postings.keys()) {
    if (token.length >= MIN_NAME_PREFIX) appendToList(tokensByStart, token.slice(0, MIN_NAME_PREFIX), token);
  }
  await yieldIfDue();

  // Each item's normalised code by document index, and buckets of document indexes (in catalogue order) by a code's
  // first letters: no object or map entry per item (docs/decisions/performance.md N43).
  const codes = new Array<string>(equipment.length);
  const codesByStart = new Map<string, number[]>();
  const shortCodes = new Map<string, number>();
  for (let index = 0; index < equipment.length; index++) {
    await yieldIfDue();
    const code = normaliseCode(equipment[index]!.productCode);
    codes[index] = code;
    if (code.length >= MIN_CODE) appendToList(codesByStart, code.slice(0, MIN_CODE), index);
    else if (!shortCodes.has(code)) shortCodes.set(code, index);
  }
  const firstWithCode = (code: string): number | undefined =>
    code.length < MIN_CODE
      ? shortCodes.get(code)
      : codesByStart.get(code.slice(0, MIN_CODE))?.find((index) => codes[index] === code);

  /** The posting lists of the words equal to the term, or (with prefix) starting with it. */
  function listsFor(term: string, prefix: boolean): number[][] {
    const words =
      prefix && term.length >= MIN_NAME_PREFIX
        ? (tokensByStart.get(term.slice(0, MIN_NAME_PREFIX)) ?? []).filter((token) => token.startsWith(term))
        : [term];
    return words.map((word) => postings.get(word)).filter((list): list is number[] => list !== undefined);
  }

  const ranked = (members: Set<number>): ItemSet => ({
    ranked: [...members].sort(byRank),
    members,
  });
  return {
    itemSet(items) {
      const members = new Set<number>();
      for (const item of items) {
        const docIndex = positions.positionOf(item.id);
        if (docIndex >= 0) members.add(docIndex);
      }
      return ranked(members);
    },
    matchingNames(terms, prefix, limit, within) {
      if (terms.length === 0 && !within?.length) return [];
      // The smallest list drives the walk (the set, or the rarest term); the rest are checked
      // against marks. A term no name holds ends the search at once, so a query of many unknown
      // words costs next to nothing.
      const perTerm = terms.map((term) => listsFor(term, prefix));
      if (perTerm.some((lists) => lists.length === 0)) return [];
      const sizes = perTerm.map((lists) => lists.reduce((sum, list) => sum + list.length, 0));
      const smallest = Math.min(...sizes);
      const onlySet = within?.length === 1 ? within[0]! : undefined;
      const driverAt = onlySet && onlySet.ranked.length <= smallest ? -1 : sizes.indexOf(smallest);
      let candidates: number[];
      if (driverAt < 0) {
        candidates = onlySet ? onlySet.ranked : [...new Set(within!.flatMap((set) => set.ranked))].sort(byRank);
      } else {
        const lists = perTerm[driverAt]!;
        candidates = lists.length === 1 ? lists[0]! : [...new Set(lists.flat())].sort(byRank);
      }
      const marks = perTerm
        .filter((_, at) => at !== driverAt)
        .map((lists) => {
          const marked = new Uint8Array(equipment.length);
          for (const list of lists) for (const docIndex of list) marked[docIndex] = 1;
          return marked;
        });
      const checkMembers = within !== undefined && driverAt >= 0;
      const isMember = (docIndex: number) => within!.some((set) => set.members.has(docIndex));
      const found: Equipment[] = [];
      for (const docIndex of candidates) {
        if (!marks.every((marked) => marked[docIndex] === 1)) continue;
        if (checkMembers && !isMember(docIndex)) continue;
        found.push(equipment[docIndex]!);
        if (found.length >= limit) break;
      }
      return found;
    },
    exactCode(code) {
      const index = firstWithCode(code);
      return index === undefined ? undefined : equipment[index];
    },
    matchingCodes(code, limit) {
      const found: Equipment[] = [];
      if (code.length < MIN_CODE) return found;
      for (const index of codesByStart.get(code.slice(0, MIN_CODE)) ?? []) {
        if (found.length >= limit) break;
        if (codes[index]!.startsWith(code)) found.push(equipment[index]!);
      }
      return found;
    },
  };
}

export function normaliseCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}
