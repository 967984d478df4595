import type { Page } from "@playwright/test";
import { headOfficeAddress, site } from "../../core/site.js";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { reviewScreenshot } from "./review-screenshots";

// Information pages (docs/decisions/browser.md I1): contact, FAQs, legal texts, damage waiver, trade accounts, about,
// coming soon. Their content is the same elements at every width, so each check runs once (docs/decisions/operation.md
// E43): a page at 390 px, where nothing may scroll sideways and smaller text meets the stricter contrast rule; the
// header and footer at both widths are shell.spec's.

interface InfoPageCase {
  path: string;
  heading: string;
  texts: (string | RegExp)[];
  jsonLdType: string;
}

const pages: InfoPageCase[] = [
  {
    path: "/contact",
    heading: "Contact Us",
    texts: [
      site.phone,
      site.email,
      headOfficeAddress,
      "7:30 AM-5:30 PM",
      "8:00 AM-4:00 PM",
      `Why choose ${site.name}?`,
    ],
    jsonLdType: "ContactPage",
  },
  {
    path: "/faqs",
    heading: "Frequently Asked Questions",
    texts: ["Pre Hire", `Using ${site.name}`, "Post Hire", "Branches", "General"],
    jsonLdType: "FAQPage",
  },
  {
    path: "/privacy-policy",
    heading: "Privacy Policy",
    texts: ["Last updated: January 2025", "Your rights", site.legalName],
    jsonLdType: "WebPage",
  },
  {
    path: "/cookie-policy",
    heading: "Cookie Policy",
    texts: ["Last updated: January 2025", "MyList session"],
    jsonLdType: "WebPage",
  },
  {
    path: "/modern-slavery",
    heading: "Modern Slavery Act Statement",
    texts: ["Last updated: January 2025", "Modern Slavery Act 2015"],
    jsonLdType: "WebPage",
  },
  {
    path: "/terms-conditions",
    heading: "Terms & Conditions",
    texts: ["Last updated: January 2025", "governed by the laws of Ireland", "exclude VAT"],
    jsonLdType: "WebPage",
  },
  {
    path: "/damage-waiver",
    heading: "Damage Waiver",
    texts: ["16%", "What is not covered"],
    jsonLdType: "WebPage",
  },
  {
    path: "/trade-account-benefits",
    heading: "Trade Account Benefits",
    texts: ["Personalised Pricing", "Credit Facilities", "Online Account Service", "Your online account"],
    jsonLdType: "WebPage",
  },
  {
    path: "/about-us",
    heading: "About Us",
    texts: ["1957", "1960s", "1970s", "1989", "2000s", "2020s", "2024", "300+", "4.8/5", "1,250+ reviews", "50,000+"],
    jsonLdType: "AboutPage",
  },
  {
    path: "/coming-soon",
    heading: "Coming Soon",
    texts: ["Back to home"],
    jsonLdType: "WebPage",
  },
];

async function jsonLdTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
}

/** Heading levels in document order never skip a level (h1 -> h3 without an h2). */
async function expectHeadingsInOrder(page: Page) {
  const levels = await page
    .locator("main")
    .locator("h1, h2, h3, h4")
    .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  for (let index = 1; index < levels.length; index++) expect(levels[index]).toBeLessThanOrEqual(levels[index - 1] + 1);
}

for (const info of pages) {
  test(`${info.path} renders its content, SEO tags and passes axe`, { tag: "@any-width" }, async ({ page }) => {
    const response = await page.goto(info.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: info.heading })).toBeVisible();
    const main = page.locator("main");
    for (const text of info.texts) await expect(main.getByText(text).first()).toBeVisible();

    await expect(page).toHaveTitle(new RegExp(`\\| ${site.name}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${info.path}$`));
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["BreadcrumbList", info.jsonLdType]));
    await expectHeadingsInOrder(page);

    // Nothing scrolls sideways at 390 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await expectNoAxeViolations(page);
    await reviewScreenshot(page, `info-${info.path.slice(1)}`, { fullPage: true });
  });
}

test.describe("FAQs", { tag: "@any-width" }, () => {
  test("items open and close independently, several at once, with mouse and keyboard", async ({ page }) => {
    await page.goto("/faqs");
    const item = (question: string) => page.locator("details", { has: page.getByText(question, { exact: true }) });
    const vat = item("Do your prices include VAT?");
    const deposit = item("Do I need to pay a deposit?");
    const hours = item("What are your opening hours?");

    await expect(page.getByText("All prices on our website are shown ex VAT.", { exact: false })).toBeHidden();
    await vat.locator("summary").click();
    await deposit.locator("summary").click();
    await expect(vat).toHaveAttribute("open", "");
    await expect(deposit).toHaveAttribute("open", "");
    await expect(page.getByText(/shown ex VAT/)).toBeVisible();
    await expect(page.getByText(/about a 2-week hire charge/)).toBeVisible();

    // Keyboard: focus a third summary and press Enter; the first two stay open.
    await hours.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(hours).toHaveAttribute("open", "");
    await expect(page.getByText(/Saturday 08:00-13:00/)).toBeVisible();
    await expect(vat).toHaveAttribute("open", "");

    // Closing one leaves the others open.
    await vat.locator("summary").click();
    await expect(vat).not.toHaveAttribute("open");
    await expect(page.getByText(/shown ex VAT/)).toBeHidden();
    await expect(deposit).toHaveAttribute("open", "");
    await expect(hours).toHaveAttribute("open", "");
    await hours.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(hours).not.toHaveAttribute("open");
    await expect(deposit).toHaveAttribute("open", "");
    await expectNoAxeViolations(page);
  });

  test("states the business facts, with contact links top and bottom and a trade account link", async ({ page }) => {
    await page.goto("/faqs");
    await page.locator("details").evaluateAll((items) => items.forEach((item) => item.setAttribute("open", "")));
    const main = page.locator("main");
    for (const fact of [
      /shown ex VAT/,
      /about twice the weekly rate if you pay by cash or debit card/,
      /every 2 weeks/,
      /up to 30 days/,
      /two forms of ID/,
      /3 days for the price of 2: collect from Friday midday and return by Monday midday/,
      /POA means price on application/,
      /16% of the hire charge/,
      /15% of the hire charge, covering theft and damage up to £5,000/,
      /accidental damage cover only at 10%/,
      /Saturday 08:00-13:00/,
    ])
      await expect(main.getByText(fact).first()).toBeVisible();

    const contactLinks = main.getByRole("link", { name: /contact/i });
    await expect(contactLinks.first()).toHaveAttribute("href", "/contact");
    expect(await main.locator('a[href="/contact"]').count()).toBeGreaterThanOrEqual(2);
    await expect(main.locator(`a[href="${site.phoneHref}"]`).first()).toBeVisible();
    await expect(main.getByRole("link", { name: "Trade account benefits", exact: true })).toHaveAttribute(
      "href",
      "/trade-account-benefits",
    );

    const faqJsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => JSON.parse(node.textContent ?? "{}")).find((data) => data["@type"] === "FAQPage"),
      );
    expect(faqJsonLd.mainEntity.length).toBeGreaterThanOrEqual(15);
    expect(faqJsonLd.mainEntity[0]).toMatchObject({
      "@type": "Question",
      name: "Do your prices include VAT?",
      acceptedAnswer: { "@type": "Answer", text: expect.stringContaining("ex VAT") },
    });
  });
});

test(
  "contact links to branches and FAQs; trade account application opens in a new tab",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/contact");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Find a branch" })).toHaveAttribute("href", "/locations");
    await expect(main.getByRole("link", { name: "Read our FAQs" })).toHaveAttribute("href", "/faqs");
    await expect(main.getByRole("link", { name: site.phone }).first()).toHaveAttribute("href", site.phoneHref);

    await page.goto("/trade-account-benefits");
    const apply = page
      .locator("main")
      .getByRole("link", { name: /Apply for a trade account/ })
      .first();
    await expect(apply).toHaveAttribute("href", site.links.tradeAccountApplication);
    await expect(apply).toHaveAttribute("target", "_blank");
    await expect(apply).toHaveAttribute("rel", /noopener/);
  },
);

test("coming soon leads back home and stays out of search results", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/coming-soon");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the sitemap lists the information pages", { tag: "@any-width" }, async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const info of pages.filter((entry) => entry.path !== "/coming-soon"))
    expect(sitemap).toContain(`${info.path}</loc>`);
});

test("a safety document link opens a PDF", { tag: "@any-width" }, async ({ request }) => {
  const response = await request.get("/documents/articulated-boom-lifts-safety-guide.pdf");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
});
