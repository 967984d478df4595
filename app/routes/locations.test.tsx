// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "../../core/site.js";
import { testBranches } from "../../tests/fixtures/branches.js";
import { renderRoutes } from "../../tests/helpers/route-stub.js";
import Locations from "./locations";
import type { Route } from "./+types/locations";

// The branch finder's states from its loader's data. The search itself is the API tests' (tests/api/locations.test.ts).

afterEach(cleanup);

type FinderData = Route.ComponentProps["loaderData"];
type Outcome = NonNullable<FinderData["search"]>;

/** The words of the selected brand's unit (docs/decisions/branches.md G14): Kestrel in miles, Curlew in km. */
const inBrandUnit = { miles: { radius: "50 miles", oxford: "50.8 miles" }, km: { radius: "80 km", oxford: "81.8 km" } }[
  site.distanceUnit
];

const westminster = { ...testBranches[0]!, distance: 0.62 };
const canaryWharf = { ...testBranches[1]!, distance: 5.25 };

const browsing: FinderData = {
  tileUrl: "",
  summary: "8 locations available across England",
  search: null,
  meta: [],
};

const searched = (outcome: Partial<Outcome>): FinderData => ({
  ...browsing,
  summary: "Found 2 locations within 50 miles",
  search: {
    label: "SW1A 1AA",
    origin: "SW1A 1AA",
    centre: { latitude: 51.501009, longitude: -0.141588 },
    total: 2,
    branches: [westminster, canaryWharf],
    nearestBeyond: null,
    distanceNote: null,
    distances: { 1: "0.6 miles", 2: "5.3 miles" },
    hours: [],
    placeProblem: null,
    ...outcome,
  },
});

/**
 * The finder at `url`, its loader answering `found` for a search and the all-branches view without one; the latter
 * waits for `browsingAnswered` when given.
 */
function openFinder(url: string, found: FinderData, browsingAnswered?: Promise<void>) {
  const loader = async ({ request }: { request: Request }) => {
    if (new URL(request.url).searchParams.has("q")) return found;
    await browsingAnswered;
    return browsing;
  };
  return renderRoutes([{ path: "/locations", Component: Locations, loader }], url);
}

describe("the branch finder", () => {
  it("shows a search's branches as cards, nearest first, each with its distance and links", async () => {
    openFinder("/locations?q=SW1A+1AA", searched({ distanceNote: "Distances from the centre of London" }));

    expect(await screen.findByRole("heading", { name: "Nearest 2 Locations" })).toBeTruthy();
    expect(screen.getByText("Found 2 locations within 50 miles")).toBeTruthy();
    expect(screen.getByText("Distances from the centre of London.")).toBeTruthy();
    const cards = within(screen.getByRole("region", { name: "Nearest 2 Locations" })).getAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Westminster", "Canary Wharf"]);
    expect(cards.map((card) => within(card).getByTestId("branch-distance").textContent)).toEqual([
      "0.6 miles",
      "5.3 miles",
    ]);
    expect(within(cards[0]!).getByRole("link", { name: "Westminster" }).getAttribute("href")).toBe("/locations/1");
    expect(within(cards[0]!).getByText("SW1A 2AA")).toBeTruthy();
    // The map waits for the visitor (docs/decisions/performance.md J1): its stand-in names what it will show.
    expect(screen.getByText("Map of the nearest branches")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Show map" })).toBeTruthy();
  });

  it("with no branch within the radius, names the nearest one beyond it in the brand's unit, without a count or a map", async () => {
    const nearestBeyond = { id: 4, name: "Oxford", distance: 50.81 };
    openFinder("/locations?q=SW1A+1AA", searched({ total: 0, branches: [], distances: {}, nearestBeyond }));

    const empty = await screen.findByRole("status");
    expect(within(empty).getByRole("heading").textContent).toBe(
      `No locations found within ${inBrandUnit.radius} of "SW1A 1AA"`,
    );
    expect(empty.textContent).toContain(`The nearest branch is Oxford, ${inBrandUnit.oxford} away.`);
    expect(within(empty).getByRole("link", { name: "Oxford" }).getAttribute("href")).toBe("/locations/4");
    expect(within(empty).getByRole("link", { name: "view all locations" }).getAttribute("href")).toBe(
      "/locations/browse-all",
    );
    expect(screen.queryByText("Found 2 locations within 50 miles")).toBeNull();
    expect(screen.queryByRole("button", { name: "Show map" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Need help finding a branch?" })).toBeTruthy();
  });

  it("says when the place itself could not be found, and what to try", async () => {
    openFinder("/locations?q=Nowhereville", searched({ centre: null, total: 0, branches: [], distances: {} }));

    const empty = await screen.findByRole("status");
    expect(empty.textContent).toContain(
      "We could not find that place. Check the spelling, or try a full postcode or a nearby town.",
    );
    expect(empty.textContent).not.toContain("The nearest branch is");
  });

  it("keeps the searched place in the box, and 'Clear search' returns to every branch", async () => {
    openFinder("/locations?q=SW1A+1AA", searched({}));

    const box = await screen.findByRole("textbox", { name: `${site.postcodes.label} or town` });
    expect((box as HTMLInputElement).value).toBe("SW1A 1AA");
    fireEvent.click(screen.getByRole("link", { name: "Clear search" }));

    expect(await screen.findByText("8 locations available across England")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: /^Nearest/ })).toBeNull();
    expect(screen.getByText("Map of all branches")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: `${site.postcodes.label} or town` }) as HTMLInputElement).value).toBe(
      "",
    );
    expect(screen.queryByRole("link", { name: "Clear search" })).toBeNull();
  });

  it("keeps the current results, marked busy, until the next page's data has arrived", async () => {
    let answer = () => {};
    openFinder("/locations?q=SW1A+1AA", searched({}), new Promise<void>((resolve) => (answer = resolve)));
    const results = (await screen.findByRole("region", { name: "Nearest 2 Locations" })).parentElement!;
    expect(results.getAttribute("aria-busy")).toBe("false");

    fireEvent.click(screen.getByRole("link", { name: "Clear search" }));

    await expect.poll(() => results.getAttribute("aria-busy")).toBe("true");
    expect(within(results).getAllByRole("listitem")).toHaveLength(2);
    answer();
    expect(await screen.findByText("8 locations available across England")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Nearest 2 Locations" })).toBeNull();
  });
});
