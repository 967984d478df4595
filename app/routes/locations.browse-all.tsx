import { Link, isRouteErrorResponse, useLocation, useNavigation, useRouteError } from "react-router";
import { site } from "../../core/site.js";
import { collectionPage, pageSeo } from "~/routes/page-seo.server";
import { BranchFilter } from "~/components/branches/branch-filter";
import { BranchGroups } from "~/components/branches/branch-groups";
import { HelpCard } from "~/components/branches/help-card";
import { Placeholder } from "~/components/branches/loading-placeholder";
import { buttonClasses } from "~/components/ui/button-classes";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";

import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/locations.browse-all";
import { branchFinderOf, publicUrlOf } from "../../server/context.js";
import { branchArea, filterBranches, groupForList } from "../../server/services/branches/branch-list.js";
import { countOf } from "../../core/plural.js";

const PATH = "/locations/browse-all";
const page = {
  title: "All Branch Locations",
  description: `Every ${site.name} branch, listed alphabetically with postcode, telephone and e-mail.`,
  path: "/locations/browse-all",
};
const trail = [
  { name: "Home", path: "/" },
  { name: "Find a Branch", path: "/locations" },
  { name: "All Branches", path: "/locations/browse-all" },
];
const crumbs = [{ label: "Home", to: "/" }, { label: "Find a Branch", to: "/locations" }, { label: "All Branches" }];

export function loader({ url, context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  const branches = [...branchFinderOf(context).list()].sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 60);
  return {
    total: branches.length,
    // Worded here, so the plural rules stay off the page's first load (the brand's area: docs/decisions/branches.md L6).
    intro: `${countOf(branches.length, "branch location")} available across ${branchArea(branches)}`,
    query,
    groups: groupForList(filterBranches(branches, query)),
    meta: seoMeta(
      pageSeo(publicUrl, trail, {
        ...page,
        keywords: ["hire branches", "branch list", "hire depot"],
        // A filtered list is not worth indexing, nor describing to search engines (the list of all 330 branches
        // in JSON-LD, sent twice, was most of a filtered page's HTML); the whole list is.
        noindex: query !== "",
        jsonLd: query
          ? []
          : [
              collectionPage(
                publicUrl,
                { name: page.title, description: page.description, path: page.path },
                branches.map((b) => ({ name: b.name, path: `/locations/${b.id}` })),
              ),
            ],
      }),
      publicUrl,
    ),
  };
}

export const meta = metaFromLoader;

function Header({ intro }: { intro?: string }) {
  return <PageHeader breadcrumbs={crumbs} title="All Branch Locations" intro={intro} />;
}

function LoadingBranches() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <p className="font-semibold text-ink-muted">Loading all branches...</p>
      {Array.from({ length: 6 }, (_, i) => (
        <Placeholder key={i} className="h-14" />
      ))}
    </div>
  );
}

export default function BrowseAll({ loaderData }: Route.ComponentProps) {
  const { total, intro, query, groups } = loaderData;
  const navigation = useNavigation();
  const here = useLocation().pathname === PATH;
  const coming = navigation.state === "loading" && navigation.location.pathname === PATH;
  // Arriving from another page shows placeholders; a new filter dims the current list until the next arrives.
  const loading = coming && !here;
  return (
    <>
      <Header intro={intro} />
      <Container className="flex flex-col gap-8 py-8 md:py-10">
        {loading ? (
          <LoadingBranches />
        ) : total === 0 ? (
          <p className="rounded-xl border border-dashed border-line-strong bg-surface-muted px-6 py-10 text-center text-ink-muted">
            No branch locations found
          </p>
        ) : (
          <div aria-busy={coming} className={coming ? "opacity-60 transition-opacity" : undefined}>
            <BranchGroups groups={groups} query={query} total={total} filter={<BranchFilter query={query} />} />
          </div>
        )}
        <HelpCard email={site.customerServiceEmail} />
      </Container>
    </>
  );
}

/** The list could not be loaded: say so, with a way back to the search, inside the site's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) throw error;
  return (
    <>
      <Header />
      <Container className="py-10">
        <div role="alert" className="rounded-xl border border-danger/30 bg-danger-soft p-6 text-center">
          <p className="text-lg font-semibold text-danger">Failed to load branch locations</p>
          <Link to="/locations" className={buttonClasses({ variant: "outline", className: "mt-4" })}>
            Back to Location Search
          </Link>
        </div>
      </Container>
    </>
  );
}
