import { appendToList } from "./map-of-lists.js";
import { createEventLoopYielder } from "./yield-to-event-loop.js";

/**
 * A full-text index held in a few typed arrays (docs/decisions/performance.md N22): a sorted vocabulary, and per
 * field each word's postings (document, frequency) in one flat list. A catalogue of 100,000 items takes tens of
 * megabytes this way, where a Map per word and field took hundreds.
 */
export interface TextIndex {
  readonly documentCount: number;
  readonly fields: readonly FieldPostings[];
  /** The vocabulary, in code-unit order. */
  readonly terms: readonly string[];
  /** The word's index in `terms`, or -1. */
  termId(term: string): number;
  /** The `terms` indexes [from, to) of the words that start with `prefix` (the prefix itself included). */
  prefixRange(prefix: string): [number, number];
  /** Postings of a word, over every field. */
  postingsOf(termId: number): number;
  /** The words within `maxDistance` edits (Levenshtein) of `term`, with their distance. */
  withinEdits(term: string, maxDistance: number): Map<number, number>;
}

export interface FieldPostings {
  /** Postings of word t are entries offsets[t] to offsets[t + 1] - 1. */
  readonly offsets: Uint32Array;
  /** Each entry's document, ascending within a word. */
  readonly documents: Uint32Array;
  /** Each entry's count of the word in the document, at most 255 (docs/decisions/performance.md N44). */
  readonly frequencies: Uint8Array;
  /** Each document's distinct words in the field. */
  readonly lengths: Uint16Array;
  readonly averageLength: number;
}

const CHUNK_BITS = 16;
const CHUNK_SIZE = 1 << CHUNK_BITS;
const CHUNK_MASK = CHUNK_SIZE - 1;

/**
 * A list of numbers that grows a fixed chunk at a time: doubling one typed array copied tens of megabytes in one
 * step, holding the event loop (docs/decisions/performance.md N37). Its chunks are resizable buffers, so `release`
 * gives their memory back at once instead of at some later full collection (N47).
 */
class GrowingArray {
  private readonly chunks: Uint32Array[] = [];
  length = 0;
  push(value: number): void {
    const at = this.length & CHUNK_MASK;
    if (at === 0) {
      const bytes = CHUNK_SIZE * Uint32Array.BYTES_PER_ELEMENT;
      this.chunks.push(new Uint32Array(new ArrayBuffer(bytes, { maxByteLength: bytes }), 0, CHUNK_SIZE));
    }
    this.chunks[this.chunks.length - 1]![at] = value;
    this.length++;
  }
  get(at: number): number {
    return this.chunks[at >>> CHUNK_BITS]![at & CHUNK_MASK]!;
  }
  /** Frees the chunks' memory, pausing for waiting requests (each chunk is a call to the system); not used after. */
  async release(yieldIfDue: () => Promise<void> | undefined): Promise<void> {
    for (const chunk of this.chunks.splice(0)) {
      (chunk.buffer as ArrayBuffer).resize(0);
      await yieldIfDue();
    }
    this.length = 0;
  }
}

const MAX_U16 = 0xffff;
const MAX_U8 = 0xff;

/**
 * Indexes each document's fields (`fieldsOf(i)` gives the texts of document i, in field order) with `tokenize`.
 * Cooperative: pauses every ~10 ms for waiting requests (docs/decisions/catalogue-import.md C5).
 */
export async function buildTextIndex(
  documentCount: number,
  fieldCount: number,
  fieldsOf: (document: number) => string[] | Promise<string[]>,
  tokenize: (text: string) => string[],
): Promise<TextIndex> {
  const yieldIfDue = createEventLoopYielder();
  const firstSeen = new Map<string, number>();
  const entries = Array.from({ length: fieldCount }, () => ({
    terms: new GrowingArray(),
    documents: new GrowingArray(),
    frequencies: new GrowingArray(),
  }));
  const lengths = Array.from({ length: fieldCount }, () => new Uint16Array(documentCount));
  const totals = new Array<number>(fieldCount).fill(0);
  for (let document = 0; document < documentCount; document++) {
    await yieldIfDue();
    const given = fieldsOf(document);
    const texts = Array.isArray(given) ? given : await given;
    for (let field = 0; field < fieldCount; field++) {
      const counts = new Map<string, number>();
      for (const token of tokenize(texts[field] ?? "")) counts.set(token, (counts.get(token) ?? 0) + 1);
      lengths[field]![document] = Math.min(counts.size, MAX_U16);
      totals[field]! += counts.size;
      const into = entries[field]!;
      for (const [token, count] of counts) {
        let id = firstSeen.get(token);
        if (id === undefined) firstSeen.set(token, (id = firstSeen.size));
        into.terms.push(id);
        into.documents.push(document);
        into.frequencies.push(Math.min(count, MAX_U8));
      }
    }
  }

  const terms = await sortedWords(firstSeen.keys(), yieldIfDue);
  const sortedId = new Uint32Array(terms.length);
  for (let id = 0; id < terms.length; id++) {
    if ((id & 0xfff) === 0) await yieldIfDue();
    sortedId[firstSeen.get(terms[id]!)!] = id;
  }
  firstSeen.clear();

  const fields: FieldPostings[] = [];
  for (let field = 0; field < fieldCount; field++) {
    const from = entries[field]!;
    const offsets = new Uint32Array(terms.length + 1);
    for (let at = 0; at < from.terms.length; at++) {
      if ((at & 0xfff) === 0) await yieldIfDue();
      offsets[sortedId[from.terms.get(at)]! + 1]!++;
    }
    for (let id = 0; id < terms.length; id++) offsets[id + 1]! += offsets[id]!;
    await yieldIfDue();
    const documents = new Uint32Array(from.terms.length);
    const frequencies = new Uint8Array(from.terms.length);
    const next = offsets.slice(0, terms.length);
    for (let at = 0; at < from.terms.length; at++) {
      if ((at & 0xfff) === 0) await yieldIfDue();
      const slot = next[sortedId[from.terms.get(at)]!]!++;
      documents[slot] = from.documents.get(at);
      frequencies[slot] = from.frequencies.get(at);
    }
    for (const list of [from.terms, from.documents, from.frequencies]) await list.release(yieldIfDue);
    fields.push({
      offsets,
      documents,
      frequencies,
      lengths: lengths[field]!,
      averageLength: documentCount > 0 ? totals[field]! / documentCount : 0,
    });
  }
  return textIndexFrom(terms, fields, documentCount);
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The words in code-unit order, sorted a first letter at a time so that a large vocabulary never blocks for long (C5). */
async function sortedWords(words: Iterable<string>, yieldIfDue: () => Promise<void> | undefined): Promise<string[]> {
  const byFirst = new Map<string, string[]>();
  for (const word of words) appendToList(byFirst, word[0]!, word);
  const sorted: string[] = [];
  for (const first of [...byFirst.keys()].sort(byCodeUnits)) {
    await yieldIfDue();
    for (const word of byFirst.get(first)!.sort(byCodeUnits)) sorted.push(word);
  }
  return sorted;
}

/** The index over these words and postings, as built or as read back from disk (text-index-file.ts). */
export function textIndexFrom(terms: string[], fields: FieldPostings[], documentCount: number): TextIndex {
  const postings = new Uint32Array(terms.length);
  for (const { offsets } of fields)
    for (let id = 0; id < terms.length; id++) postings[id]! += offsets[id + 1]! - offsets[id]!;
  /** The first index whose word is not below `term`. */
  function lowerBound(term: string): number {
    let [low, high] = [0, terms.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (terms[middle]! < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }
  const index: TextIndex = {
    documentCount,
    fields,
    terms,
    termId(term) {
      const at = lowerBound(term);
      return terms[at] === term ? at : -1;
    },
    prefixRange: (prefix) => [lowerBound(prefix), lowerBound(`${prefix}\uffff`)],
    postingsOf: (termId) => postings[termId]!,
    withinEdits: (term, maxDistance) => wordsWithinEdits(terms, lowerBound, term, maxDistance),
  };
  return index;
}

/**
 * Walks the sorted vocabulary as a trie: words that share a prefix share the rows of the edit-distance table for
 * it, and a prefix already more than `maxDistance` edits away skips every word that starts with it.
 */
function wordsWithinEdits(
  terms: readonly string[],
  lowerBound: (term: string) => number,
  query: string,
  maxDistance: number,
): Map<number, number> {
  const found = new Map<number, number>();
  const width = query.length + 1;
  const rows: Int32Array[] = [Int32Array.from({ length: width }, (_, column) => column)];
  /** The prefix the computed rows are for: row d is for its first d characters. */
  let computed = "";
  for (let at = 0; at < terms.length;) {
    const term = terms[at]!;
    let depth = 0;
    while (depth < computed.length && depth < term.length && computed[depth] === term[depth]) depth++;
    let pruned = -1;
    for (; depth < term.length; depth++) {
      const previous = rows[depth]!;
      const row = (rows[depth + 1] ??= new Int32Array(width));
      row[0] = depth + 1;
      let smallest = row[0];
      for (let column = 1; column < width; column++) {
        const substitution = previous[column - 1]! + (query[column - 1] === term[depth] ? 0 : 1);
        row[column] = Math.min(substitution, previous[column]! + 1, row[column - 1]! + 1);
        if (row[column]! < smallest) smallest = row[column]!;
      }
      if (smallest > maxDistance) {
        pruned = depth + 1;
        break;
      }
    }
    if (pruned > 0) {
      computed = term.slice(0, pruned);
      at = lowerBound(`${computed}\uffff`);
      continue;
    }
    computed = term;
    const distance = rows[term.length]![query.length]!;
    if (distance <= maxDistance) found.set(at, distance);
    at++;
  }
  return found;
}
