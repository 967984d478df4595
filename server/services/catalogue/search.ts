import type { Equipment } from "../../../core/catalogue-types.js";
import type { CatalogueData } from "./catalogue-data.js";
import { buildFullTextSearch } from "./full-text-search.js";
import { buildKindIndex, type NamedKind } from "./kinds.js";
import { buildNameIndex, normaliseCode } from "./name-index.js";
import { expandQuery, tokenize } from "./search-query.js";
import type { TextIndexStore } from "./text-index-file.js";
import type { Descriptions } from "./descriptions.js";

export interface EquipmentSearch {
  /**
   * Best matches first: the exact product code, then product codes that start with the query, then
   * items of the kind of kit the query names, then items whose name holds every searched word, then
   * the rest (fuzzy, category names, descriptions).
   */
  search(query: string, limit?: number): Equipment[];
}

/**
 * Matches a search counts and pages through: a count beyond it would cost a full walk of the catalogue
 * for a term such as "110v" (tens of thousands of items in a large one), and nobody pages that far.
 */
export const MAX_MATCHES = 1_000;

/** A query that looks like a product code: letters and digits, at least one digit, no spaces inside words. */
const CODE_LIKE = /^(?=.*\d)[a-z0-9]+(?:[/\-. ][a-z0-9]+)*$/i;

/**
 * `descriptions`: where the full-text index reads the items' descriptions from; `saved`: where built full-text indexes
 * are kept (docs/decisions/performance.md N34).
 */
export async function buildEquipmentSearch(
  data: CatalogueData,
  descriptions: Descriptions,
  saved?: TextIndexStore,
): Promise<EquipmentSearch> {
  const fullText = await buildFullTextSearch(data, descriptions, saved);
  const names = await buildNameIndex(data.equipment, data.positions, tokenize);
  const kinds = buildKindIndex(data.categories, data.equipmentByCategorySlug, tokenize, names.itemSet);
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

      for (const at of fullText(groups)) {
        if (found.size >= limit) break;
        found.add(data.equipment[at]!);
      }
      return [...found];
    },
  };
}
