import type { Category, Equipment } from "../../../core/catalogue-types.js";
import type { ItemSet } from "./name-index.js";
import { appendToList } from "./map-of-lists.js";

/**
 * The kinds of kit a query can name, read from the category names: "scaffold tower" names Scaffold
 * Towers, "breaker" names every category whose name ends in Breakers, "cherry picker" names Boom
 * Lifts & Cherry Pickers. Search ranks the items of a named kind first (docs/decisions/catalogue-import.md Q2).
 */
export interface KindIndex {
  /** The kind a reading of a query names (its longest phrase that ends a category name), or undefined. */
  find(words: string[]): NamedKind | undefined;
}

export interface NamedKind {
  /** The items listed in the named categories or below them. */
  items: ItemSet;
  /** The reading's words outside the phrase that named the kind. */
  rest: string[];
  /** The phrase's last word, singular: what the kind's items are usually called ("tower"). */
  head: string;
}

/**
 * Words that alone are too general to name a kind ("equipment" ends Site Equipment, "tool" ends
 * Air Tools): with a word before them they still do ("air tool").
 */
const tooGeneral = new Set([
  "accessory",
  "care",
  "consumable",
  "equipment",
  "gear",
  "installation",
  "kit",
  "management",
  "power",
  "protection",
  "safety",
  "storage",
  "supply",
  "system",
  "testing",
  "tool",
  "unit",
]);

/** Item sets kept per phrase; a few hundred phrases cover every query people type. */
const CACHED_KINDS = 256;

/** A plural word as its singular, the same way for category names and queries. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !/\d/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The phrases a category name offers: each side of an "&" that ends in a plural ("Boom Lifts &
 * Cherry Pickers" gives "boom lift" and "cherry picker"), else the whole name ("Petrol & Diesel
 * Mixers" gives "petrol diesel mixer").
 */
function namePhrases(name: string, tokenize: (text: string) => string[]): string[][] {
  const plural = (words: string[]) => words.length > 0 && singular(words.at(-1)!) !== words.at(-1);
  const sides = name
    .split(/\s(?:&|and)\s/i)
    .map(tokenize)
    .filter(plural);
  const phrases = sides.length > 1 ? sides : [tokenize(name).filter((word) => word !== "and")];
  return phrases.map((words) => words.map(singular));
}

export function buildKindIndex(
  categories: Category[],
  itemsByCategory: ReadonlyMap<string, readonly Equipment[]>,
  tokenize: (text: string) => string[],
  itemSet: (items: Iterable<Equipment>) => ItemSet,
): KindIndex {
  const children = new Map<string | null, Category[]>();
  for (const category of categories) appendToList(children, category.parentSlug, category);
  const subtree = (slug: string, into: Set<string>): Set<string> => {
    if (into.has(slug)) return into;
    into.add(slug);
    for (const child of children.get(slug) ?? []) subtree(child.categorySlug, into);
    return into;
  };
  // Every ending of every phrase ("heavy duty breaker", "duty breaker", "breaker") names the category.
  const slugsByPhrase = new Map<string, Set<string>>();
  for (const category of categories) {
    for (const words of namePhrases(category.name, tokenize)) {
      for (let start = 0; start < words.length; start++) {
        const phrase = words.slice(start).join(" ");
        if (words.length - start === 1 && tooGeneral.has(phrase)) continue;
        const slugs = slugsByPhrase.get(phrase) ?? new Set<string>();
        slugsByPhrase.set(phrase, subtree(category.categorySlug, slugs));
      }
    }
  }

  // No phrase is longer than the longest category name, so longer runs of words need no look-up.
  let longestPhrase = 0;
  for (const phrase of slugsByPhrase.keys()) longestPhrase = Math.max(longestPhrase, phrase.split(" ").length);

  const cache = new Map<string, ItemSet>();
  function itemsNamed(phrase: string, slugs: Set<string>): ItemSet {
    let items = cache.get(phrase);
    if (!items) {
      items = itemSet([...slugs].flatMap((slug) => itemsByCategory.get(slug) ?? []));
      if (cache.size >= CACHED_KINDS) cache.delete(cache.keys().next().value!);
      cache.set(phrase, items);
    }
    return items;
  }

  return {
    find(words) {
      const singulars = words.map(singular);
      // Longest phrase first; between equals the last, as English puts the kind last ("tower light").
      for (let length = Math.min(singulars.length, longestPhrase); length >= 1; length--) {
        for (let start = singulars.length - length; start >= 0; start--) {
          const phrase = singulars.slice(start, start + length).join(" ");
          const slugs = slugsByPhrase.get(phrase);
          if (!slugs) continue;
          return {
            items: itemsNamed(phrase, slugs),
            rest: [...words.slice(0, start), ...words.slice(start + length)],
            head: singulars[start + length - 1]!,
          };
        }
      }
      return undefined;
    },
  };
}
