import { Icon } from "~/components/ui/icon";
import { Suspense, useEffect, useRef } from "react";
import { redirect, useNavigate, useNavigation } from "react-router";
import { GetForm } from "~/render/get-form";
import { EquipmentResults } from "~/components/catalogue/equipment-card";
import { SearchFacets } from "~/components/catalogue/search-facets";
import { SearchToolbar } from "~/components/catalogue/search-sort";
import { pageSeo } from "~/routes/page-seo.server";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { type PageSeo, seoMeta } from "~/lib/seo.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/equipment";
import { catalogueOf, publicUrlOf } from "../../server/context.js";
import { searchPage } from "../../server/services/catalogue/search-page.js";
import { isNarrowed } from "../../server/services/catalogue/search-narrowing.js";
import { searchHref, type SearchState } from "../../core/search-state.js";

const trail = [
  { name: "Home", path: "/" },
  { name: "Search Equipment", path: "/equipment" },
];
const crumbs = [{ label: "Home", to: "/" }, { label: "Search Equipment" }];

const description = "Search our hire and resale equipment by name, product code or category.";

/**
 * A result page is indexed only when it found what was asked for (every word of the term in the first match's name,
 * code or category), under one address per term: lower case, single spaces, first page without a number. Typo
 * corrections, no results and terms planted in links stay out of search indexes (docs/decisions/browser.md E7).
 */
function searchSeo(publicUrl: string, term: string, indexable: boolean, page: number): PageSeo {
  // A narrowed or re-ordered list is a view of the plain one: not indexed, and its canonical is the plain page (Q4).
  return pageSeo(publicUrl, trail, {
    title: term ? `Search results for "${term}"` : "Search Equipment",
    description: term
      ? `Hire and resale equipment matching "${term}": prices, specifications and branches.`
      : description,
    path: term ? searchHref({ term: canonicalTerm(term), page }) : "/equipment",
    keywords: ["equipment search", "find hire equipment"],
    noindex: Boolean(term) && !indexable,
    jsonLd: [{ "@type": "SearchResultsPage", name: "Search Equipment", url: `${publicUrl}/equipment` }],
  });
}

const canonicalTerm = (term: string) => term.toLowerCase().replace(/\s+/g, " ");

function foundAsAsked(term: string, first: { name: string; productCode: string | null }, category: string | null) {
  const text = `${first.name} ${first.productCode ?? ""} ${category ?? ""}`.toLowerCase();
  return canonicalTerm(term)
    .split(" ")
    .every((word) => text.includes(word));
}

export function loader({ url, context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  const params = url.searchParams;
  const term = (params.get("search") ?? "").trim().slice(0, 200);
  if (!term) {
    const state: SearchState = { term };
    return {
      state,
      total: 0,
      more: false,
      pages: 1,
      categories: [],
      types: [],
      inCategory: 0,
      results: [],
      meta: seoMeta(searchSeo(publicUrl, "", false, 1), publicUrl),
    };
  }
  const found = searchPage(catalogueOf(context), term, params);
  if (found.redirect !== undefined) throw redirect(found.redirect, 302);
  const { best, state, ...shown } = found;
  const narrowed = isNarrowed(state);
  const indexable = !narrowed && best !== null && foundAsAsked(term, best, best.categoryName);
  const meta = seoMeta(searchSeo(publicUrl, term, indexable, narrowed ? 1 : state.page), publicUrl);
  return { ...shown, state, meta };
}

export const meta = metaFromLoader;

export default function EquipmentSearch({ loaderData }: Route.ComponentProps) {
  const { state, results, total, more, pages, categories, types, inCategory } = loaderData;
  const { term } = state;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const pending = navigation.state === "loading" && navigation.location.pathname === "/equipment";

  // Focused on load; the field follows the address (back/forward, header links).
  useEffect(() => {
    input.current?.focus();
  }, []);
  useEffect(() => {
    if (input.current && input.current.value !== term) input.current.value = term;
  }, [term]);

  const found = term !== "" && total + categories.length > 0;
  return (
    <>
      <PageHeader
        breadcrumbs={crumbs}
        title="Search Equipment"
        intro={<span className="max-sm:hidden">Find tools and equipment by name, product code or category.</span>}
      />
      {/* On a phone the first result shows in the first screen (docs/decisions/browser.md E33). */}
      <Container className="py-4 md:py-10">
        <GetForm action="/equipment" role="search" aria-label="Search equipment" className="flex max-w-2xl gap-2">
          <label htmlFor="equipment-search" className="sr-only">
            Equipment name, code or category
          </label>
          <input
            ref={input}
            id="equipment-search"
            type="search"
            name="search"
            defaultValue={term}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="e.g. breaker, tower, 110V drill"
            onChange={(event) => {
              // A cleared term resets the results.
              if (event.currentTarget.value === "" && term) navigate("/equipment", { replace: true });
            }}
            className="min-h-12 w-full min-w-0 rounded-lg border border-line-strong bg-white px-4 text-base text-ink shadow-sm placeholder:text-ink-muted/80 focus:border-brand focus:outline-3 focus:outline-offset-0"
          />
          {/* A new term starts without filters but keeps the chosen order (Q4). */}
          {state.sort && <input type="hidden" name="sort" value={state.sort} />}
          <button
            type="submit"
            aria-label="Search"
            className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-lg bg-brand px-4 font-semibold text-white shadow-sm hover:bg-brand-strong sm:px-6"
          >
            <Icon name="search" className="size-5" />
            <span className="hidden sm:inline">Search</span>
          </button>
        </GetForm>

        <div className={found ? "mt-4 md:mt-8 lg:grid lg:grid-cols-[15rem_1fr] lg:items-start lg:gap-8" : "mt-8"}>
          {found && (
            <Suspense>
              <SearchFacets state={state} categories={categories} types={types} allCount={inCategory} />
            </Suspense>
          )}
          <div aria-live="polite" aria-busy={pending}>
            {found && <SearchToolbar state={state} total={total} more={more} />}
            <Suspense>
              <EquipmentResults
                term={term}
                items={results}
                paging={{ page: state.page ?? 1, pages, href: (page) => searchHref({ ...state, page }) }}
              />
            </Suspense>
          </div>
        </div>
      </Container>
    </>
  );
}
