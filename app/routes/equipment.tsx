import { Icon } from "~/components/ui/icon";
import { useEffect, useRef } from "react";
import { redirect, useNavigate, useNavigation } from "react-router";
import { GetForm } from "~/render/get-form";
import { EquipmentResults } from "~/components/catalogue/equipment-card";
import { pageSeo } from "~/routes/page-seo.server";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { type PageSeo, seoMeta } from "~/lib/seo.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/equipment";
import { catalogueOf, publicUrlOf } from "../../server/context.js";

const trail = [
  { name: "Home", path: "/" },
  { name: "Search Equipment", path: "/equipment" },
];
const crumbs = [{ label: "Home", to: "/" }, { label: "Search Equipment" }];

/** A page of results; the first page's address has no page number. */
const searchHref = (term: string, page: number) =>
  `/equipment?${new URLSearchParams(page > 1 ? { search: term, page: String(page) } : { search: term })}`;

const description = "Search our hire and resale equipment by name, product code or category.";

/**
 * A result page is indexed only when it found what was asked for (every word of the term in the first match's name,
 * code or category), under one address per term: lower case, single spaces, first page without a number. Typo
 * corrections, no results and terms planted in links stay out of search indexes (docs/decisions/browser.md E7).
 */
function searchSeo(publicUrl: string, term: string, indexable: boolean, page: number): PageSeo {
  return pageSeo(publicUrl, trail, {
    title: term ? `Search results for "${term}"` : "Search Equipment",
    description: term
      ? `Hire and resale equipment matching "${term}": prices, specifications and branches.`
      : description,
    path: term ? searchHref(canonicalTerm(term), page) : "/equipment",
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

/**
 * Result cards per page; the other matches (all of them, up to the search's count of 1,000) are `?page=` links
 * away. 48 cards keep the page's HTML within its 60 KB budget (docs/performance.md).
 */
const PAGE_SIZE = 48;

export function loader({ url, context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  const params = url.searchParams;
  const term = (params.get("search") ?? "").trim().slice(0, 200);
  if (!term)
    return {
      term,
      total: 0,
      more: false,
      page: 1,
      pages: 1,
      results: [],
      meta: seoMeta(searchSeo(publicUrl, "", false, 1), publicUrl),
    };

  const catalogue = catalogueOf(context);
  const { matches: found, more } = catalogue.searchMatches(term);
  if (found.length === 1) {
    // Exactly one match: straight to its category (docs/product.md "Search").
    const [item] = found;
    if (item.mainCategorySlug) throw redirect(`/categories/${encodeURIComponent(item.mainCategorySlug)}`, 302);
    if (item.mainCategoryId !== null) throw redirect(`/categories?selectedCategoryId=${item.mainCategoryId}`, 302);
  }
  const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  // A missing, malformed or out-of-range page shows the nearest real one.
  const page = Math.min(pages, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const categoryName = (item: (typeof found)[number]) =>
    catalogue.mainCategoryOf(item)?.name ?? item.categories[0]?.name ?? null;
  const indexable = found.length > 0 && foundAsAsked(term, found[0], categoryName(found[0]));
  return {
    term,
    total: found.length,
    more,
    page,
    pages,
    meta: seoMeta(searchSeo(publicUrl, term, indexable, page), publicUrl),
    results: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((item) => ({
      equipmentSlug: item.equipmentSlug,
      name: item.name,
      productCode: item.productCode,
      categoryName: categoryName(item),
      imageCode: catalogue.imageCodeOf(item),
    })),
  };
}

export const meta = metaFromLoader;

export default function EquipmentSearch({ loaderData }: Route.ComponentProps) {
  const { term, results, total, more, page, pages } = loaderData;
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

  return (
    <>
      <PageHeader
        breadcrumbs={crumbs}
        title="Search Equipment"
        intro="Find tools and equipment by name, product code or category."
      />
      <Container className="py-8 md:py-10">
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
          <button
            type="submit"
            aria-label="Search"
            className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-lg bg-brand px-4 font-semibold text-white shadow-sm hover:bg-brand-strong sm:px-6"
          >
            <Icon name="search" className="size-5" />
            <span className="hidden sm:inline">Search</span>
          </button>
        </GetForm>

        <div className="mt-8" aria-live="polite" aria-busy={pending}>
          <EquipmentResults
            term={term}
            items={results}
            total={total}
            more={more}
            paging={{ page, pages, href: (n) => searchHref(term, n) }}
            loading={pending}
          />
        </div>
      </Container>
    </>
  );
}
