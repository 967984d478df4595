import type { IncomingMessage } from "node:http";
import { SEARCH_SORTS, SEARCH_TYPES } from "../../core/search-state.js";
import { SLUG_PATTERN } from "../../core/slug.js";

// Which requests the fast path may answer from memory (docs/decisions/security.md O5). A URL is cacheable only in its
// canonical form: a known path, and a query holding only parameters some page or API handler recognises, each once.
// Anything else (tracking parameters, admin, MyList, uploads) always reaches Express, so invented URLs cannot fill
// the cache and nothing that differs per visitor is ever stored. What is stored is further limited by the response
// itself (server/fast-path/capture.ts): 200, `Cache-Control: public`, no Set-Cookie.

export type Partition = "catalogue" | "search";

export interface CacheableRequest {
  key: string;
  partition: Partition;
  /** Counted by the `api` rate limit (docs/decisions/operation.md O2): API requests and search pages. */
  rateLimited: boolean;
}

/**
 * Paths never cached, whatever they answer: personal pages and APIs (not even looked up, so a visitor's MyList reads
 * cost no cache lookup or capture). /assets has its own once-compressed copies (server/http/compressed-assets.ts).
 */
const NEVER = /^\/(admin|mylist|checkout|healthz|documents|assets|api\/(admin|reservations|requests))(\/|$)|\.data$/i;

/** Query parameters recognised by the catalogue API and the public pages; any other makes a URL non-canonical. */
const KNOWN_PARAMETERS = new Set(["level", "featured", "parentSlug", "search", "categorySlug", "fields", "page"]);

/**
 * A search's narrowing (docs/decisions/catalogue-import.md Q4): cached only with a search and a value the page and
 * the API accept, so misspelt values (which the page ignores) are not copies of their own.
 */
const NARROWING = new Map<string, (value: string) => boolean>([
  ["category", (value) => value.length <= 200 && SLUG_PATTERN.test(value)],
  ["type", (value) => (SEARCH_TYPES as readonly string[]).includes(value)],
  ["sort", (value) => value !== "relevance" && (SEARCH_SORTS as readonly string[]).includes(value)],
]);

/**
 * A numeric id written with leading zeros (`/api/equipment/007`): the same item as `/api/equipment/7`, so each such
 * spelling would be a copy of its own (docs/decisions/security.md H4). Express answers them every time instead.
 */
const PADDED_NUMBER = /\/0\d/;

/** A result page number as the search page writes it (1,000 counted results make at most 28 pages of 36). */
const PAGE_NUMBER = /^[1-9]\d?$/;

/** The branch finder's search (server/api/locations.ts): its own parameters, and kept with the searches. */
const LOCATION_SEARCH = "/api/locations/search";
const LOCATION_SEARCH_PARAMETERS = new Set(["lat", "lng", "query", "maxDistance", "limit"]);

export function cacheableRequest(req: IncomingMessage): CacheableRequest | undefined {
  if (req.method !== "GET") return undefined;
  const url = req.url;
  // Partial and conditional-by-date requests keep Express's exact answers.
  if (!url || url.charCodeAt(0) !== 47 || req.headers.range || req.headers["if-modified-since"]) return undefined;
  const mark = url.indexOf("?");
  const path = mark < 0 ? url : url.slice(0, mark);
  if (path.includes("//") || path.includes("%") || path.includes("/.") || NEVER.test(path)) return undefined;
  if (PADDED_NUMBER.test(path)) return undefined;
  // Paths reach here canonical (server/http/front-door.ts); lower case keeps the rate limit's scope safe regardless.
  const lower = path.toLowerCase();
  const isApi = lower === "/api" || lower.startsWith("/api/");
  const locationSearch = lower === LOCATION_SEARCH;
  const known = locationSearch ? LOCATION_SEARCH_PARAMETERS : KNOWN_PARAMETERS;
  let search = locationSearch;
  if (mark >= 0) {
    const seen = new Set<string>();
    for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
      const narrowing = locationSearch ? undefined : NARROWING.get(name);
      if (seen.has(name) || (narrowing ? !narrowing(value) : !known.has(name))) return undefined;
      seen.add(name);
      if (name === "search" && value.trim()) search = true;
      if (name === "page" && !PAGE_NUMBER.test(value)) return undefined;
    }
    if (seen.size === 0) return undefined;
    // A page number means something only with a search; alone, each number would be one more copy of one page.
    // So does a narrowing.
    if (!search && ["page", ...NARROWING.keys()].some((name) => seen.has(name))) return undefined;
  }
  // A search page is cached only at its canonical path, where the search-page rate limit is sure to see it.
  if (search && !isApi && path !== "/equipment") return undefined;
  return { key: url, partition: search ? "search" : "catalogue", rateLimited: isApi || search };
}
