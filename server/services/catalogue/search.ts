import MiniSearch, { type Query, type SearchResult } from "minisearch";
import type { Equipment } from "../../../core/catalogue-types.js";
import { plainText } from "../../../core/plain-text.js";
import { termCostsOf } from "./full-text-costs.js";
import { buildKindIndex, type NamedKind } from "./kinds.js";
import { buildNameIndex, normaliseCode } from "./name-index.js";
import type { CatalogueData } from "./snapshot.js";
import { tradeSynonyms } from "./synonyms.js";

export interface EquipmentSearch {
  /**
   * Best matches first: the exact product code, then product codes that start with the query, then
   * items of the kind of kit the query names, then items whose name holds every searched word, then
   * the rest (fuzzy, category names, descriptions).
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

/** Trade phrases, longest first, as words; each alternative as words too. */
const synonymEntries = Object.entries(tradeSynonyms)
  .sort((a, b) => b[0].length - a[0].length)
  .map(([phrase, alternatives]) => ({
    words: phrase.split(" "),
    alternatives: alternatives.map((alternative) => alternative.split(" ")),
  }));

/**
 * Matches a search counts and pages through: a count beyond it would cost a full walk of the catalogue
 * for a term such as "110v" (tens of thousands of items in a large one), and nobody pages that far.
 */
export const MAX_MATCHES = 1_000;

// Limits that bound the work of one search, whatever is typed (docs/decisions/catalogue-import.md Q1).
/** Words searched per query, stop words aside; later words are ignored. No trade query needs more. */
export const MAX_WORDS = 6;
/** Full-text prefix matching from this length ("con" matches concrete); shorter words match whole. */
const MIN_FULL_TEXT_PREFIX = 3;
/** Typo tolerance for words of this length or more, without digits: 20 percent, at most 2 edits. */
const MIN_FUZZY = 4;
const FUZZY = 0.2;
const MAX_FUZZY = 2;
/**
 * The work budget: full-text postings one search may score, per indexed document (with a floor for
 * small catalogues). A normal query scores well under this; a hostile one stops expanding here.
 */
const BUDGET_PER_DOCUMENT = 0.25;
const MIN_BUDGET = 1_000;

/**
 * Vocabulary walks for typos per search: finding a word's typo expansion walks the vocabulary within
 * 1 or 2 edits of it, and so does each run of a query that holds the expansion. One misspelt word
 * takes two (its cost, then its run); a query of misspellings gets no more than twice that.
 */
const MAX_FUZZY_WALKS = 4;

/**
 * Searched words per full-text query, over all readings: each costs a term look-up (with its prefix
 * walk) whatever its postings, so a query of many trade words, each read several ways, would
 * otherwise score the same words once per reading. The typed reading always fits (MAX_WORDS).
 */
const MAX_FULL_TEXT_WORDS = 12;

/** The share of the budget the last tier (items with any of the typed words) may spend. */
const ANY_WORD_SHARE = 0.5;

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

/**
 * The words up to the MAX_WORDS-th that is not a stop word (stop words stay for phrases like "cat and
 * genny"); a word typed again adds nothing to a search that wants every word, so it is left out.
 */
function capWords(words: string[]): string[] {
  let counted = 0;
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const word of words) {
    if (stopWords.has(word)) {
      kept.push(word);
      continue;
    }
    if (seen.has(word)) continue;
    if (++counted > MAX_WORDS) break;
    seen.add(word);
    kept.push(word);
  }
  return kept;
}

/** One way to read the query: words that must all appear, and whether they may be word prefixes. */
export interface TermGroup {
  terms: string[];
  prefix: boolean;
}

const MAX_GROUPS = 4;

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
  const words = capWords(tokenize(query));
  const typed = new Set(words);
  let readings: Reading[] = [{ words, locked: words.map(() => false) }];
  for (const { words: phraseWords, alternatives } of synonymEntries) {
    // A phrase can only occur where its first word was typed (replacements are catalogue words).
    if (!typed.has(phraseWords[0]!)) continue;
    const added: Reading[] = [];
    for (const reading of readings) {
      const at = indexOfPhrase(reading, phraseWords);
      if (at < 0) continue;
      const end = at + phraseWords.length;
      for (const replacement of alternatives) {
        // At most MAX_GROUPS readings: the words are still locked below, but no more are made.
        if (readings.length + added.length >= MAX_GROUPS) break;
        added.push({
          words: [...reading.words.slice(0, at), ...replacement, ...reading.words.slice(end)],
          locked: [...reading.locked.slice(0, at), ...replacement.map(() => true), ...reading.locked.slice(end)],
        });
      }
      reading.locked.fill(true, at, end);
    }
    readings = [...readings, ...added];
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

/** What one search may still spend on full text. */
interface Budget {
  /** Postings left to score. */
  left: number;
  /** Vocabulary walks for typos left (MAX_FUZZY_WALKS). */
  fuzzyWalksLeft: number;
  /** Each word's postings, whole, prefix and typo expansions, looked up once per search (readings share words). */
  exact: Map<string, number>;
  prefix: Map<string, number>;
  fuzzy: Map<string, number>;
}

function memo(known: Map<string, number>, term: string, find: () => number): number {
  let value = known.get(term);
  if (value === undefined) known.set(term, (value = find()));
  return value;
}

/** One searched word in a full-text query, with the expansions the budget allowed. */
interface Leaf {
  term: string;
  prefix: boolean;
  fuzzy: number | false;
}

export async function buildEquipmentSearch(data: CatalogueData): Promise<EquipmentSearch> {
  const index = new MiniSearch<SearchDocument>({
    fields: ["name", "categoryNames", "description"],
    tokenize,
    processTerm: (term) => term.toLowerCase(),
    searchOptions: { boost: { name: 3, categoryNames: 1.5, description: 0.3 }, maxFuzzy: MAX_FUZZY },
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
  // Chunked so a large catalogue never blocks request handling for long (docs/decisions/catalogue-import.md C5).
  await index.addAllAsync(documents, { chunkSize: 100 });
  const names = await buildNameIndex(data.equipment, tokenize);
  const kinds = buildKindIndex(data.categories, data.equipment, tokenize, names.itemSet);
  const costs = termCostsOf(index);
  const fullBudget = Math.max(MIN_BUDGET, Math.round(index.documentCount * BUDGET_PER_DOCUMENT));

  /**
   * The full-text query for these readings that fits the budget left. Each word is taken whole,
   * then with its prefix expansion, then (with `fuzzy`, for words of the typed reading that no
   * document holds as typed: the other readings are the catalogue's own words) with its typo
   * expansion, while the postings they score fit. A word
   * too common to afford is searched without; a word no document holds, even with its expansions,
   * drops its reading when every word must match (nothing could).
   */
  function plan(groups: string[][], budget: Budget, fuzzy: boolean, combineWith: "AND" | "OR"): Leaf[][] {
    const planned: Leaf[][] = [];
    let wordsLeft = MAX_FULL_TEXT_WORDS;
    groups.forEach((terms, at) => {
      if (terms.length > wordsLeft) return;
      wordsLeft -= terms.length;
      let spent = 0;
      const spend = (cost: number) => cost <= budget.left && ((budget.left -= cost), (spent += cost), true);
      const leaves: Leaf[] = [];
      for (const term of terms) {
        const exact = memo(budget.exact, term, () => costs.exact(term));
        if (!spend(exact)) continue;
        const leaf: Leaf = { term, prefix: false, fuzzy: false };
        let reach = exact;
        if (term.length >= MIN_FULL_TEXT_PREFIX) {
          const cost = memo(budget.prefix, term, () => costs.prefix(term, fullBudget));
          if (cost > 0 && spend(cost)) [leaf.prefix, reach] = [true, reach + cost];
        }
        // Typos are looked for only in words the catalogue does not hold as typed.
        if (fuzzy && at === 0 && exact === 0 && term.length >= MIN_FUZZY && !/\d/.test(term)) {
          const cost = fuzzyCost(term, budget);
          if (cost > 0 && budget.fuzzyWalksLeft > 0 && spend(cost)) {
            budget.fuzzyWalksLeft--;
            [leaf.fuzzy, reach] = [FUZZY, reach + cost];
          }
        }
        if (reach > 0) leaves.push(leaf);
        else if (combineWith === "AND") {
          budget.left += spent;
          return;
        }
      }
      if (leaves.length > 0) planned.push(leaves);
    });
    return planned;
  }

  /**
   * The postings of a word's typo expansion (0 once the walks are spent); looking them up walks the
   * vocabulary, and running the expansion walks it again, so a look-up needs two walks left.
   */
  function fuzzyCost(term: string, budget: Budget): number {
    if (!budget.fuzzy.has(term) && budget.fuzzyWalksLeft < 2) return 0;
    return memo(budget.fuzzy, term, () => {
      budget.fuzzyWalksLeft--;
      return costs.fuzzy(term, Math.min(MAX_FUZZY, Math.round(term.length * FUZZY)));
    });
  }

  function run(groups: Leaf[][], combineWith: "AND" | "OR"): SearchResult[] {
    if (groups.length === 0) return [];
    const query: Query = {
      combineWith: "OR",
      queries: groups.map((leaves) => ({
        combineWith,
        queries: leaves.map((leaf) => ({ queries: [leaf.term], prefix: leaf.prefix, fuzzy: leaf.fuzzy })),
      })),
    };
    return index.search(query);
  }

  /** Full-text matches (fuzzy only when exact and prefix matches are few), best first, within the budget. */
  function fullText(groups: TermGroup[]): SearchResult[] {
    const readings = groups.map((group) => group.terms).filter((terms) => terms.length > 0);
    if (readings.length === 0) return [];
    const budget: Budget = {
      left: fullBudget,
      fuzzyWalksLeft: MAX_FUZZY_WALKS,
      exact: new Map(),
      prefix: new Map(),
      fuzzy: new Map(),
    };
    let results = run(plan(readings, budget, false, "AND"), "AND");
    if (results.length < FUZZY_BELOW) {
      // Without a typo expansion the query is the one just run: it is not run (or paid for) again.
      const left = budget.left;
      const withTypos = plan(readings, budget, true, "AND");
      if (withTypos.some((leaves) => leaves.some((leaf) => leaf.fuzzy))) results = run(withTypos, "AND");
      else budget.left = left;
    }
    // Nothing has every word: fall back to items matching any of the typed words, within a share of
    // the budget (a query of common words would otherwise score most of the catalogue here).
    const typed = groups[0]!.terms;
    if (results.length === 0 && typed.length > 1) {
      budget.left = Math.min(budget.left, Math.round(fullBudget * ANY_WORD_SHARE));
      results = run(plan([typed], budget, true, "OR"), "OR");
    }
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
      // The kinds of kit the readings name, and first of all the named kinds' items (S3).
      const named = groups.map((group) => kinds.find(group.terms));
      const kindsNamed = named.filter((kind): kind is NamedKind => kind !== undefined);
      if (kindsNamed.length > 0) {
        add(
          names.matchingNames(
            groups[0]!.terms,
            true,
            limit,
            kindsNamed.map((kind) => kind.items),
          ),
        );
        // Within each named kind: names that hold the whole reading ("disc cutter"), then the
        // kind's word ("scaffold tower": Folding Tower 2m), then the items that hold the other words.
        const held = named.map((kind, at) => {
          if (!kind || found.size >= limit) return false;
          const { terms, prefix } = groups[at]!;
          add(names.matchingNames(terms, prefix, limit, [kind.items]));
          add(names.matchingNames([...kind.rest, kind.head], true, limit, [kind.items]));
          const holding = names.matchingNames(kind.rest, prefix, limit, [kind.items]);
          add(holding);
          return holding.length > 0;
        });
        // Then, for each kind some of whose items held the other words ("concrete mixer": Concrete
        // Mixer 110V), the kind's other items (Belle Minimix). A kind none of whose items did was a
        // wrong reading ("tower light" names work lights but means lighting towers): no place here.
        named.forEach((kind, at) => {
          if (kind && held[at] && kind.rest.length > 0 && found.size < limit) {
            add(names.matchingNames([], false, limit, [kind.items]));
          }
        });
      }
      for (const group of groups) if (found.size < limit) add(names.matchingNames(group.terms, group.prefix, limit));
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
