import type { Equipment } from "../../../core/catalogue-types.js";
import type { SearchState } from "../../../core/search-state.js";
import {
  level2CategoriesBy,
  narrowSearch,
  readSearchNarrowing,
  type CategoryFacet,
  type TypeFacet,
} from "./search-narrowing.js";
import type { CatalogueSnapshot } from "./snapshot.js";

// What the search page shows for an address (app/routes/equipment.tsx): one page of narrowed, ordered results with
// their prices and pictures, and the facets (docs/decisions/catalogue-import.md K2, Q4-Q7).

/**
 * Result cards per page; the other matches (all of them, up to the search's count of 1,000) are `?page=` links
 * away. 36 cards (12 rows of 3, 18 of 2) with their prices, and the facets, keep the page's HTML within its 60 KB
 * budget (docs/performance-figures.md, docs/decisions/catalogue-import.md Q7).
 */
export const SEARCH_PAGE_SIZE = 36;

/** Category facets shown: the categories with most results; the chosen one is always among them (Q6). */
export const MAX_CATEGORY_FACETS = 12;

type SearchCatalogue = Pick<CatalogueSnapshot, "searchMatches" | "categoryBySlug" | "mainCategoryOf" | "imageCodeOf">;

export type SearchPage =
  | { redirect: string }
  | {
      redirect?: undefined;
      /** The address as understood: the term, the narrowing that applied and the page shown. */
      state: SearchState & { page: number };
      /** Results after narrowing, over every page. */
      total: number;
      /** The search counted no further (unnarrowed only: narrowing counts within the counted matches). */
      more: boolean;
      pages: number;
      categories: CategoryFacet[];
      types: TypeFacet[];
      inCategory: number;
      /** The best match of the plain search, for the page's indexing rule (docs/decisions/browser.md E7). */
      best: { name: string; productCode: string; categoryName: string | null } | null;
      results: ReturnType<typeof cardOf>[];
    };

function cardOf(catalogue: SearchCatalogue, item: Equipment) {
  return {
    equipmentSlug: item.equipmentSlug,
    name: item.name,
    productCode: item.productCode,
    categoryName: categoryNameOf(catalogue, item),
    imageCode: catalogue.imageCodeOf(item),
    type: item.type,
    rate: item.rate,
    rateType: item.rateType,
    strikeRate: item.strikeRate,
  };
}

const categoryNameOf = (catalogue: SearchCatalogue, item: Equipment) =>
  catalogue.mainCategoryOf(item)?.name ?? item.categories[0]?.name ?? null;

/** The search page for `term` and the address's other parameters; values that do not parse are ignored (Q4). */
export function searchPage(catalogue: SearchCatalogue, term: string, params: URLSearchParams): SearchPage {
  const narrowing = readSearchNarrowing(params);
  const { matches, more } = catalogue.searchMatches(term);
  if (matches.length === 1) {
    // Exactly one match: straight to its category (docs/product.md "Search").
    const [item] = matches;
    if (item.mainCategorySlug) return { redirect: `/categories/${encodeURIComponent(item.mainCategorySlug)}` };
    if (item.mainCategoryId !== null) return { redirect: `/categories?selectedCategoryId=${item.mainCategoryId}` };
  }
  const level2Of = level2CategoriesBy((slug) => catalogue.categoryBySlug(slug));
  let narrowed = narrowSearch(matches, narrowing, level2Of);
  if (narrowing.category && !narrowed.categories.some((facet) => facet.categorySlug === narrowing.category)) {
    // A category none of the matches is in (an old link, a new term): the whole list instead of an empty one.
    delete narrowing.category;
    narrowed = narrowSearch(matches, narrowing, level2Of);
  }
  if (narrowing.type && narrowed.items.length === 0) {
    // The facets never offer a type with nothing in it; a hand-made address gets the category's whole list.
    delete narrowing.type;
    narrowed = narrowSearch(matches, narrowing, level2Of);
  }
  const total = narrowed.items.length;
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  // A missing, malformed or out-of-range page shows the nearest real one.
  const page = Math.min(pages, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const categories = narrowed.categories.slice(0, MAX_CATEGORY_FACETS);
  const chosen = narrowed.categories.find((facet) => facet.categorySlug === narrowing.category);
  if (chosen && !categories.includes(chosen)) categories[categories.length - 1] = chosen;
  const first = matches[0];
  return {
    state: { term, ...narrowing, page },
    total,
    more: more && !narrowing.category && !narrowing.type,
    pages,
    categories,
    types: narrowed.types,
    inCategory: narrowed.inCategory,
    best: first
      ? { name: first.name, productCode: first.productCode, categoryName: categoryNameOf(catalogue, first) }
      : null,
    results: narrowed.items
      .slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE)
      .map((item) => cardOf(catalogue, item)),
  };
}
