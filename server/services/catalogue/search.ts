import MiniSearch, { type SearchResult } from "minisearch";
import type { Equipment } from "../../../core/catalogue-types.js";
import { plainText } from "../../../core/plain-text.js";
import { buildNameIndex, normaliseCode } from "./name-index.js";
import type { CatalogueData } from "./snapshot.js";
import { tradeSynonyms } from "./synonyms.js";

export interface EquipmentSearch {
  /**
   * Best matches first: the exact product code, then product codes that start with the query,
   * then items whose name holds every searched word, then the rest (fuzzy, category names, descriptions).
   */
  search(query: string, limit?: number): Equipment[];
}

interface SearchDocument {
  id: number;
  name: string;
  categoryNames: string;
  description: string;
}

const stopWords = new Set(["a", "an", "and", "for", "the", "with", "of", "to", "in", "hire", "rent", "rental"]);

const synonymEntries = Object.entries(tradeSynonyms).sort((a, b) => b[0].length - a[0].length);

/** Below this many exact or prefix matches, a search also tries fuzzy matching (typos). */
const FUZZY_BELOW = 20;

/** A query that looks like a product code: letters and digits, at least one digit, no spaces inside words. */
const CODE_LIKE = /^(?=.*\d)[a-z0-9]+(?:[/\-. ][a-z0-9]+)*$/i;

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** One way to read the query: words that must all appear, and whether they may be word prefixes. */
export interface TermGroup {
  terms: string[];
  prefix: boolean;
}

const MAX_GROUPS = 8;

/**
 * The ways to read a query, best first: the words as typed (as prefixes, so a word still being
 * typed matches), then with each trade word or phrase replaced by the catalogue's words
 * ("kango" -> "breaker"; "wacker plate" -> "plate compactor"), matched as whole words.
 */
export function expandQuery(query: string): TermGroup[] {
  // A reading's words, with the ones already replaced or produced by a replacement locked, so
  // "wacker plate" is read as "plate compactor" and not again through "wacker" alone.
  interface Reading {
    words: string[];
    locked: boolean[];
  }
  const words = tokenize(query);
  let readings: Reading[] = [{ words, locked: words.map(() => false) }];
  for (const [phrase, alternatives] of synonymEntries) {
    const phraseWords = phrase.split(" ");
    const added: Reading[] = [];
    for (const reading of readings) {
      const at = indexOfPhrase(reading, phraseWords);
      if (at < 0) continue;
      const end = at + phraseWords.length;
      for (const alternative of alternatives) {
        const replacement = alternative.split(" ");
        added.push({
          words: [...reading.words.slice(0, at), ...replacement, ...reading.words.slice(end)],
          locked: [...reading.locked.slice(0, at), ...replacement.map(() => true), ...reading.locked.slice(end)],
        });
      }
      reading.locked.fill(true, at, end);
    }
    readings = [...readings, ...added].slice(0, MAX_GROUPS);
  }
  return readings
    .map((reading, index) => ({ terms: reading.words.filter((word) => !stopWords.has(word)), prefix: index === 0 }))
    .filter((group, index) => index === 0 || group.terms.length > 0);

  function indexOfPhrase(reading: Reading, phrase: string[]): number {
    for (let i = 0; i + phrase.length <= reading.words.length; i++) {
      if (phrase.every((word, j) => reading.words[i + j] === word && !reading.locked[i + j])) return i;
    }
    return -1;
  }
}

const searchOptions = {
  boost: { name: 3, categoryNames: 1.5, description: 0.3 },
  prefix: (term: string) => term.length >= 2,
  fuzzy: (term: string) => (term.length >= 4 && !/\d/.test(term) ? 0.2 : false),
  maxFuzzy: 2,
};

export async function buildEquipmentSearch(data: CatalogueData): Promise<EquipmentSearch> {
  const index = new MiniSearch<SearchDocument>({
    fields: ["name", "categoryNames", "description"],
    tokenize,
    processTerm: (term) => term.toLowerCase(),
    searchOptions,
  });
  // Documents are made lazily, chunk by chunk, as addAllAsync walks the list.
  const documents = data.equipment.map((item) => ({
    id: item.id,
    get name() {
      return item.name;
    },
    get categoryNames() {
      return item.categories.map((ref) => ref.name).join(" ");
    },
    get description() {
      return plainText(item.fullDescription);
    },
  }));
  // Chunked so a large catalogue never blocks request handling for long (DECISIONS C5).
  await index.addAllAsync(documents, { chunkSize: 100 });
  const names = await buildNameIndex(data.equipment, tokenize);

  /** Full-text matches (fuzzy only when exact and prefix matches are few), best first. */
  function fullText(groups: TermGroup[]): SearchResult[] {
    const queries = groups
      .filter((group) => group.terms.length > 0)
      .map((group) => ({ queries: group.terms, combineWith: "AND" as const }));
    if (queries.length === 0) return [];
    let results = index.search({ queries, combineWith: "OR" }, { fuzzy: false });
    if (results.length < FUZZY_BELOW) results = index.search({ queries, combineWith: "OR" });
    // Nothing has every word: fall back to items matching any of the typed words.
    const typed = groups[0]!.terms;
    if (results.length === 0 && typed.length > 1) results = index.search({ queries: typed, combineWith: "OR" });
    return results;
  }

  return {
    search(query, limit = 100) {
      const trimmed = query.trim();
      if (!trimmed) return [];
      const found = new Set<Equipment>();
      const add = (items: Iterable<Equipment>) => {
        for (const item of items) {
          if (found.size >= limit) return;
          found.add(item);
        }
      };

      const code = normaliseCode(trimmed);
      const exact = names.exactCode(code);
      if (exact) add([exact]);
      if (CODE_LIKE.test(trimmed) && code.length >= 3) add(names.matchingCodes(code, limit));

      const groups = expandQuery(trimmed);
      for (const group of groups) add(names.matchingNames(group.terms, group.prefix, limit));
      if (found.size >= limit) return [...found];

      for (const result of fullText(groups)) {
        if (found.size >= limit) break;
        const item = data.equipmentById.get(result.id as number);
        if (item) found.add(item);
      }
      return [...found];
    },
  };
}
