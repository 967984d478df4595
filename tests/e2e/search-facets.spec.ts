import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { reviewScreenshot } from "./review-screenshots";

// A search that narrows: facets, the order and prices on the cards, with and without JavaScript
// (docs/decisions/catalogue-import.md Q4-Q7). Screenshots for review (E2E_SCREENSHOTS) show the facets.

const cards = (page: Page) => page.getByRole("list", { name: "Search results" }).getByRole("listitem");
const facetLinks = (page: Page, name: string) => page.getByRole("region", { name }).getByRole("link");

/** On a phone the facets fold under 'Filter results'; from 1024 px they are a side panel. */
async function openFacets(page: Page) {
  const summary = page.locator("summary", { hasText: "Filter results" });
  const open = (await page.locator("details.facets").getAttribute("open")) !== null;
  if (!open && (await summary.isVisible())) await summary.click();
  await expect(page.getByRole("region", { name: "Category" })).toBeVisible();
}

/** The ex-VAT figures of the cards' prices, in page order. */
async function prices(page: Page): Promise<number[]> {
  const figures = await page.locator(".result-grid p:last-child > .vat-pair > .vat-ex").allTextContents();
  return figures.map((text) => Number(text.replace(/[£,]/g, "")));
}

async function narrowAndSort(page: Page, script: boolean) {
  await page.goto("/equipment?search=drill");
  await openFacets(page);
  // Every card shows a price (or that it has none), as on the category pages.
  await expect(cards(page).first().locator("p").last()).toHaveText(/£\d|Contact for price/);

  // A category: its count is the number of results.
  const facet = facetLinks(page, "Category").nth(1);
  const count = Number(await facet.locator("span").textContent());
  const name = (await facet.textContent())!.replace(/\d+$/, "");
  await facet.click();
  await expect(page).toHaveURL(/\/equipment\?search=drill&category=[a-z0-9-]+$/);
  await expect(page.getByText(`${count} equipment items found`, { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(count, 36));
  await openFacets(page);
  await expect(facetLinks(page, "Category").filter({ hasText: name })).toHaveAttribute("aria-current", "true");

  // The order: a change sends it with script; without, the 'Sort' button does.
  await page.getByLabel("Sort by").selectOption("price-asc");
  if (!script) await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/&sort=price-asc$/);
  const ascending = await prices(page);
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");

  // Back to every category, keeping the order.
  await openFacets(page);
  await facetLinks(page, "Category").filter({ hasText: "All categories" }).click();
  await expect(page).toHaveURL("/equipment?search=drill&sort=price-asc");
}

test.describe("search facets and order", () => {
  test("narrow by category and sort by price with JavaScript", async ({ page }) => {
    await narrowAndSort(page, true);
    await expectNoAxeViolations(page);
  });

  test("narrow by category and sort by price without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await narrowAndSort(page, false);
    await context.close();
  });

  test("Hire or buy narrows to resale items; the mini diggers have different pictures", async ({ page }) => {
    await page.goto("/equipment?search=drill");
    await openFacets(page);
    await facetLinks(page, "Hire or buy").filter({ hasText: "Buy (resale)" }).click();
    await expect(page).toHaveURL("/equipment?search=drill&type=resale");
    // Resale prices stand alone: no 'from', no period.
    await expect(cards(page).first().locator("p").last()).not.toContainText("from");

    await page.goto("/equipment?search=mini+digger");
    const pictures = await cards(page)
      .locator("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    expect(pictures.length).toBeGreaterThanOrEqual(4);
    expect(new Set(pictures).size).toBe(pictures.length);
    // The item's page shows the same picture.
    const first = cards(page).first();
    const src = await first.locator("img").getAttribute("src");
    await first.getByRole("link").click();
    await expect(page.locator("main img").first()).toHaveAttribute("src", src!);

    if (process.env.E2E_SCREENSHOTS) {
      await page.goto("/equipment?search=mini+digger");
      await openFacets(page);
      await reviewScreenshot(page, "mini-digger");
      await reviewScreenshot(page, "mini-digger-full", { fullPage: true });
      await page.goto("/equipment?search=drill&type=hire&sort=price-desc");
      await openFacets(page);
      await reviewScreenshot(page, "drill");
    }
  });
});
