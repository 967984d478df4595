import { Suspense, useRef, useState } from "react";
import { useNavigation } from "react-router";
import type { BranchWithDistance } from "../../core/catalogue-types.js";
import { SEARCH_RADIUS_MILES } from "../../core/branch-search.js";
import { radiusText } from "../../core/distance-text.js";
import { resultDistanceText, townNote } from "../../core/town-distance.js";
import { countOf } from "../../core/plural.js";
import { districtNote, unknownRoutingKeyMessage } from "../../core/eircode-districts.js";
import { postcodeAsWritten } from "../../core/postcode-format.js";
import { postcodeWord } from "../../core/postcode-words.js";
import { site } from "../../core/site.js";
import { pageSeo } from "~/routes/page-seo.server";
import { HelpCard } from "~/components/branches/help-card";
import { BranchCard } from "~/components/branches/branch-card";
import { useOpeningNow } from "~/components/branches/use-opening-now";
import { useBranchesNavigateReset } from "~/components/branches/use-branches-navigate-reset";
import type { BranchHours } from "~/components/branches/opening-now";
import { nationOfPostcode } from "../../core/bank-holidays.js";
import { CURRENT_LOCATION } from "~/components/branches/search-href";
import { SearchFormView } from "~/components/branches/search-form-view";
import { QuietBoundary } from "~/components/branches/quiet-boundary";
import { useHydrated } from "~/lib/use-hydrated";
import { MapPanel } from "~/components/branches/map-panel";
import { mapsSearchUrl } from "~/components/branches/maps-links";
import type { NearestBeyond } from "~/components/branches/no-branches-found";
import { NoBranchesFoundOnDemand } from "~/components/branches/no-branches-found-on-demand";
import { ALL_BRANCHES_VIEW, MAP_HEIGHT, SEARCH_ZOOM } from "~/components/branches/types";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";

import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/locations";
import { configOf, branchFinderOf, publicUrlOf, type PageContext } from "../../server/context.js";
import { branchArea } from "../../server/services/branches/branch-list.js";

/** docs/product.md "Branch finder": the list shows at most 10 (the radius is the search's own, SEARCH_RADIUS_MILES). */
const SHOWN = 10;

const page = {
  title: "Find Your Local Branch",
  description: `Find your nearest ${site.name} branch by postcode or town: ${site.claims.locations} with opening hours, phone numbers and directions.`,
  path: "/locations",
};

interface SearchOutcome {
  /** What the visitor searched for, as the box shows it. */
  label: string;
  /** Directions start here: the entered text, or "lat,lng" for the current location. */
  origin: string;
  centre: { latitude: number; longitude: number } | null;
  total: number;
  branches: BranchWithDistance[];
  /** With no branch inside the radius: the nearest one anywhere (docs/decisions/branches.md L9). */
  nearestBeyond: NearestBeyond | null;
  /**
   * 'Distances from the H91 district (Galway), ...' when the place is an Eircode (docs/decisions/branches.md L12),
   * 'Distances from the centre of York' when it is a town (L15).
   */
  distanceNote: string | null;
  /** Each result's distance as the card shows it ('3.2 miles', 'In York'), by branch id. */
  distances: Record<number, string>;
  /** What the browser needs to say whether each result is open now (docs/decisions/branches.md L14). */
  hours: BranchHours[];
  /** Why the place was not found, when it is an Eircode whose routing key is no district's (G13). */
  placeProblem: string | null;
}

const coordinate = (text: string | null, limit: number) => {
  if (text === null || !/^[-+]?\d{1,3}(\.\d+)?$/.test(text.trim())) return undefined;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : undefined;
};

/** The address's search (`?lat=&lng=`, else `?q=`), through the locations service's one search (G16). */
async function search(url: URL, context: PageContext): Promise<SearchOutcome | null> {
  const latitude = coordinate(url.searchParams.get("lat"), 90);
  const longitude = coordinate(url.searchParams.get("lng"), 180);
  const point = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  if (!point && !query) return null;
  const found = await branchFinderOf(context).search(point ? { point } : { place: query }, SHOWN);
  const beyond = found.nearestBeyond;
  return {
    // A postcode or Eircode is written back whole: 'H91 E2K3' for 'h91e2k3' (docs/decisions/branches.md L13).
    label: point ? CURRENT_LOCATION : postcodeAsWritten(query),
    origin: point ? `${point.latitude},${point.longitude}` : query,
    centre: found.origin,
    total: found.total,
    branches: found.branches,
    nearestBeyond: beyond && { id: beyond.id, name: beyond.name, distance: beyond.distance },
    distanceNote: found.district ? districtNote(found.district) : found.town && townNote(found.town),
    hours: found.branches.map((branch) => ({
      id: branch.id,
      openingHours: branch.openingHours,
      nation: nationOfPostcode(branch.postcode),
    })),
    distances: Object.fromEntries(
      found.branches.map((branch) => [branch.id, resultDistanceText(branch.distance, found.town)]),
    ),
    placeProblem: found.unknownRoutingKey && unknownRoutingKeyMessage(found.unknownRoutingKey),
  };
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  const branches = branchFinderOf(context).list();
  const outcome = await search(url, context);
  // The counts are worded here, so their plural rules stay off the page's first load.
  const summary = outcome
    ? `Found ${countOf(outcome.total, "location")} within ${radiusText(SEARCH_RADIUS_MILES)}${outcome.total > SHOWN ? " - showing nearest 10" : ""}`
    : `${countOf(branches.length, "location")} available across ${branchArea(branches)}`;
  const result = {
    tileUrl: configOf(context).MAP_TILE_URL,
    summary,
    search: outcome,
    meta: seoMeta(
      pageSeo(
        publicUrl,
        [
          { name: "Home", path: "/" },
          { name: "Find a Branch", path: "/locations" },
        ],
        {
          ...page,
          keywords: ["hire branch near me", "tool hire near me", "branch finder", "opening hours"],
          // Result pages for one postcode are not worth indexing; the finder itself is.
          noindex: outcome !== null,
        },
      ),
      publicUrl,
    ),
  };
  return result;
}

export const meta = metaFromLoader;

/**
 * The plain GET form, which works before any script runs. Its interactive version (suggestions, 'Use my location')
 * loads when the visitor first focuses the box or presses 'Use my location' (docs/decisions/branches.md L11).
 */
function PlainSearchForm({
  initialText,
  searching,
  onWant,
}: {
  initialText: string;
  searching: boolean;
  onWant?: (locate: boolean) => void;
}) {
  // Only the text box and 'Use my location' ask for it: a press on another control is never lost to the swap.
  return (
    <SearchFormView
      plain
      input={{ defaultValue: initialText, onFocus: onWant && (() => onWant(false)) }}
      showClear={searching}
      onUseMyLocation={onWant && (() => onWant(true))}
    />
  );
}

type InteractiveForm = typeof import("~/components/branches/branch-search-form").default;
/** Once loaded, later searches (which remount the box) start interactive. */
let loadedForm: InteractiveForm | null = null;

/**
 * The search box: plain until the visitor first reaches for it, then with suggestions and 'Use my location'. The
 * plain form stays (with its focus, text and the press under way) until the interactive one has loaded; if it
 * cannot load, the plain form keeps working.
 */
function SearchForm(props: { initialText: string; searching: boolean }) {
  const hydrated = useHydrated();
  const [interactive, setInteractive] = useState(() => (loadedForm ? { Form: loadedForm } : null));
  const [locate, setLocate] = useState(false);
  const loading = useRef(false);
  const onWant = (locateNow: boolean) => {
    if (locateNow) setLocate(true);
    if (loading.current) return;
    loading.current = true;
    import("~/components/branches/branch-search-form").then(
      ({ default: Form }) => {
        loadedForm = Form;
        setInteractive({ Form });
      },
      () => console.warn("The interactive branch search could not load; the plain form stays."),
    );
  };
  if (!interactive) return <PlainSearchForm {...props} onWant={hydrated ? onWant : undefined} />;
  return (
    <QuietBoundary fallback={<PlainSearchForm {...props} />}>
      <interactive.Form {...props} locateAtOnce={locate} View={SearchFormView} />
    </QuietBoundary>
  );
}

function Results({ search }: { search: SearchOutcome }) {
  const opening = useOpeningNow(search.hours);
  const shown = search.branches.length;
  return (
    <section aria-labelledby="nearest-heading">
      <h2 id="nearest-heading" className="text-xl font-bold text-ink">
        {shown === 1 ? "Nearest Location" : `Nearest ${shown} Locations`}
      </h2>
      {/* One card a row beside the map, so a branch's name keeps to two lines (docs/decisions/branches.md L10). */}
      <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-1">
        {search.branches.map((branch) => (
          <BranchCard
            key={branch.id}
            branch={branch}
            distance={search.distances[branch.id]}
            opening={opening ? (opening.get(branch.id)?.status ?? null) : undefined}
            origin={search.origin}
          />
        ))}
      </ul>
    </section>
  );
}

export default function BranchFinderPage({ loaderData }: Route.ComponentProps) {
  const { search, summary, tileUrl } = loaderData;
  const navigation = useNavigation();
  const resets = useBranchesNavigateReset();
  const pending = navigation.state === "loading" && navigation.location.pathname === "/locations";

  const empty = search !== null && search.branches.length === 0;

  return (
    <>
      <PageHeader
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Find a Branch" }]}
        title="Find Your Local Branch"
        intro={`Enter your ${postcodeWord} or town to find the nearest branches, with opening hours and directions.`}
      >
        <div className="mt-6 max-w-3xl">
          <SearchForm
            key={`${search?.label ?? ""}|${search?.origin ?? ""}|${resets}`}
            initialText={search?.label ?? ""}
            searching={search !== null}
          />
        </div>
      </PageHeader>
      <Container className="py-8 md:py-10">
        {/* Stays in the page when empty, so the next count is announced; the empty state is its own status. */}
        <p aria-live="polite" className={empty ? "sr-only" : "mb-6 text-base font-semibold text-ink-muted"}>
          {empty ? "" : summary}
        </p>
        {!empty && search?.distanceNote && (
          <p data-testid="district-note" className="-mt-4 mb-6 text-sm text-ink-muted">
            {search.distanceNote}.
          </p>
        )}
        {empty ? (
          // One clear empty state: no count line and no empty map (docs/decisions/branches.md L9).
          <div className="flex flex-col gap-8" aria-busy={pending}>
            <Suspense fallback={null}>
              <NoBranchesFoundOnDemand
                label={search.label}
                radius={SEARCH_RADIUS_MILES}
                placed={search.centre !== null}
                nearest={search.nearestBeyond}
                placeProblem={search.placeProblem}
              />
            </Suspense>
            <HelpCard />
          </div>
        ) : (
          <>
            {/* Results first, then the map, then help; on wide screens the map sits beside both (L10). */}
            <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start">
              {search && (
                // While the next search loads, the current results stay, dimmed.
                <div aria-busy={pending} className={pending ? "opacity-50 transition-opacity" : undefined}>
                  <Results search={search} />
                </div>
              )}
              <div className="lg:sticky lg:top-32 lg:col-start-2 lg:row-span-2 lg:row-start-1">
                <MapPanel
                  branches={search ? search.branches : undefined}
                  view={search?.centre ? { ...search.centre, zoom: SEARCH_ZOOM, fit: true } : ALL_BRANCHES_VIEW}
                  tileUrl={tileUrl}
                  height={MAP_HEIGHT}
                  label={search ? "Map of the nearest branches" : "Map of all branches"}
                  fallbackSearchUrl={mapsSearchUrl(
                    `${site.name} ${search?.centre ? `near ${search.origin}` : "branches"}`,
                  )}
                />
              </div>
              <div className="lg:col-start-1">
                <HelpCard />
              </div>
            </div>
          </>
        )}
      </Container>
    </>
  );
}
