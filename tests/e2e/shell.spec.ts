import type { Page } from "@playwright/test";
import { site } from "../../core/site.js";
import { expect, expectHydrated, expectNoAxeViolations, holdEntryScript, test } from "./fixtures";

// The site shell: header, menus, search, footer, 404 and error screens, SEO defaults.
// The header's menus and axe runs are checked at 1280 and 390 px; what is the same at both widths (the footer, the
// search box, the skip link, error and 404 screens, head tags, icons) once (docs/decisions/operation.md E43).

const infoPages = [
  "/about-us",
  "/faqs",
  "/contact",
  "/locations",
  "/trade-account-benefits",
  "/damage-waiver",
  "/online-brochure",
  "/quick-hires",
  "/terms-conditions",
  "/privacy-policy",
  "/cookie-policy",
  "/modern-slavery",
];

const phonePattern = new RegExp(site.phone.replace(/ /g, "\\s*"));

function isDesktop(page: Page) {
  return (page.viewportSize()?.width ?? 0) >= 1024;
}

/** Opens the menu below 1024 px with the keyboard and returns its navigation. */
async function openMobileMenu(page: Page) {
  const toggle = page.getByRole("banner").locator("summary", { hasText: "Menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe("header", () => {
  test("shows the phone number, branch finder, trade reports, MyList and the development banner", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");

    const phone = header.getByRole("link", { name: phonePattern });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute("href", site.phoneHref);

    await expect(header.getByRole("link", { name: "Find a branch" })).toHaveAttribute("href", "/locations");
    await expect(header.getByText(/Development mode/)).toBeVisible();

    // Trade account reports: in the top bar from 640 px, in the menu on phones.
    if (isDesktop(page)) {
      const reports = header.getByRole("link", { name: /Trade account reports/ });
      await expect(reports).toHaveAttribute("href", site.links.tradeAccountReports);
      await expect(reports).toHaveAttribute("target", "_blank");
    } else {
      const menu = await openMobileMenu(page);
      await expect(menu.getByRole("link", { name: "Categories" })).toBeVisible();
      const reports = header.getByRole("link", { name: /Trade account reports/ });
      await expect(reports).toBeVisible();
      await expect(reports).toHaveAttribute("href", site.links.tradeAccountReports);
    }

    // The MyList button is in reach and pressing it does nothing harmful yet (the fixture fails on errors).
    if (!isDesktop(page)) await page.keyboard.press("Escape");
    const myList = page.getByRole("button", { name: /MyList/ });
    await expect(myList).toBeVisible();
    await myList.click();
  });

  test("main navigation links on desktop", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Categories", "/categories"],
      ["Search equipment", "/equipment"],
      ["Quick Hires", "/quick-hires"],
      ["Branches", "/locations"],
      ["Trade accounts", "/trade-account-benefits"],
      ["Contact", "/contact"],
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
  });

  test("the mobile menu opens and closes with the keyboard", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    const menu = await openMobileMenu(page);
    const categories = menu.getByRole("link", { name: "Categories" });
    await expect(categories).toBeVisible();
    await expect(menu.getByRole("link", { name: "Search equipment" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible();

    // Tab moves into the menu's links.
    await page.keyboard.press("Tab");
    await expect(categories).toBeFocused();

    // Escape closes it and gives focus back to the toggle.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("banner").locator("summary")).toBeFocused();

    // Opening it again and following a link closes it on the new page.
    await openMobileMenu(page);
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Quick Hires" }).click();
    await expect(page).toHaveURL(/\/quick-hires$/);
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
  });

  test("header links navigate in the app and mark the current section as the visitor moves", async ({ page }) => {
    // The header is server markup the browser keeps (docs/decisions/performance.md W9): its links and marks must still follow.
    await page.goto("/faqs");
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const links = isDesktop(page)
      ? page.getByRole("navigation", { name: "Main" })
      : await openMobileMenu(page).then(() => page.getByRole("navigation", { name: "Menu" }));
    await expect(links.getByRole("link", { name: "FAQs" })).toHaveAttribute("aria-current", "page");
    await links.getByRole("link", { name: "Quick Hires" }).click();
    await expect(page).toHaveURL(/\/quick-hires$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Quick Hire");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    if (!isDesktop(page)) await openMobileMenu(page);
    await expect(links.getByRole("link", { name: "Quick Hires" })).toHaveAttribute("aria-current", "page");
    await expect(links.getByRole("link", { name: "FAQs" })).not.toHaveAttribute("aria-current");
  });

  test("the mobile menu's backdrop closes it", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    const menu = await openMobileMenu(page);
    await page.mouse.click(10, 840);
    await expect(menu).toBeHidden();
  });

  test(
    "before the page's scripts have run, the mobile menu closes on Escape and on its backdrop (X4)",
    { tag: "@phone" },
    async ({ page }) => {
      const release = await holdEntryScript(page);
      await page.goto("/", { waitUntil: "domcontentloaded" });
      let menu = await openMobileMenu(page);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.getByRole("banner").locator("summary")).toBeFocused();
      menu = await openMobileMenu(page);
      await page.mouse.click(10, 840);
      await expect(menu).toBeHidden();
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

      // The floating MyList button, hidden while the menu is open, is back and works once the scripts run.
      release();
      await expectHydrated(page);
      await page.getByTestId("mylist-button").click();
      await expect(page.getByTestId("mylist-dialog")).toBeVisible();
    },
  );

  test("the header search submits GET /equipment?search=", { tag: "@any-width" }, async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("searchbox", { name: "Search equipment" });
    // A term that matches nothing, so the search page cannot redirect to a single result's category.
    await search.fill("qqzx vvkq");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/equipment\?search=qqzx(\+|%20)vvkq$/);
  });

  test(
    "pressing 'Find a branch' on /locations fires locations-navigate (B3)",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto("/locations");
      await page.evaluate(() => {
        (window as unknown as { navigated: number }).navigated = 0;
        window.addEventListener("locations-navigate", () => {
          (window as unknown as { navigated: number }).navigated += 1;
        });
      });
      await page.getByRole("banner").getByRole("link", { name: "Find a branch" }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { navigated: number }).navigated)).toBe(1);
    },
  );

  test("a skip link leads past the header", { tag: "@any-width" }, async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("footer", { tag: "@any-width" }, () => {
  test("links every information page and shows contact details, hours, claims and VAT note", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");

    const info = footer.getByRole("navigation", { name: "Information" });
    for (const path of infoPages) await expect(info.locator(`a[href="${path}"]`)).toHaveCount(1);

    await expect(footer.getByRole("link", { name: phonePattern })).toHaveAttribute("href", site.phoneHref);
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(footer.getByText(site.headOffice.street)).toBeVisible();
    for (const line of site.openingHours) {
      await expect(footer.getByText(line.days, { exact: true })).toBeVisible();
      await expect(footer.getByText(line.hours, { exact: true })).toBeVisible();
    }
    for (const claim of ["Since 1957", "Over 300 locations", "4.8/5 from 1,250+ reviews", "50,000+ customers"]) {
      await expect(footer.getByText(claim, { exact: true })).toBeVisible();
    }
    await expect(footer.getByText("Prices exclude VAT.")).toBeVisible();

    await expect(footer.getByRole("heading", { name: "Our digital hire guide" })).toBeVisible();
    await expect(footer.getByRole("link", { name: /Read the hire guide/ })).toHaveAttribute(
      "href",
      site.links.digitalHireGuide,
    );
    for (const social of site.social) {
      await expect(footer.getByRole("link", { name: new RegExp(`on ${social.name}\\b`) })).toHaveAttribute(
        "href",
        social.href,
      );
    }
  });

  test("a footer link navigates in the app and scrolls to the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const link = page.getByRole("contentinfo").getByRole("link", { name: "About us" });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/about-us$/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("error screen", { tag: "@any-width" }, () => {
  test("a page that fails to load in the app shows the error screen, with the header and footer", async ({
    page,
    consoleErrors,
  }) => {
    // The error screen's code loads when it is first shown (docs/decisions/performance.md W10).
    await page.goto("/faqs");
    await page.route(/\/quick-hires\.data/, (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "unavailable" }),
    );
    await page.getByRole("contentinfo").getByRole("link", { name: "Quick Hires" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh Page" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: /home/ })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Quick Hires" })).toBeVisible();
    // The failed data request and the boundary's report of it are this test's doing.
    expect(consoleErrors.length).toBeGreaterThan(0);
    consoleErrors.splice(0);
  });
});

test.describe("not found", { tag: "@any-width" }, () => {
  test("an unknown path answers 404 with the not-found card and ways on", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page).toHaveTitle(`Page Not Found | ${site.name}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("main").getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test.describe("SEO defaults", { tag: "@any-width" }, () => {
  test("the home title names the brand and pages share a 1200x630 Open Graph image", async ({ page, request }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(new RegExp(`^${site.name} \\| `));
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(ogImage).toMatch(/\/og-image\.png$/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
    const image = await request.get("/og-image.png");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toContain("image/png");
  });
});

test.describe("accessibility", () => {
  for (const path of ["/", "/no-such-page"]) {
    test(`no serious axe violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("no serious axe violations with the mobile menu open", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await openMobileMenu(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("icons", { tag: "@any-width" }, () => {
  test("every icon on a page is drawn from one image, each name from its own place in it (X5)", async ({ page }) => {
    // One SVG document for all icons keeps the first style pass short; each icon's cell is picked by position.
    await page.goto("/");
    const icons = await page.locator(".icon").evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        const name = [...element.classList].find((name) => name.startsWith("icon-"));
        return { image: style.maskImage, place: `${name} at ${style.maskPosition}` };
      }),
    );
    expect(icons.length).toBeGreaterThan(20);
    expect(new Set(icons.map((icon) => icon.image)).size).toBe(1);
    const places = [...new Set(icons.map((icon) => icon.place))];
    const names = new Set(places.map((place) => place.split(" at ")[0]));
    const positions = new Set(places.map((place) => place.split(" at ")[1]));
    expect(names.size).toBeGreaterThan(10);
    expect(positions.size).toBe(names.size);
  });

  test("the icon sprite is a file of its own, fetched once through its preload (X8)", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/icons-[\w-]+\.svg$/.test(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    await page.goto("/");
    const image = await page
      .locator(".icon")
      .first()
      .evaluate((element) => getComputedStyle(element).maskImage);
    expect(image).toMatch(/^url\(".*\/assets\/icons-[\w-]+\.svg"\)$/);
    // A preload whose CORS mode differs from the mask's would be fetched a second time.
    expect(fetched).toHaveLength(1);
  });

  test("the tab and home-screen icons are PNG files (X9)", async ({ page, request }) => {
    await page.goto("/");
    for (const selector of ['link[rel="icon"]', 'link[rel="apple-touch-icon"]']) {
      const href = await page.locator(selector).getAttribute("href");
      const response = await request.get(href ?? "");
      expect(response.status(), selector).toBe(200);
      expect(response.headers()["content-type"], selector).toBe("image/png");
    }
  });
});
