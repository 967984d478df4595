// The search page's state as it travels in the address (docs/decisions/catalogue-import.md Q4): the term, a level-2
// category, Hire or Resale, the order and the page. Shared by the page (links, forms) and the server (parsing).

export const SEARCH_SORTS = ["relevance", "price-asc", "price-desc", "name"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_TYPES = ["hire", "resale"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** How a result list is narrowed and ordered; a missing field is 'everything' or 'relevance'. */
export interface SearchNarrowing {
  category?: string;
  type?: SearchType;
  sort?: SearchSort;
}

export interface SearchState extends SearchNarrowing {
  term: string;
  page?: number;
}

/**
 * The one address of a search state: parameters in a fixed order, defaults left out (no `sort=relevance`, no
 * `page=1`), so every state has a single URL and the unfiltered first page keeps today's address.
 */
export function searchHref({ term, category, type, sort, page }: SearchState): string {
  const query = new URLSearchParams({ search: term });
  if (category) query.set("category", category);
  if (type) query.set("type", type);
  if (sort && sort !== "relevance") query.set("sort", sort);
  if (page && page > 1) query.set("page", String(page));
  return `/equipment?${query}`;
}

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Best match",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  name: "Name: A to Z",
};
