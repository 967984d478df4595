import { Icon } from "~/components/ui/icon";
import { Link, isRouteErrorResponse, useNavigation, useRouteError } from "react-router";
import { site } from "../../core/site.js";
import { collectionPage, pageSeo } from "~/routes/page-seo.server";
import { HelpCard } from "~/components/locations/help-card";
import { phoneHref } from "~/components/locations/maps-links";
import { BranchType } from "~/components/locations/branch-type";
import { Placeholder } from "~/components/locations/loading-placeholder";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import {
  ActionCell,
  LabelledCell,
  ResponsiveRow,
  ResponsiveTableHead,
  responsiveTable,
} from "~/components/ui/responsive-table";

import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/locations.browse-all";
import { locationsOf, publicUrlOf } from "../../server/context.js";

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

export function loader({ context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  const branches = [...locationsOf(context).list()]
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"))
    .map(({ id, name, type, postcode, phone, email }) => ({ id, name, type, postcode, phone, email }));
  return {
    branches,
    meta: seoMeta(
      pageSeo(publicUrl, trail, {
        ...page,
        keywords: ["hire branches", "branch list", "hire depot"],
        jsonLd: [
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

function Header({ count }: { count?: number }) {
  return (
    <PageHeader
      breadcrumbs={crumbs}
      title="All Branch Locations"
      intro={count === undefined ? undefined : `${count} branch locations available nationwide`}
    />
  );
}

type Branch = Route.ComponentProps["loaderData"]["branches"][number];

function BranchTable({ branches }: { branches: Branch[] }) {
  return (
    <div
      className={cardClasses({ className: "overflow-hidden max-md:border-0 max-md:bg-transparent max-md:shadow-none" })}
    >
      <table className={responsiveTable.table}>
        <caption className="sr-only">Branches, sorted by name</caption>
        <ResponsiveTableHead
          columns={[
            { label: "Branch Name" },
            { label: "Postcode" },
            { label: "Telephone" },
            { label: "Email" },
            { label: "Actions", className: "text-right" },
          ]}
        />
        <tbody className={responsiveTable.tbody}>
          {branches.map((branch) => (
            <ResponsiveRow key={branch.id}>
              <th
                scope="row"
                className="px-4 py-3 text-left align-middle font-normal max-md:block max-md:px-0 max-md:pb-2 max-md:pt-0"
              >
                <span className="block font-semibold text-ink max-md:text-lg">{branch.name}</span>
                <BranchType className="mt-1" type={branch.type} />
              </th>
              <LabelledCell label="Postcode" className="font-medium tabular-nums">
                {branch.postcode}
              </LabelledCell>
              <LabelledCell label="Telephone">
                {branch.phone && (
                  <a href={phoneHref(branch.phone)} className="inline-flex items-center gap-1.5 text-brand">
                    <Icon name="phone" className="size-4" />
                    {branch.phone}
                  </a>
                )}
              </LabelledCell>
              <LabelledCell label="Email">
                {branch.email && (
                  <a href={`mailto:${branch.email}`} className="inline-flex items-center gap-1.5 break-all text-brand">
                    <Icon name="mail" className="size-4 shrink-0" />
                    {branch.email}
                  </a>
                )}
              </LabelledCell>
              <ActionCell>
                <Link
                  to={`/locations/${branch.id}?from=browse-all`}
                  aria-label={`View Details: ${branch.name}`}
                  className={buttonClasses({ size: "sm", className: "max-md:w-full" })}
                >
                  View Details
                </Link>
              </ActionCell>
            </ResponsiveRow>
          ))}
        </tbody>
      </table>
    </div>
  );
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
  const { branches } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/locations/browse-all";
  return (
    <>
      <Header count={branches.length} />
      <Container className="flex flex-col gap-8 py-8 md:py-10">
        {loading ? (
          <LoadingBranches />
        ) : branches.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line-strong bg-surface-muted px-6 py-10 text-center text-ink-muted">
            No branch locations found
          </p>
        ) : (
          <BranchTable branches={branches} />
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
