import type { TextIndex } from "./text-index.js";

// Scoring a query over a TextIndex as MiniSearch 7 scored it, so search ranks as before the index moved to typed
// arrays (docs/decisions/performance.md N22): BM25+ per field, field boosts, prefix and typo expansions weighted by how
// far they are from the typed word, AND/OR combinations summing scores, and the sum multiplied by the number of
// distinct typed words a document matched.

/** One searched word: taken whole, and with its longer words (`prefix`) and its typo expansion (`fuzzy`). */
export interface QueryWord {
  term: string;
  prefix: boolean;
  /** Typo tolerance as a share of the word's length, or false. */
  fuzzy: number | false;
}

export interface TextQueryOptions {
  /** Per field, in the index's field order. */
  boosts: readonly number[];
  maxFuzzy: number;
}

interface Hit {
  score: number;
  /** Bit i: the query's i-th distinct word matched. */
  words: number;
}

type Hits = Map<number, Hit>;

const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** Documents matching groups of words (each combined with `combineWith`, the groups with OR), best first. */
export function runTextQuery(
  index: TextIndex,
  options: TextQueryOptions,
  groups: QueryWord[][],
  combineWith: "AND" | "OR",
): number[] {
  const bits = new Map<string, number>();
  for (const words of groups) for (const { term } of words) if (!bits.has(term)) bits.set(term, 1 << bits.size);
  const combined = groups.map((words) =>
    words.map((word) => wordHits(index, options, word, bits.get(word.term)!)).reduce(combinator(combineWith)),
  );
  const results: { document: number; score: number }[] = [];
  if (combined.length === 0) return [];
  for (const [document, hit] of combined.reduce(combinator("OR"))) {
    results.push({ document, score: hit.score * (bitCount(hit.words) || 1) });
  }
  return results.sort((a, b) => b.score - a.score).map((result) => result.document);
}

function combinator(combineWith: "AND" | "OR"): (a: Hits, b: Hits) => Hits {
  if (combineWith === "OR") {
    return (a, b) => {
      for (const [document, hit] of b) {
        const existing = a.get(document);
        if (existing) {
          existing.score += hit.score;
          existing.words |= hit.words;
        } else a.set(document, hit);
      }
      return a;
    };
  }
  return (a, b) => {
    const both: Hits = new Map();
    for (const [document, hit] of b) {
      const existing = a.get(document);
      if (existing) both.set(document, { score: existing.score + hit.score, words: existing.words | hit.words });
    }
    return both;
  };
}

function wordHits(index: TextIndex, options: TextQueryOptions, word: QueryWord, bit: number): Hits {
  const hits: Hits = new Map();
  const { term } = word;
  const exact = index.termId(term);
  if (exact >= 0) addTermHits(index, options, exact, 1, bit, hits);
  let typos: Map<number, number> | undefined;
  if (word.fuzzy) {
    const maxDistance = Math.min(options.maxFuzzy, Math.round(term.length * word.fuzzy));
    if (maxDistance) typos = index.withinEdits(term, maxDistance);
  }
  if (word.prefix) {
    const [from, to] = index.prefixRange(term);
    for (let id = from; id < to; id++) {
      const derived = index.terms[id]!;
      const distance = derived.length - term.length;
      if (!distance) continue;
      // A word both longer and within the typo distance is scored once, as the longer word.
      typos?.delete(id);
      addTermHits(index, options, id, (PREFIX_WEIGHT * derived.length) / (derived.length + 0.3 * distance), bit, hits);
    }
  }
  for (const [id, distance] of typos ?? []) {
    if (!distance) continue;
    const length = index.terms[id]!.length;
    addTermHits(index, options, id, (FUZZY_WEIGHT * length) / (length + distance), bit, hits);
  }
  return hits;
}

function addTermHits(index: TextIndex, options: TextQueryOptions, id: number, weight: number, bit: number, hits: Hits) {
  const total = index.documentCount;
  index.fields.forEach((field, at) => {
    const [from, to] = [field.offsets[id]!, field.offsets[id + 1]!];
    const matching = to - from;
    if (matching === 0) return;
    const inverse = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
    const boost = weight * options.boosts[at]!;
    for (let entry = from; entry < to; entry++) {
      const document = field.documents[entry]!;
      const frequency = field.frequencies[entry]!;
      const lengthRatio = field.lengths[document]! / field.averageLength;
      const score =
        boost *
        inverse *
        (BM25.d + (frequency * (BM25.k + 1)) / (frequency + BM25.k * (1 - BM25.b + BM25.b * lengthRatio)));
      const hit = hits.get(document);
      if (hit) {
        hit.score += score;
        hit.words |= bit;
      } else hits.set(document, { score, words: bit });
    }
  });
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest; rest &= rest - 1) count++;
  return count;
}
