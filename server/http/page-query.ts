// The query parameters each page reads (docs/decisions/security.md H5). A page's address with any other parameter
// is the same page, rendered again for nothing and never cached (server/fast-path/cacheable-url.ts), so the front
// door (server/http/front-door.ts) sends it with 308 to the address without them. Keys are the paths of
// app/routes.ts; server/http/page-query.test.ts checks that every route is here and that what its loader reads is listed.

/** Pages whose query is kept as given: never cached, and their own code decides what it reads. */
const AS_GIVEN = "as given";

export const PAGE_QUERY_PARAMETERS: Record<string, readonly string[] | typeof AS_GIVEN> = {
  "": [],
  // The search state (core/search-state.ts): term, narrowing, order and result page.
  equipment: ["search", "category", "type", "sort", "page"],
  "equipment/:idOrSlug": [],
  // Older links, sent on to the category's own address by the loader.
  categories: ["selectedCategoryId", "category"],
  "categories/:categorySlug": [],
  locations: ["q", "lat", "lng"],
  "locations/browse-all": ["q"],
  // Read in the browser: the back link returns to the list.
  "locations/:id": ["from"],
  contact: [],
  faqs: [],
  "privacy-policy": [],
  "cookie-policy": [],
  "modern-slavery": [],
  "terms-conditions": [],
  "damage-waiver": [],
  "trade-account-benefits": [],
  "about-us": [],
  "quick-hires": [],
  "online-brochure": [],
  "coming-soon": [],
  "security-audit": [],
  "seo-analysis": [],
  // The admin pages are private (never cached) and validate their own filters and return addresses.
  "admin/login": AS_GIVEN,
  "admin/import": AS_GIVEN,
  "admin/accounts": AS_GIVEN,
  "admin/api-keys": AS_GIVEN,
  "admin/customer-data": AS_GIVEN,
  "admin/webhooks": AS_GIVEN,
  "admin/requests": AS_GIVEN,
  "admin/requests/:reference": AS_GIVEN,
  // The tracking token.
  "requests/:reference": ["t"],
  // Not a page of its own: anything no route above matches (a 404, or an address Express answers).
  "*": AS_GIVEN,
};

interface Declared {
  segments: (string | null)[];
  literals: number;
  parameters: ReadonlySet<string> | undefined;
}

const DECLARED: Declared[] = Object.entries(PAGE_QUERY_PARAMETERS)
  .filter(([pattern]) => pattern !== "*")
  .map(([pattern, parameters]) => {
    const segments = pattern === "" ? [] : pattern.split("/").map((part) => (part.startsWith(":") ? null : part));
    return {
      segments,
      literals: segments.filter((segment) => segment !== null).length,
      parameters: parameters === AS_GIVEN ? undefined : new Set(parameters),
    };
  });

/** The parameters the page at a canonical path reads, or undefined when its query is kept as given. */
function readParameters(path: string): ReadonlySet<string> | undefined {
  const parts = path.split("/").filter((part) => part !== "");
  let best: Declared | undefined;
  for (const page of DECLARED) {
    if (page.segments.length !== parts.length || (best && page.literals <= best.literals)) continue;
    if (page.segments.every((segment, i) => segment === null || segment === parts[i]!.toLowerCase())) best = page;
  }
  return best?.parameters;
}

function parameterName(pair: string): string {
  const name = pair.split("=", 1)[0]!.replace(/\+/g, " ");
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * The target without the query parameters its page does not read (values and order of the rest kept as written),
 * or the target itself. Only a page's own address is changed: its data requests (`.data`, fetched by the page's
 * script and never cached) and every address that is not a page keep their query.
 */
export function withoutUnreadParameters(target: string): string {
  const mark = target.indexOf("?");
  if (mark < 0) return target;
  const path = target.slice(0, mark);
  if (path.endsWith(".data")) return target;
  const read = readParameters(path);
  if (!read) return target;
  const pairs = target.slice(mark + 1).split("&");
  const kept = pairs.filter((pair) => pair !== "" && read.has(parameterName(pair)));
  if (kept.length === pairs.length) return target;
  return kept.length > 0 ? `${path}?${kept.join("&")}` : path;
}
