import { z } from "zod";
import type { CategoryRef, Equipment } from "../../../core/catalogue-types.js";
import { SEARCH_SORTS, SEARCH_TYPES, type SearchNarrowing } from "../../../core/search-state.js";
import { SLUG_PATTERN } from "../../../core/slug.js";

// Narrowing search results: a level-2 category, Hire or Resale, and an order, with the counts the page offers as
// facets (docs/decisions/catalogue-import.md Q4-Q6).

/** The narrowing parameters, as the search page and `GET /api/equipment?search=` take them. */
export const searchNarrowingShape = {
  category: z
    .string()
    .max(200, "must be at most 200 characters")
    .regex(SLUG_PATTERN, "must be a category slug such as mini-diggers")
    .optional(),
  type: z.enum(SEARCH_TYPES, "must be hire or resale").optional(),
  sort: z.enum(SEARCH_SORTS, `must be one of ${SEARCH_SORTS.join(", ")}`).optional(),
};

const narrowingFields = Object.entries(searchNarrowingShape) as [keyof SearchNarrowing, z.ZodType][];

/** The page's reading of the address: each value that does not parse is left out, as if it were not there (Q4). */
export function readSearchNarrowing(params: URLSearchParams): SearchNarrowing {
  const narrowing: Record<string, unknown> = {};
  for (const [name, schema] of narrowingFields) {
    const parsed = schema.safeParse(params.get(name) ?? undefined);
    if (parsed.success && parsed.data !== undefined) narrowing[name] = parsed.data;
  }
  return narrowing as SearchNarrowing;
}

export interface CategoryFacet {
  categorySlug: string;
  name: string;
  count: number;
}

export interface TypeFacet {
  type: "hire" | "resale";
  count: number;
}

export interface NarrowedSearch {
  /** The matches in the category and type asked for, in the order asked for. */
  items: Equipment[];
  /** Level-2 categories of the matches of the type asked for, most items first; the chosen one always included. */
  categories: CategoryFacet[];
  /**
   * Hire and Resale counts among the matches in the category asked for; empty when only one type is there and none
   * is chosen (nothing to narrow by).
   */
  types: TypeFacet[];
  /** Matches in the category asked for, of either type: the 'All' beside the type facet. */
  inCategory: number;
}

/** An item's level-2 categories (the ones the category facet offers), given how to look a category up. */
export function level2CategoriesBy(categoryBySlug: (slug: string) => { level: number } | undefined) {
  return (item: Equipment): CategoryRef[] =>
    item.categories.filter((ref) => categoryBySlug(ref.categorySlug)?.level === 2);
}

/** Whether anything narrows or re-orders the list. */
export const isNarrowed = ({ category, type, sort }: SearchNarrowing) =>
  Boolean(category || type || (sort && sort !== "relevance"));

const typeOf = (item: Equipment) => (item.type === "Resale" ? "resale" : "hire");

const nameOrder = new Intl.Collator("en-GB", { numeric: true, sensitivity: "base" });

/** A price to sort by: the rate as shown on the card; items without one come last either way (Q6). */
function byPrice(direction: 1 | -1) {
  return (a: Equipment, b: Equipment) => {
    if (a.rate === null || b.rate === null) return (a.rate === null ? 1 : 0) - (b.rate === null ? 1 : 0);
    return direction * (Number(a.rate) - Number(b.rate));
  };
}

const orders: Record<
  Exclude<SearchNarrowing["sort"], undefined | "relevance">,
  (a: Equipment, b: Equipment) => number
> = {
  "price-asc": byPrice(1),
  "price-desc": byPrice(-1),
  name: (a, b) => nameOrder.compare(a.name, b.name),
};

/**
 * Narrows best-first matches. `level2Of` gives an item's level-2 categories (its links, main first). Category counts
 * are taken under the type filter and type counts under the category filter, so each facet shows what choosing one
 * of its values would give. Sorting is stable: equal prices keep their relevance order.
 */
export function narrowSearch(
  matches: readonly Equipment[],
  narrowing: SearchNarrowing,
  level2Of: (item: Equipment) => readonly CategoryRef[],
): NarrowedSearch {
  const { category, type, sort } = narrowing;
  const inCategory = (item: Equipment) => !category || level2Of(item).some((ref) => ref.categorySlug === category);
  const ofType = (item: Equipment) => !type || typeOf(item) === type;

  const categoryCounts = new Map<string, CategoryFacet>();
  const typeCounts = { hire: 0, resale: 0 };
  const items: Equipment[] = [];
  for (const item of matches) {
    const inside = inCategory(item);
    if (inside) typeCounts[typeOf(item)]++;
    if (!ofType(item)) continue;
    if (inside) items.push(item);
    for (const ref of level2Of(item)) {
      const facet = categoryCounts.get(ref.categorySlug);
      if (facet) facet.count++;
      else categoryCounts.set(ref.categorySlug, { categorySlug: ref.categorySlug, name: ref.name, count: 1 });
    }
  }
  if (sort && sort !== "relevance") items.sort(orders[sort]);

  const categories = [...categoryCounts.values()].sort(
    (a, b) => b.count - a.count || nameOrder.compare(a.name, b.name),
  );
  if (category && !categoryCounts.has(category)) {
    const chosen = matches.flatMap(level2Of).find((ref) => ref.categorySlug === category);
    if (chosen) categories.unshift({ categorySlug: chosen.categorySlug, name: chosen.name, count: 0 });
  }
  const both = typeCounts.hire > 0 && typeCounts.resale > 0;
  const types: TypeFacet[] =
    both || type
      ? SEARCH_TYPES.map((value) => ({ type: value, count: typeCounts[value] })).filter(
          (facet) => facet.count > 0 || facet.type === type,
        )
      : [];
  return { items, categories, types, inCategory: typeCounts.hire + typeCounts.resale };
}
