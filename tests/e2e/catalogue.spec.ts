import type { APIRequestContext, Page } from "@playwright/test";
import { todayInLondon } from "../../core/hire-dates.js";
import { demoRows as demo, type DemoRow as Row } from "../helpers/demo-rows.js";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The catalogue pages: home, the three-level category drill-down, search, equipment detail,
// Quick Hires and the online brochure. The data is read from the demo catalogue the test server loads.
// Their checks run once, at 390 px (docs/decisions/operation.md E43), apart from where Quick Hires scrolls to: at
// 1280 px the equipment table and the equipment page are also checked, axe included, by bank-holidays-vat.spec, the
// equipment page's first screen by phone-first.spec, the home page's axe run by shell.spec.

const categories = demo("categories");
const equipment = demo("equipment");
const links = demo("equipment_categories");
const specials = demo("specials");
const bySlug = new Map(categories.map((row) => [row.categorySlug, row]));
const equipmentBySlug = new Map(equipment.map((row) => [row.equipmentSlug, row]));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const byOrder = (a: Row, b: Row) => Number(a.sortOrder || 0) - Number(b.sortOrder || 0);

/** A top category with a subcategory that has an equipment category holding equipment: the drill-down path. */
function drillDownPath() {
  for (const level2 of categories.filter((row) => row.level === "2")) {
    const level1 = bySlug.get(level2.parentSlug);
    const level0 = level1 && bySlug.get(level1.parentSlug);
    const items = links.filter(
      (link) => link.categorySlug === level2.categorySlug && equipmentBySlug.has(link.equipmentSlug),
    );
    if (level1?.level === "1" && level0?.level === "0" && items.length) {
      return { level0, level1, level2, item: equipmentBySlug.get(items[0].equipmentSlug)! };
    }
  }
  throw new Error("The demo catalogue has no complete three-level path");
}

const path = drillDownPath();
const hireItem = equipment.find((row) => row.type === "Hire" && row.rate && row.mainCategorySlug)!;

/** The Quick Hires groups in page order (today's specials by sortOrder, grouped by first appearance). */
function specialGroups() {
  const groups = new Map<string, Row[]>();
  const today = todayInLondon();
  const showing = specials.filter(
    (row) => (!row.validFrom || row.validFrom <= today) && (!row.validTo || today <= row.validTo),
  );
  for (const row of showing.sort(byOrder)) {
    const list = groups.get(row.categoryName) ?? [];
    list.push(row);
    groups.set(row.categoryName, list);
  }
  return [...groups.entries()];
}

/** How many equipment names contain each word. */
function wordCounts() {
  const counts = new Map<string, number>();
  for (const row of equipment) {
    for (const word of new Set(row.name.toLowerCase().split(/[^a-z]+/))) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

const searchLabel = "Equipment name, code or category";

async function categoryCard(page: Page, name: string) {
  return page.getByRole("main").getByRole("link", { name, exact: true });
}

test.describe("category drill-down", { tag: "@any-width" }, () => {
  test("walks three levels down with changing addresses and back with the browser", async ({ page }) => {
    // Seven page loads and the browser's history: about 20 s on a busy 2-core machine.
    test.setTimeout(60_000);
    const { level0, level1, level2, item } = path;
    const response = await page.goto("/categories");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Equipment Categories" })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "See our Quick Hires special offers" }),
    ).toHaveAttribute("href", "/quick-hires");
    await expectNoAxeViolations(page);

    await (await categoryCard(page, level0.name)).click();
    await expect(page).toHaveURL(`/categories/${level0.categorySlug}`);
    await expect(page.getByRole("heading", { level: 1, name: level0.name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Categories" })).toHaveAttribute("href", "/categories");
    await expectNoAxeViolations(page);

    await (await categoryCard(page, level1.name)).click();
    await expect(page).toHaveURL(`/categories/${level1.categorySlug}`);
    await expect(page.getByRole("heading", { level: 1, name: level1.name })).toBeVisible();
    await expect(page.getByRole("link", { name: `Back to ${level0.name}` })).toBeVisible();
    await expectNoAxeViolations(page);

    await (await categoryCard(page, level2.name)).click();
    await expect(page).toHaveURL(`/categories/${level2.categorySlug}`);
    await expect(page.getByRole("heading", { level: 1, name: level2.name })).toBeVisible();
    await expect(page.getByRole("link", { name: `Back to ${level1.name}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Available Equipment" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: item.productCode });
    await expect(row.getByRole("link", { name: item.name, exact: true })).toHaveAttribute(
      "href",
      `/equipment/${item.equipmentSlug}`,
    );
    await expect(row.getByRole("button", { name: /MyList/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(page).toHaveURL(`/categories/${level1.categorySlug}`);
    await expect(page.getByRole("heading", { level: 1, name: level1.name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`/categories/${level0.categorySlug}`);
    await expect(page.getByRole("heading", { level: 1, name: level0.name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/categories");
    await expect(page.getByRole("heading", { level: 1, name: "Equipment Categories" })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1, name: level0.name })).toBeVisible();
  });

  test("an equipment category shows its documents, equipment table and structured data", async ({ page }) => {
    const documents = demo("category_documents");
    const withDocument = categories.find(
      (row) => row.level === "2" && documents.some((doc) => doc.categorySlug === row.categorySlug),
    )!;
    const document = documents.find((doc) => doc.categorySlug === withDocument.categorySlug)!;
    const response = await page.goto(`/categories/${withDocument.categorySlug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Safety Guides & Documents" })).toBeVisible();
    const link = page.getByRole("link", { name: `View PDF: ${document.title}` }).first();
    await expect(link).toHaveAttribute("href", document.url);
    await expect(link).toHaveAttribute("target", document.target || "_blank");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/categories/${withDocument.categorySlug}$`),
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("\n")).toContain('"CollectionPage"');
    expect(jsonLd.join("\n")).toContain('"BreadcrumbList"');
  });

  test("old query addresses redirect to the canonical one and unknown slugs answer 404", async ({ page, request }) => {
    const { level2 } = path;
    const category = (await (await request.get(`/api/categories/slug/${level2.categorySlug}`)).json()) as {
      id: number;
    };
    await page.goto(`/categories?selectedCategoryId=${category.id}`);
    await expect(page).toHaveURL(`/categories/${level2.categorySlug}`);
    await page.goto(`/categories?category=${level2.categorySlug}&view=equipment`);
    await expect(page).toHaveURL(`/categories/${level2.categorySlug}`);
    await expect(page.getByRole("heading", { name: "Available Equipment" })).toBeVisible();

    const missing = await page.goto("/categories/no-such-category");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Category Not Found" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("the categories-navigate event resets the drill-down to the top level", async ({ page }) => {
    await page.goto(`/categories/${path.level1.categorySlug}`);
    await expect(page.getByRole("heading", { level: 1, name: path.level1.name })).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("categories-navigate")));
    await expect(page).toHaveURL("/categories");
    await expect(page.getByRole("heading", { level: 1, name: "Equipment Categories" })).toBeVisible();
  });
});

test.describe("search", { tag: "@any-width" }, () => {
  test("focuses the box, finds equipment, says when nothing matches and resets when cleared", async ({ page }) => {
    await page.goto("/equipment");
    const box = page.getByRole("searchbox", { name: searchLabel });
    await expect(box).toBeFocused();
    await expect(page.getByText("Use the search box above to find equipment")).toBeVisible();
    await expectNoAxeViolations(page);

    // A word shared by several equipment names.
    const word = [...wordCounts()].find(([text, count]) => text.length > 3 && count >= 3)![0];
    await box.fill(word);
    await box.press("Enter");
    await expect(page).toHaveURL(`/equipment?search=${encodeURIComponent(word)}`);
    await expect(page.getByText(/^\d+ equipment items found$/)).toBeVisible();
    const first = page.getByRole("list", { name: "Search results" }).getByRole("link").first();
    await expect(first).toHaveAttribute("href", /^\/equipment\//);
    // Each card shows its price as the category pages do (docs/decisions/catalogue-import.md Q7).
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("listitem").first()).toContainText(
      /£\d|Contact for price/,
    );
    await expectNoAxeViolations(page);

    await box.fill("");
    await expect(page).toHaveURL("/equipment");
    await expect(page.getByText("Use the search box above to find equipment")).toBeVisible();

    await box.fill("zzqxjv");
    await page.getByRole("search", { name: "Search equipment" }).getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No equipment found matching your search.")).toBeVisible();
  });

  test("a search with exactly one match goes straight to its category", async ({ page, request }) => {
    // A word that appears in exactly one equipment name and finds only that item.
    const counts = new Map<string, number>();
    for (const row of equipment) {
      for (const word of new Set(row.name.toLowerCase().split(/[^a-z]+/)))
        counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    let single: { term: string; item: { mainCategorySlug: string } } | undefined;
    for (const [word, count] of counts) {
      if (count !== 1 || word.length < 5) continue;
      const found = (await (await request.get(`/api/equipment?search=${word}`)).json()) as {
        mainCategorySlug: string;
      }[];
      if (found.length === 1 && found[0].mainCategorySlug) {
        single = { term: word, item: found[0] };
        break;
      }
    }
    expect(single, "a search term with a single result").toBeTruthy();
    const response = await page.goto(`/equipment?search=${single!.term}`);
    expect(response?.url()).toMatch(new RegExp(`/categories/${single!.item.mainCategorySlug}$`));
    await expect(page.getByRole("heading", { name: "Available Equipment" })).toBeVisible();

    // The same from the search box (a client-side navigation).
    await page.goto("/equipment");
    const box = page.getByRole("searchbox", { name: searchLabel });
    await box.fill(single!.term);
    await box.press("Enter");
    await expect(page).toHaveURL(`/categories/${single!.item.mainCategorySlug}`);
  });
});

test.describe("search result pages", { tag: "@any-width" }, () => {
  test("shows 36 cards with the full count and real links to the other pages, without JavaScript too", async ({
    page,
    browser,
    request,
  }) => {
    // A word that finds more than one page of results.
    let term = "";
    let total = 0;
    for (const [word] of [...wordCounts()].filter(([text, count]) => text.length > 2 && count > 36)) {
      total = Number((await request.get(`/api/equipment?search=${word}`)).headers()["x-total-count"]);
      if (total > 36) {
        term = word;
        break;
      }
    }
    expect(term, "a search term with more than 36 results").toBeTruthy();

    await page.goto(`/equipment?search=${term}`);
    await expect(page.getByText(`${total} equipment items found`, { exact: true })).toBeVisible();
    const cards = page.getByRole("list", { name: "Search results" }).getByRole("listitem");
    await expect(cards).toHaveCount(36);
    const pages = page.getByRole("navigation", { name: "Search result pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
    const firstPageSlugs = await cards
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));

    // Crawlers and visitors without JavaScript follow plain links.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(new URL(`/equipment?search=${term}`, page.url()).href);
    await plain.getByRole("link", { name: "Next page" }).click();
    await expect(plain).toHaveURL(new RegExp(`/equipment\\?search=${term}&page=2$`));
    await expect(plain.getByText(`${total} equipment items found`, { exact: true })).toBeVisible();
    const secondPage = plain.getByRole("list", { name: "Search results" }).getByRole("listitem");
    await expect(secondPage).toHaveCount(Math.min(36, total - 36));
    const secondPageSlugs = await secondPage
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(secondPageSlugs.filter((href) => firstPageSlugs.includes(href))).toEqual([]);
    await expect(plain.getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      `/equipment?search=${term}`,
    );
    await context.close();
  });

  test("says the true count past 100 and reaches every page by its numbers (K2)", async ({ page, request }) => {
    const total = Number((await request.get("/api/equipment?search=110v")).headers()["x-total-count"]);
    expect(total, "several hundred demo items are 110V").toBeGreaterThan(100);
    const last = Math.ceil(total / 36);

    await page.goto("/equipment?search=110v");
    await expect(page.getByText(`${total} equipment items found`, { exact: true })).toBeVisible();
    const pages = page.getByRole("navigation", { name: "Search result pages" });
    // The first page, its neighbour and the last are numbered; the pages between are an ellipsis.
    await expect(pages.getByRole("link", { name: /^Page \d+$/ })).toHaveText(["1", "2", String(last)]);
    await expectNoAxeViolations(page);

    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL("/equipment?search=110v&page=2");
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: /^Page \d+$/ })).toHaveText(["1", "2", "3", String(last)]);

    await pages.getByRole("link", { name: `Page ${last}` }).click();
    await expect(page).toHaveURL(`/equipment?search=110v&page=${last}`);
    await expect(page.getByText(`${total} equipment items found`, { exact: true })).toBeVisible();
    const cards = page.getByRole("list", { name: "Search results" }).getByRole("listitem");
    await expect(cards).toHaveCount(total - 36 * (last - 1));
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      `/equipment?search=110v&page=${last - 1}`,
    );
    await expectNoAxeViolations(page);
  });
});

test.describe("search result pages for search engines (E7)", { tag: "@any-width" }, () => {
  async function headOf(request: APIRequestContext, path: string) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    return {
      canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&"),
      robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1] ?? null,
    };
  }

  test("a term that found what it asked for is indexed under one lower-case address per page", async ({
    request,
    baseURL,
  }) => {
    expect(await headOf(request, "/equipment?search=%20Combi%20%20DRILL%20")).toEqual({
      canonical: `${baseURL}/equipment?search=combi+drill`,
      robots: null,
    });
    expect(await headOf(request, "/equipment?search=drill&page=2")).toEqual({
      canonical: `${baseURL}/equipment?search=drill&page=2`,
      robots: null,
    });
    expect(await headOf(request, "/equipment")).toEqual({ canonical: `${baseURL}/equipment`, robots: null });
  });

  test("typo corrections and terms that find nothing stay out of the index", async ({ request }) => {
    expect((await headOf(request, "/equipment?search=drll")).robots).toMatch(/noindex/);
    expect((await headOf(request, "/equipment?search=cheap%20watches%20online")).robots).toMatch(/noindex/);
  });
});

test.describe("equipment page", { tag: "@any-width" }, () => {
  test("shows the name, price ex VAT, reservation button and product structured data", async ({ page }) => {
    const response = await page.goto(`/equipment/${hireItem.equipmentSlug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: hireItem.name })).toBeVisible();
    await expect(page.getByText("Rental Pricing from")).toBeVisible();
    const price = `£${Number(hireItem.rate).toLocaleString("en-GB", { minimumFractionDigits: 2 })}`;
    await expect(page.getByText(price, { exact: true })).toBeVisible();
    await expect(page.getByText("ex VAT", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Reservation" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back", exact: true })).toBeVisible();
    const product = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry["@type"] === "Product") as {
      offers: { price: string; priceCurrency: string; availability?: string };
    };
    expect(product.offers.price).toBe(hireItem.rate);
    expect(product.offers.priceCurrency).toBe("GBP");
    // Availability is claimed only when the page also says branches usually have the item (the stock export).
    const stockSays = await page.getByText(/^Usually available at \d+ of our branches\.$/).count();
    expect(product.offers.availability).toBe(stockSays > 0 ? "https://schema.org/InStock" : undefined);
    await expectNoAxeViolations(page);
  });

  test("Back returns to the page the visitor came from", async ({ page }) => {
    await page.goto(`/categories/${path.level2.categorySlug}`);
    await page
      .getByRole("row")
      .filter({ hasText: path.item.productCode })
      .getByRole("link", { name: path.item.name, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: path.item.name })).toBeVisible();
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(`/categories/${path.level2.categorySlug}`);
  });

  test("a missing item answers 404 with a way back to the catalogue", async ({ page }) => {
    const response = await page.goto("/equipment/no-such-equipment");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Equipment Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse All Equipment" })).toHaveAttribute("href", "/categories");
    await expectNoAxeViolations(page);
  });
});

test.describe("Quick Hires", () => {
  test("a hash opens the item's category, scrolls to it and highlights it for 2 seconds", async ({ page }) => {
    const groups = specialGroups();
    // The last group, so it is not the one open by default.
    const [groupName, rows] = groups[groups.length - 1];
    const special = rows.find((row) => row.equipmentSlug && equipmentBySlug.has(row.equipmentSlug))!;
    await page.goto(`/quick-hires#${special.equipmentSlug}`);

    const header = page.getByRole("button", { name: new RegExp(`^${escape(groupName)}`) });
    await expect(header).toHaveAttribute("aria-expanded", "true");
    await expect(header).toContainText(`${rows.length} item`);
    const item = page.locator(`[data-slug="${special.equipmentSlug}"]`).first();
    await expect(item).toBeInViewport();
    await expect(item).toHaveAttribute("data-highlighted", "true");
    await expect(item).not.toHaveAttribute("data-highlighted", "true", { timeout: 4000 });
    await expectNoAxeViolations(page);

    // One open at a time, and collapsible.
    const first = page.getByRole("button", { name: new RegExp(`^${escape(groups[0][0])}`) });
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(header).toHaveAttribute("aria-expanded", "false");
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "false");
  });

  test("the home page's 'View Product' opens the offer on Quick Hires", { tag: "@any-width" }, async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Featured Quick Hires" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Popular Categories" })).toBeVisible();
    await expect(page.getByRole("link", { name: /about us/i }).first()).toBeVisible();

    const view = page.getByRole("link", { name: /^View Product/ }).first();
    const href = (await view.getAttribute("href"))!;
    expect(href).toMatch(/^\/quick-hires#/);
    await view.click();
    await expect(page).toHaveURL(href);
    await expect(page.locator(`[data-slug="${href.split("#")[1]}"]`).first()).toHaveAttribute(
      "data-highlighted",
      "true",
    );
  });
});

test(
  "the online brochure shows both brochures (or a clear message) and the contact details",
  { tag: "@any-width" },
  async ({ page }) => {
    const response = await page.goto("/online-brochure");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "General Hire Brochure" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Specialist Hire Brochure" })).toBeVisible();
    const frames = await page.locator("iframe").count();
    const messages = await page.getByText("This brochure is not available online at the moment.").count();
    expect(frames + messages).toBe(2);
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /Quick Hires/ })
        .first(),
    ).toHaveAttribute("href", "/quick-hires");
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /categories/i })
        .first(),
    ).toHaveAttribute("href", "/categories");
    await expectNoAxeViolations(page);
  },
);
