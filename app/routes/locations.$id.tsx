import { lazy, Suspense } from "react";
import { Icon } from "~/components/ui/icon";
import { data, Link, useLocation, useNavigation } from "react-router";
import { nationOfPostcode } from "../../core/bank-holidays.js";
import { branchServices } from "../../core/branch-services.js";
import { openingWeek } from "../../core/opening-hours.js";
import { site } from "../../core/site.js";
import { pageSeo } from "~/routes/page-seo.server";
import { MapPanel } from "~/components/branches/map-panel";
import { branchSearchUrl, directionsUrl, phoneHref } from "~/components/branches/maps-links";
import { DETAIL_ZOOM, MAP_HEIGHT } from "~/components/branches/types";
import { BranchType } from "~/components/branches/branch-type";
import { EmailText } from "~/components/branches/email-text";
import { OpeningHoursCard } from "~/components/branches/opening-hours-card";
import { useOpeningNow } from "~/components/branches/use-opening-now";
import { Placeholder } from "~/components/branches/loading-placeholder";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { Container } from "~/components/ui/container";

import { metaFromLoader } from "~/lib/route-meta";
import { type PageSeo, seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/locations.$id";
import { configOf, branchFinderOf, publicUrlOf } from "../../server/context.js";

// Shown only for a branch without a position: its code loads then (docs/decisions/performance.md W14).
const MapUnavailable = lazy(() =>
  import("~/components/branches/map-unavailable").then((module) => ({ default: module.MapUnavailable })),
);

const notFoundSeo = (path: string): PageSeo => ({
  title: "Location Not Found",
  description: "The branch you were looking for could not be found.",
  path,
  noindex: true,
});

/** "07:30 - 17:30" -> opens/closes for schema.org, when the text has that shape. */
function hoursSpecification(week: ReturnType<typeof openingWeek>) {
  return (week ?? []).flatMap(({ day, hours }) => {
    const match = hours.match(/^(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})$/);
    if (!match) return [];
    const time = (h: string, m: string) => `${h.padStart(2, "0")}:${m}`;
    return [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: `https://schema.org/${day}`,
        opens: time(match[1], match[2]),
        closes: time(match[3], match[4]),
      },
    ];
  });
}

export function loader({ params, context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : NaN;
  const branch = Number.isNaN(id) ? undefined : branchFinderOf(context).byId(id);
  if (!branch)
    return data(
      { found: false as const, meta: seoMeta(notFoundSeo(`/locations/${params.id}`), publicUrl) },
      { status: 404 },
    );

  const path = `/locations/${branch.id}`;
  const week = openingWeek(branch.openingHours);
  const business: Record<string, unknown> = {
    "@type": "LocalBusiness",
    "@id": `${publicUrl}${path}#branch`,
    name: branch.name,
    url: `${publicUrl}${path}`,
    ...(branch.phone ? { telephone: branch.phone } : {}),
    ...(branch.email ? { email: branch.email } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: branch.fullAddress,
      postalCode: branch.postcode,
      // An Eircode (routing key such as D02 or A65, then 4 characters) is in Ireland; any other postcode in the UK.
      addressCountry: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[0-9AC-FHKNPRTV-Y]{4}$/i.test(branch.postcode) ? "IE" : "GB",
    },
    ...(branch.latitude !== null && branch.longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: branch.latitude, longitude: branch.longitude } }
      : {}),
    openingHoursSpecification: hoursSpecification(week),
    parentOrganization: { "@type": "Organization", name: site.name, url: `${publicUrl}/` },
  };
  return {
    found: true as const,
    tileUrl: configOf(context).MAP_TILE_URL,
    branch,
    week,
    services: branchServices(branch.type),
    hours: { id: branch.id, openingHours: branch.openingHours, nation: nationOfPostcode(branch.postcode) },
    meta: seoMeta(
      pageSeo(
        publicUrl,
        [
          { name: "Home", path: "/" },
          { name: "Find a Branch", path: "/locations" },
          { name: branch.name, path },
        ],
        {
          title: `${branch.name} - ${branch.type}`,
          description: `${branch.name}, ${branch.fullAddress} ${branch.postcode}. Opening hours, phone, directions and the tools and equipment you can hire locally.`,
          path,
          keywords: [branch.name, branch.postcode, "tool hire", "branch opening hours"],
          jsonLd: [business],
        },
      ),
      publicUrl,
    ),
  };
}

export const meta = metaFromLoader;

function BackLink() {
  const fromList = new URLSearchParams(useLocation().search).get("from") === "browse-all";
  return (
    <Link
      to={fromList ? "/locations/browse-all" : "/locations"}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand hover:underline"
    >
      <Icon name="arrow-right" className="rotate-180 size-4" />
      {fromList ? "Back to Branch List" : "Back to Location Search"}
    </Link>
  );
}

function DetailSkeleton() {
  return (
    <Container className="py-8" aria-busy="true">
      <Placeholder className="h-5 w-48" />
      <Placeholder className="mt-6 h-10 w-2/3" />
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Placeholder className="h-72" />
        <Placeholder className="h-72" />
      </div>
    </Container>
  );
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { found: true }>;

function BranchDetail({ data: loaded }: { data: Loaded }) {
  const { branch, week, services, hours, tileUrl } = loaded;
  const opening = useOpeningNow([hours])?.get(branch.id);
  const placed = branch.latitude !== null && branch.longitude !== null;
  return (
    <>
      <div className="border-b border-line bg-surface-muted">
        <Container className="py-6 sm:py-10">
          <BackLink />
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{branch.name}</h1>
          <BranchType className="mt-3 text-sm" type={branch.type} />
        </Container>
      </div>
      <Container className="grid gap-8 py-8 md:py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="contact-heading" className={cardClasses({ className: "p-6" })}>
            <h2 id="contact-heading" className="text-lg font-bold text-ink">
              Branch Details
            </h2>
            <address className="mt-4 flex gap-3 not-italic">
              <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-brand" />
              <span className="text-ink">
                {branch.fullAddress}
                <br />
                <span className="font-semibold">{branch.postcode}</span>
              </span>
            </address>
            <div className="mt-4 flex flex-col gap-2">
              {branch.phone && (
                <a
                  href={phoneHref(branch.phone)}
                  className="inline-flex min-h-11 items-center gap-3 font-semibold text-brand"
                >
                  <Icon name="phone" className="size-5" />
                  {branch.phone}
                </a>
              )}
              {branch.email && (
                <a
                  href={`mailto:${branch.email}`}
                  className="inline-flex min-h-11 items-center gap-3 font-semibold text-brand"
                >
                  <Icon name="mail" className="size-5 shrink-0" />
                  <EmailText email={branch.email} />
                </a>
              )}
            </div>
            <div className="mt-5 flex flex-wrap gap-3">
              <a
                href={directionsUrl(branch)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: "accent" })}
              >
                <Icon name="external-link" className="size-4" />
                Get Directions
              </a>
              {branch.phone && (
                <a href={phoneHref(branch.phone)} className={buttonClasses({ variant: "outline" })}>
                  <Icon name="phone" className="size-4" />
                  Call {branch.phone}
                </a>
              )}
            </div>
          </section>
          {week && <OpeningHoursCard week={week} opening={opening} />}
          <section aria-labelledby="services-heading" className={cardClasses({ className: "p-6" })}>
            <h2 id="services-heading" className="text-lg font-bold text-ink">
              Services Available
            </h2>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {services.map((service) => (
                <li key={service} className="flex items-center gap-2 text-ink">
                  <Icon name="badge-check" className="size-5 text-success" />
                  {service}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div>
          {placed ? (
            <MapPanel
              branches={[branch]}
              view={{ latitude: branch.latitude!, longitude: branch.longitude!, zoom: DETAIL_ZOOM }}
              tileUrl={tileUrl}
              height={MAP_HEIGHT}
              label={`Map of ${branch.name}`}
              fallbackSearchUrl={branchSearchUrl(branch)}
            />
          ) : (
            <Suspense fallback={null}>
              <MapUnavailable
                height={MAP_HEIGHT}
                title="Map Unavailable"
                text="Location coordinates not available"
                searchUrl={branchSearchUrl(branch)}
                linkText="Open in Google Maps"
              />
            </Suspense>
          )}
        </div>
      </Container>
    </>
  );
}

export default function BranchPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (navigation.state === "loading" && /^\/locations\/\d+$/.test(navigation.location.pathname)) {
    return <DetailSkeleton />;
  }
  if (!loaderData.found) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20">
        <div className="rounded-2xl border border-line bg-white p-8 text-center shadow-card">
          <h1 className="text-3xl font-bold tracking-tight">Location Not Found</h1>
          <p className="mt-3 text-ink-muted">The location you&apos;re looking for doesn&apos;t exist.</p>
          <Link to="/locations" className={buttonClasses({ className: "mt-6" })}>
            Browse All Locations
          </Link>
        </div>
      </div>
    );
  }
  return <BranchDetail data={loaderData} />;
}
