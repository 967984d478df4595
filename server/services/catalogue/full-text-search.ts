import { plainText } from "../../../core/plain-text.js";
import type { CatalogueData } from "./catalogue-data.js";
import { tokenize, type TermGroup } from "./search-query.js";
import { buildTextIndex, type TextIndex } from "./text-index.js";
import { contentKey } from "./content-key.js";
import type { TextIndexStore } from "./text-index-file.js";
import type { Descriptions } from "./descriptions.js";
import type { Equipment } from "../../../core/catalogue-types.js";
import { runTextQuery, type QueryWord } from "./text-index-query.js";

// The last tier of a search: full text over names, categories and descriptions (text-index.ts), fuzzy for typos,
// within a work budget so that no query, however hostile, scores much of the catalogue.

/** The indexed fields, in order, and how much a match in each counts. */
const FIELD_BOOSTS = [3, 1.5, 0.3]; // name, category names, description

// Limits that bound the work of one search, whatever is typed (docs/decisions/catalogue-import.md Q1).
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
 * otherwise score the same words once per reading. The typed reading always fits (MAX_WORDS, search-query.ts).
 */
const MAX_FULL_TEXT_WORDS = 12;

/** The share of the budget the last tier (items with any of the typed words) may spend. */
const ANY_WORD_SHARE = 0.5;

/** Below this many exact or prefix matches, a search also tries fuzzy matching (typos). */
const FUZZY_BELOW = 20;

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
type Leaf = QueryWord;

/**
 * Full-text matches for the readings of a query (fuzzy only when exact and prefix matches are few), best first, as
 * indexes into the catalogue's equipment list.
 */
export type FullTextSearch = (groups: TermGroup[]) => number[];

export async function buildFullTextSearch(
  data: CatalogueData,
  descriptions: Descriptions,
  saved?: TextIndexStore,
): Promise<FullTextSearch> {
  const index = await indexCatalogue(data, descriptions, saved);
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

  const run = (groups: Leaf[][], combineWith: "AND" | "OR") =>
    runTextQuery(index, { boosts: FIELD_BOOSTS, maxFuzzy: MAX_FUZZY }, groups, combineWith);

  /** Full-text matches (fuzzy only when exact and prefix matches are few), best first, within the budget. */
  function fullText(groups: TermGroup[]): number[] {
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

  return fullText;
}

/**
 * Bump when what an index holds for the same texts changes (tokenize, plainText, sanitising, the fields, the file's
 * layout): files saved by an older build are then left unread.
 */
const INDEX_FORMAT = "text-index 2";

/**
 * The catalogue's text index: read from `saved` when one was saved for the same texts, else built (and saved).
 * A function of its own: closures here would otherwise share their scope with the search buildFullTextSearch returns.
 */
async function indexCatalogue(
  data: CatalogueData,
  descriptions: Descriptions,
  saved: TextIndexStore | undefined,
): Promise<TextIndex> {
  const { equipment } = data;
  const namesOf = (at: number) => {
    const item = equipment[at]!;
    return [item.name, item.categories.map((ref) => ref.name).join(" ")];
  };
  const build = () => {
    const descriptionAt = descriptionsInOrder(equipment, descriptions);
    return buildTextIndex(
      equipment.length,
      FIELD_BOOSTS.length,
      (at) => {
        const description = descriptionAt(at);
        if (typeof description === "string") return [...namesOf(at), plainText(description)];
        return description.then((html) => [...namesOf(at), plainText(html)]);
      },
      tokenize,
    );
  };
  if (!saved) return build();
  const format = `${INDEX_FORMAT} ${data.descriptionsKey}`;
  const key = await contentKey(format, equipment.length, namesOf);
  const found = await saved.load(key);
  if (found) return found;
  const index = await build();
  void saved.save(key, index);
  return index;
}

/** Items whose descriptions are read at once while the index is built. */
const DESCRIPTIONS_PAGE = 1000;

/**
 * Each item's description (sanitised HTML) by its place in `equipment`, read a page of items at a time as the index
 * asks for them in order: the build never holds every description. The next page is read on the database's side
 * while this one is indexed (docs/decisions/performance.md N45).
 */
function descriptionsInOrder(equipment: readonly Equipment[], descriptions: Descriptions) {
  const reading = new Map<number, Promise<Map<string, string>>>();
  const read = (page: number) => {
    let pending = reading.get(page);
    if (!pending) {
      const slugs = equipment.slice(page * DESCRIPTIONS_PAGE, (page + 1) * DESCRIPTIONS_PAGE);
      pending = descriptions.bySlug(slugs.map((item) => item.equipmentSlug));
      // A failed read ahead fails the build when its page is asked for, not as an unhandled rejection before.
      pending.catch(() => undefined);
      reading.set(page, pending);
    }
    return pending;
  };
  let page = -1;
  let found = new Map<string, string>();
  return (at: number): string | Promise<string> => {
    const slug = equipment[at]!.equipmentSlug;
    const wanted = Math.floor(at / DESCRIPTIONS_PAGE);
    if (wanted === page) return found.get(slug) ?? "";
    const current = read(wanted);
    reading.delete(wanted);
    if ((wanted + 1) * DESCRIPTIONS_PAGE < equipment.length) read(wanted + 1);
    return current.then((texts) => {
      [page, found] = [wanted, texts];
      return texts.get(slug) ?? "";
    });
  };
}

/**
 * What a full-text look-up will cost, counted as the postings scoring it reads: the work grows with them, so a query
 * can be held to a budget before it runs (docs/decisions/catalogue-import.md Q1).
 */
function termCostsOf(index: TextIndex) {
  const postings = (id: number) => (id < 0 ? 0 : index.postingsOf(id));
  return {
    exact: (term: string) => postings(index.termId(term)),
    /** Postings of the longer words that start with the term; stops counting past `atMost`. */
    prefix(term: string, atMost: number) {
      let total = 0;
      const [from, to] = index.prefixRange(term);
      for (let id = from; id < to && total <= atMost; id++) if (index.terms[id] !== term) total += postings(id);
      return total;
    },
    /** Postings of the words within `maxDistance` edits of the term, the term itself left out. */
    fuzzy(term: string, maxDistance: number) {
      let total = 0;
      for (const id of index.withinEdits(term, maxDistance).keys()) if (index.terms[id] !== term) total += postings(id);
      return total;
    },
  };
}
