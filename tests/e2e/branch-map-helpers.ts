import type { Page } from "@playwright/test";
import { expect, expectHydrated } from "./fixtures";

// The branch map in the browser tests: showing it, and counting the branches on it through its clusters.

/**
 * The map loads when the visitor reaches for it (docs/decisions/performance.md J1): pointing at its stand-in is enough, and the
 * stand-in (with its 'Show map' button) is gone as soon as the map starts loading. The keyboard's way in, the button,
 * has a test of its own.
 */
export async function showMap(page: Page) {
  await expectHydrated(page);
  await page.locator(".map-preview").hover();
  await expect(page.locator(".leaflet-container")).toBeVisible();
}

/** Branches on the map: the single markers plus the number on each cluster (docs/decisions/branches.md L7). */
export async function branchesOnMap(page: Page): Promise<number> {
  const singles = await page.locator("img.leaflet-marker-icon").count();
  const clustered = await page.locator(".branch-cluster").allTextContents();
  return clustered.reduce((sum, text) => sum + Number(text), singles);
}

/** The map's zoom, which its region carries once the map is there. */
const zoomOf = async (page: Page) => Number(await page.locator("[data-zoom]").getAttribute("data-zoom"));

/** Presses clusters, each time until the map has zoomed in, until a single branch marker is on the map. */
export async function zoomToSingleMarker(page: Page) {
  const single = page.locator("img.leaflet-marker-icon").first();
  const clusters = page.locator(".branch-cluster");
  for (let press = 0; press < 6 && !(await single.isVisible()) && (await clusters.count()) > 0; press++) {
    const before = await zoomOf(page);
    await clusters.first().dispatchEvent("click");
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(before);
  }
  await expect(single).toBeVisible();
  return single;
}
