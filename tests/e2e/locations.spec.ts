import { demoRows } from "../helpers/demo-rows.js";
import { branchesOnMap, showMap, zoomToSingleMarker } from "./branch-map-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The branch finder: /locations, /locations/browse-all and /locations/{id}, against the demo branches
// and the local postcodes.io stub that scripts/test/e2e-server.mjs starts (tests/fixtures/postcodes-stub.mjs).
// The map, the results, the list of all branches and a branch's page are checked at both widths; what does not
// depend on the width once (docs/decisions/operation.md E43).

const branches = demoRows("locations");
const byName = [...branches].sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
const placed = branches.filter((b) => b.latitude && b.longitude);

const wide = (page: { viewportSize(): { width: number } | null }) => (page.viewportSize()?.width ?? 0) >= 768;

test.describe("Find Your Local Branch", () => {
  test("without a search: the count, all branches on the map, help and browse links", async ({ page }) => {
    await page.goto("/locations");
    await expect(page.getByRole("heading", { level: 1, name: "Find Your Local Branch" })).toBeVisible();
    // The demo has branches in Ireland too (Eircodes such as A98 HCF3), so the count says so (L6).
    expect(branches.some((branch) => /^[AC-FHKNPRTV-Y][0-9W][0-9] /.test(branch.postcode))).toBe(true);
    await expect(
      page.getByText(`${branches.length} locations available across the UK and Ireland`, { exact: true }),
    ).toBeVisible();
    await showMap(page);
    await expect.poll(() => branchesOnMap(page)).toBe(placed.length);
    const marker = await zoomToSingleMarker(page);
    await expect(marker).toHaveAttribute("title", /^Click to view .+ details$/);
    expect(await marker.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([25, 41]);
    await expect(page.getByRole("link", { name: "Browse all branches" })).toHaveAttribute(
      "href",
      "/locations/browse-all",
    );
    await expect(page.getByRole("link", { name: /^Call / }).last()).toHaveAttribute("href", /^tel:/);
    await expectNoAxeViolations(page);
  });

  test("search by postcode from the autocomplete, then open a branch from a card", async ({ page }) => {
    await page.goto("/locations");
    // The box is a plain text field until the visitor reaches for it; then its suggestions load.
    const plain = page.getByRole("textbox", { name: "Postcode or town" });
    await plain.focus();
    const box = page.getByRole("combobox", { name: "Postcode or town" });
    await expect(box).toBeFocused();
    await box.fill("sw1a");
    const options = page.getByRole("option");
    await expect(options).toHaveText(["SW1A 0AA", "SW1A 1AA", "SW1A 2AA"]);
    await options.filter({ hasText: "SW1A 1AA" }).click();

    await expect(page).toHaveURL(/\/locations\?q=SW1A%201AA$/);
    await expect(box).toHaveValue("SW1A 1AA");
    await expect(page.getByRole("option")).toHaveCount(0);
    await expect(page.getByText(/^Found \d+ locations within 50 miles( - showing nearest 10)?$/)).toBeVisible();
    const heading = page.getByRole("heading", { name: /^Nearest \d+ Locations$/ });
    await expect(heading).toBeVisible();
    const cards = page.locator("main li").filter({ has: page.getByRole("link", { name: /^View Details/ }) });
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    await expect(heading).toHaveText(`Nearest ${count} Locations`);

    const miles = await cards.locator("text=/\\d+\\.\\d miles/").allTextContents();
    const values = miles.map((text) => Number.parseFloat(text));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.at(-1)).toBeLessThanOrEqual(50);
    const directions = cards.first().getByRole("link", { name: /^Directions/ });
    await expect(directions).toHaveAttribute("href", /google\.com\/maps\/dir\/.*origin=SW1A%201AA/);
    await showMap(page);
    await expect.poll(() => branchesOnMap(page)).toBe(count);
    await expectNoAxeViolations(page);

    const name = (await cards.first().getByRole("heading").textContent())!.trim();
    await cards
      .first()
      .getByRole("link", { name: /^View Details/ })
      .click();
    await expect(page).toHaveURL(/\/locations\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("opens a branch from a marker", async ({ page }) => {
    await page.goto("/locations?q=Leeds");
    await showMap(page);
    const marker = await zoomToSingleMarker(page);
    const title = (await marker.getAttribute("title"))!;
    const name = title.replace(/^Click to view /, "").replace(/ details$/, "");
    await marker.hover();
    await expect(page.locator(".leaflet-tooltip").filter({ hasText: name })).toContainText("Click for details");
    await marker.dispatchEvent("click");
    await expect(page).toHaveURL(/\/locations\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("renders results on the server, before any script runs", { tag: "@any-width" }, async ({ request }) => {
    const html = await (await request.get("/locations?q=Leeds")).text();
    expect(html).toMatch(/Found \d+ locations within 50 miles/);
    expect(html).toContain("Kestrel Hire Leeds");
  });
});

test.describe("Use my location", { tag: "@any-width" }, () => {
  test("fills the box with Current Location and lists the nearest branches", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 53.4794, longitude: -2.2453 });
    await page.goto("/locations");
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page).toHaveURL(/\/locations\?lat=53\.4794&lng=-2\.2453$/);
    await expect(page.getByLabel("Postcode or town")).toHaveValue("Current Location");
    await expect(page.getByText(/^Found \d+ locations within 50 miles/)).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Nearest \d+ Locations$/ })).toBeVisible();
  });

  test("explains a denied permission", async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto("/locations");
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Then refresh the page and try again, or enter your postcode manually.",
    );
    await expect(page).toHaveURL(/\/locations$/);
  });
});

test.describe("All Branch Locations", () => {
  test("lists every branch by region, then name: a table on wide screens, cards on phones", async ({ page }) => {
    await page.goto("/locations/browse-all");
    await expect(page.getByRole("heading", { level: 1, name: "All Branch Locations" })).toBeVisible();
    await expect(
      page.getByText(`${branches.length} branch locations available across the UK and Ireland`),
    ).toBeVisible();
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(branches.length);
    // Each region's table is sorted by name (docs/decisions/branches.md L10); London comes first.
    const names = await page.locator("#england-london tbody th > span:first-child").allTextContents();
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual(byName.filter((b) => names.includes(b.name)).map((b) => b.name));
    const first = byName.find((b) => b.name === names[0])!;

    // One table a region: every table has the same columns.
    const header = page.getByRole("columnheader", { name: "Branch Name" }).first();
    if (wide(page)) {
      await expect(header).toBeVisible();
      for (const name of ["Postcode", "Telephone", "Email", "Actions"])
        await expect(page.getByRole("columnheader", { name }).first()).toBeVisible();
      expect(await rows.first().evaluate((row) => getComputedStyle(row).display)).toBe("table-row");
    } else {
      await expect(header).toBeHidden();
      expect(await rows.first().evaluate((row) => getComputedStyle(row).display)).toBe("grid");
      const box = await rows.first().boundingBox();
      expect(box!.width).toBeLessThanOrEqual(390);
    }

    await rows
      .nth(0)
      .getByRole("link", { name: /^View Details/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/locations/${first.id}\\?from=browse-all$`));
    await page.getByRole("link", { name: "Back to Branch List" }).click();
    await expect(page).toHaveURL(/\/locations\/browse-all$/);

    // axe judges the rows' markup on a filtered list: the same tables or cards in several regions, in a tenth of the
    // time 330 rows take.
    await page.goto("/locations/browse-all?q=new");
    await expect(rows).toHaveCount(branches.filter((b) => /^Kestrel Hire New/.test(b.name)).length);
    expect(await page.locator("tbody").count()).toBeGreaterThan(4);
    await expectNoAxeViolations(page);
  });
});

test.describe("Branch detail", () => {
  const branch = branches.find((b) => b.latitude && JSON.parse(b.openingHours || "{}").Monday)!;

  test("shows the branch, its hours, directions, services and map, with the back link to the search", async ({
    page,
  }) => {
    const response = await page.goto(`/locations/${branch.id}`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: branch.name })).toBeVisible();
    await expect(page.getByText(branch.postcode, { exact: true }).first()).toBeVisible();
    const back = page.getByRole("link", { name: "Back to Location Search" });
    await expect(back).toHaveAttribute("href", "/locations");
    await expect(page.getByRole("heading", { name: "Opening Hours", exact: true })).toBeVisible();
    await expect(page.getByText("Mon", { exact: true })).toBeVisible();
    const directions = page.getByRole("link", { name: "Get Directions" });
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: `Call ${branch.phone}` })).toHaveAttribute("href", /^tel:/);
    for (const service of [
      "Equipment Rental",
      "Expert Advice",
      "Local Support",
      "Equipment Collection",
      "Delivery Service",
    ])
      await expect(page.getByText(service, { exact: true })).toBeVisible();
    const preview = page.getByRole("button", { name: "Show map" }).locator("..");
    expect((await preview.boundingBox())!.height).toBe(400);
    await showMap(page);
    const map = page.locator(".leaflet-container");
    expect((await map.boundingBox())!.height).toBe(400);
    await expect(page.locator(".leaflet-marker-icon")).toHaveCount(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const business = jsonLd.map((text) => JSON.parse(text)).find((item) => item["@type"] === "LocalBusiness");
    expect(business).toMatchObject({ name: branch.name, address: { postalCode: branch.postcode } });
    expect(business.openingHoursSpecification.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await back.click();
    await expect(page).toHaveURL(/\/locations$/);
  });

  test("answers 404 with 'Location Not Found' for an unknown branch", { tag: "@any-width" }, async ({ page }) => {
    const response = await page.goto("/locations/999999");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Location Not Found" })).toBeVisible();
    await expect(page.getByText("The location you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse All Locations" })).toHaveAttribute("href", "/locations");
  });
});

test(
  "the branch map loads when asked for, and the keyboard can ask and land in it",
  { tag: "@any-width" },
  async ({ page }) => {
    const mapCode: string[] = [];
    page.on("request", (request) => {
      if (/branch-map|leaflet/.test(request.url())) mapCode.push(request.url());
    });
    await page.goto("/locations");
    await page.waitForLoadState("networkidle");
    expect(mapCode, "no map code before the visitor asks").toEqual([]);
    const show = page.getByRole("button", { name: "Show map" });
    await expect(page.getByText("Map of all branches")).toBeVisible();
    await expectNoAxeViolations(page);

    await show.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => branchesOnMap(page)).toBe(placed.length);
    expect(mapCode.length).toBeGreaterThan(0);
    await expect(page.locator(".leaflet-container")).toBeFocused();
  },
);

test("the home page loads no map code", { tag: "@any-width" }, async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (["script", "stylesheet"].includes(request.resourceType())) scripts.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => /branch-map|leaflet|map-panel|locations/.test(url))).toEqual([]);
});
