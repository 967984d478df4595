import type MiniSearch from "minisearch";

/** One term's postings in MiniSearch's index: field id -> document id -> term frequency. */
type FieldPostings = Map<number, Map<number, number>>;

interface TermTree {
  get(term: string): FieldPostings | undefined;
  atPrefix(prefix: string): Iterable<[string, FieldPostings]>;
  fuzzyGet(term: string, maxDistance: number): Map<string, [FieldPostings, number]>;
}

/**
 * What a full-text look-up will cost, counted as the postings MiniSearch scores for it: the work
 * grows with them, so a query can be held to a budget before it runs (docs/decisions/catalogue-import.md Q1).
 */
export interface TermCosts {
  exact(term: string): number;
  /** Postings of the longer words that start with the term; stops counting past `atMost`. */
  prefix(term: string, atMost: number): number;
  /** Postings of the words within `maxDistance` edits of the term, the term itself left out. */
  fuzzy(term: string, maxDistance: number): number;
}

function size(postings: FieldPostings | undefined): number {
  let total = 0;
  for (const documents of postings?.values() ?? []) total += documents.size;
  return total;
}

/**
 * Reads the term tree of a MiniSearch index. MiniSearch keeps it private (`_index`, a radix tree,
 * in 7.x); the version is pinned, and this throws at build time should a new version move it.
 */
export function termCostsOf<T>(index: MiniSearch<T>): TermCosts {
  const tree = (index as unknown as { _index?: Partial<TermTree> })._index;
  if (!tree || typeof tree.get !== "function" || typeof tree.atPrefix !== "function" || !tree.fuzzyGet) {
    throw new Error("minisearch no longer exposes its term tree as _index: update full-text-costs.ts");
  }
  const terms = tree as TermTree;
  return {
    exact: (term) => size(terms.get(term)),
    prefix(term, atMost) {
      let total = 0;
      for (const [word, postings] of terms.atPrefix(term)) {
        if (word === term) continue;
        total += size(postings);
        if (total > atMost) break;
      }
      return total;
    },
    fuzzy(term, maxDistance) {
      let total = 0;
      for (const [word, [postings]] of terms.fuzzyGet(term, maxDistance)) if (word !== term) total += size(postings);
      return total;
    },
  };
}
