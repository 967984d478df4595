import type { Page } from "@playwright/test";
import { demoRows } from "../helpers/demo-rows.js";
import { branchesOnMap, showMap } from "./branch-map-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// "A map that reads": clustered markers and a view fitted to the branches, results before the map on a
// phone, one empty state, and the list of all branches filtered and grouped (docs/decisions/branches.md L7-L10).
// The first view of the map and where it sits are checked at both widths, the rest once (docs/decisions/operation.md
// E43); the list of all branches' axe run is locations.spec's, at both widths.

const branches = demoRows("locations");
const placed = branches.filter((b) => b.latitude && b.longitude);
/** The search result cards (the page's breadcrumbs are list items too). */
const resultCards = (page: Page) =>
  page.locator("main li").filter({ has: page.getByRole("link", { name: /^View Details/ }) });
const london = placed.filter((b) => /^(E|EC|N|NW|SE|SW|W|WC)\d/.test(b.postcode));

test.describe("The branch map", () => {
  test("clusters the branches and opens on all of them, London included", async ({ page }) => {
    expect(london.length).toBeGreaterThan(0);
    await page.goto("/locations");
    await showMap(page);
    const map = page.locator(".leaflet-container");
    await expect.poll(() => branchesOnMap(page)).toBe(placed.length);
    const icons = page.locator(".leaflet-marker-icon");
    expect(await icons.count()).toBeLessThan(placed.length / 4);
    expect(await page.locator(".branch-cluster").count()).toBeGreaterThan(0);
    // Every marker and cluster sits inside the map: the first view holds every branch (no fixed zoom 6).
    const frame = (await map.boundingBox())!;
    for (const box of await icons.evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
      }),
    )) {
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.x).toBeLessThanOrEqual(frame.x + frame.width);
      expect(box.y).toBeGreaterThanOrEqual(frame.y);
      expect(box.y).toBeLessThanOrEqual(frame.y + frame.height);
    }
    const cluster = page.locator(".branch-cluster").first();
    await expect(cluster).toHaveAttribute("title", /^\d+ branches: zoom in$/);
    await expect(cluster).toHaveAttribute("role", "button");
    await expectNoAxeViolations(page);
  });

  test("pressing a cluster zooms in to where it splits", { tag: "@any-width" }, async ({ page }) => {
    await page.goto("/locations");
    await showMap(page);
    const region = page.getByRole("region", { name: "Map of all branches" });
    // The view is fitted to the branches (the zoom before that is only a start).
    await expect.poll(() => branchesOnMap(page)).toBe(placed.length);
    const before = Number(await region.getAttribute("data-zoom"));
    const biggest = page.locator(".branch-cluster-lg, .branch-cluster-md").first();
    await biggest.dispatchEvent("click");
    await expect.poll(async () => Number(await region.getAttribute("data-zoom"))).toBeGreaterThan(before);
    // The keyboard can do the same: a cluster is a button, and Enter zooms it.
    const zoomed = Number(await region.getAttribute("data-zoom"));
    const next = page.locator(".branch-cluster").first();
    if (await next.isVisible()) {
      await next.focus();
      await page.keyboard.press("Enter");
      await expect.poll(async () => Number(await region.getAttribute("data-zoom"))).toBeGreaterThan(zoomed);
    }
  });

  test("a search fits the map to its results", { tag: "@any-width" }, async ({ page }) => {
    await page.goto("/locations?q=Leeds");
    const count = await resultCards(page).count();
    await showMap(page);
    await expect.poll(() => branchesOnMap(page)).toBe(count);
  });
});

test.describe("Results before the map", () => {
  test(
    "at 390 px the first result comes before the map, within the first screen",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/locations?q=Leeds");
      const firstCard = resultCards(page).first();
      const map = page.locator(".map-preview");
      const card = (await firstCard.boundingBox())!;
      const preview = (await map.boundingBox())!;
      expect(card.y + card.height).toBeLessThanOrEqual(preview.y);
      expect(card.y).toBeLessThan(page.viewportSize()!.height);
    },
  );

  test("at 1280 px the map sits beside the results", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/locations?q=Leeds");
    const card = (await resultCards(page).first().boundingBox())!;
    const preview = (await page.locator(".map-preview").boundingBox())!;
    expect(preview.x).toBeGreaterThan(card.x + card.width);
    expect(Math.abs(preview.y - card.y)).toBeLessThan(80);
  });
});

test.describe("One empty state", { tag: "@any-width" }, () => {
  test("a place we cannot find: no count, no map, what to try, and a way back to every branch", async ({ page }) => {
    await page.goto("/locations?q=Nowhereville%20Magna");
    const status = page.getByRole("status").filter({ hasText: "No locations found within 50 miles" });
    await expect(status).toContainText('No locations found within 50 miles of "Nowhereville Magna"');
    await expect(status).toContainText("Check the spelling");
    await expect(page.getByText(/Found 0 locations/)).toHaveCount(0);
    await expect(page.locator(".map-preview, .leaflet-container")).toHaveCount(0);
    await expect(status.getByRole("link", { name: "view all locations" })).toHaveAttribute(
      "href",
      "/locations/browse-all",
    );
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByLabel("Postcode or town")).toHaveValue("");
    await expect(page.getByText(`${branches.length} locations available across the UK`)).toBeVisible();
  });

  test("a place far from every branch names the nearest one", async ({ page }) => {
    await page.goto("/locations?lat=60.5&lng=-20");
    const status = page.getByRole("status").filter({ hasText: "No locations found within 50 miles" });
    await expect(status).toContainText("The nearest branch is");
    const nearest = status.getByRole("link", { name: /^Kestrel Hire / });
    await expect(nearest).toHaveAttribute("href", /^\/locations\/\d+$/);
    await expect(page.locator(".map-preview")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("All branches: filter and jump list", { tag: "@any-width" }, () => {
  test("filters as you type, keeps the address in step, and clears", async ({ page }) => {
    await page.goto("/locations/browse-all");
    const box = page.getByRole("searchbox", { name: "Filter by town or branch name" });
    await box.pressSequentially("leeds", { delay: 30 });
    await expect(page).toHaveURL(/\/locations\/browse-all\?q=leeds$/);
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(branches.filter((b) => /leeds/i.test(`${b.name} ${b.fullAddress}`)).length);
    await expect(rows.first()).toContainText("Kestrel Hire Leeds");
    await expect(box).toBeFocused();
    await expect(page.getByText(/^\d+ branch(es)? of \d+ match "leeds"$/)).toBeVisible();

    await box.fill("zzzz");
    await expect(page.getByText('No branches match "zzzz"')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Clear filter" }).click();
    await expect(page).toHaveURL(/\/locations\/browse-all$/);
    await expect(rows).toHaveCount(branches.length);
    await expect(box).toHaveValue("");
  });

  test("the jump list leads to each region", async ({ page }) => {
    test.slow(); // 330 rows
    await page.goto("/locations/browse-all");
    const jump = page.getByRole("navigation", { name: "Jump to a region" });
    await expect(jump.getByRole("link")).toHaveText([
      /^London\d+$/,
      /^South East\d+$/,
      /^South West\d+$/,
      /^East of England\d+$/,
      /^East Midlands\d+$/,
      /^West Midlands\d+$/,
      /^Yorkshire and the Humber\d+$/,
      /^North West\d+$/,
      /^North East\d+$/,
      /^Scotland\d+$/,
      /^Wales\d+$/,
      /^Northern Ireland\d+$/,
      /^Ireland\d+$/,
    ]);
    const counts = (await jump.getByRole("link").allTextContents()).map((text) => Number(/\d+$/.exec(text)![0]));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(branches.length);
    await jump.getByRole("link", { name: /^Scotland/ }).click();
    await expect(page).toHaveURL(/#scotland$/);
    await expect(page.getByRole("heading", { level: 2, name: /^Scotland/ })).toBeInViewport();
    await page.locator("#scotland").getByRole("link", { name: "Back to regions" }).click();
    await expect(jump).toBeInViewport();
  });
});

test(
  "without JavaScript the list's filter is a plain GET form",
  { tag: "@any-width" },
  async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await page.goto("/locations/browse-all");
    const box = page.getByRole("searchbox", { name: "Filter by town or branch name" });
    await box.fill("cardiff");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/locations\/browse-all\?q=cardiff$/);
    await expect(page.locator("tbody tr").first()).toContainText("Cardiff");
    await expect(page.getByRole("navigation", { name: "Jump to a region" }).getByRole("link")).toHaveText([
      /^Wales\d+$/,
    ]);
    await expect(page.getByRole("searchbox", { name: "Filter by town or branch name" })).toHaveValue("cardiff");
    await context.close();
  },
);
