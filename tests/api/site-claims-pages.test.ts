import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInLondon } from "../../core/hire-dates.js";
import { ADMIN_ENV, AdminClient } from "../helpers/admin.js";
import { DAILY } from "../helpers/mylist.js";
import { startServerProcess, type ServerProcess } from "../helpers/server-process.js";
import type { TestApp } from "../helpers/test-app.js";

// What pages tell search engines and visitors must be true (docs/decisions/browser.md E24). Pages are rendered by the
// production server in its own process (React Router's build does not load inside Vitest), on a new data folder with
// the demo catalogue.

let app: ServerProcess;
beforeAll(async () => {
  app = await startServerProcess({ env: { ...ADMIN_ENV, PUBLIC_URL: "http://hirebase.test" } });
}, 300_000);
afterAll(() => app?.stop());

async function page(path: string): Promise<string> {
  const response = await app.fetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

const metaContent = (html: string, attribute: "property" | "name", key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe("structured data", () => {
  it("claims stock availability only while the stock export says a branch usually has the item", async () => {
    const admin = new AdminClient(app as unknown as TestApp);
    expect((await admin.login()).status).toBe(200);
    const { productCode } = (await (await app.fetch(`/api/equipment/${DAILY.slug}`)).json()) as { productCode: string };
    const stockHeader = "branchId,productCode,quantity,asOf";
    const offers = async () => {
      const html = await page(`/equipment/${DAILY.slug}`);
      return (jsonLd(html).find((entry) => entry["@type"] === "Product") as { offers: Record<string, unknown> }).offers;
    };

    expect((await admin.upload("branch_stock", `${stockHeader}\n1,${productCode},2,\n`)).status).toBe(200);
    expect(await offers()).toMatchObject({
      price: DAILY.rate,
      priceCurrency: "GBP",
      availability: "https://schema.org/InStock",
    });

    expect((await admin.upload("branch_stock", `${stockHeader}\n`)).status).toBe(200);
    const withoutStock = await offers();
    expect(withoutStock).toMatchObject({ price: DAILY.rate, priceCurrency: "GBP" });
    expect(withoutStock).not.toHaveProperty("availability");
  });
});

describe("social cards", () => {
  it("describe the image of every page that sends one, category pages included", async () => {
    const categories = (await (await app.fetch("/api/categories?level=2")).json()) as { categorySlug: string }[];
    const paths = ["/", "/categories", `/categories/${categories[0]!.categorySlug}`, `/equipment/${DAILY.slug}`];
    for (const path of paths) {
      const html = await page(path);
      expect(metaContent(html, "property", "og:image"), path).toBeTruthy();
      expect(metaContent(html, "property", "og:image:alt"), path).toBeTruthy();
      expect(metaContent(html, "name", "twitter:image:alt"), path).toBeTruthy();
    }
    const category = await page(`/categories/${categories[0]!.categorySlug}`);
    // A category's own picture is described by the category's name.
    expect(metaContent(category, "property", "og:image")).toContain("/category_images/");
    expect(metaContent(category, "property", "og:image:alt")).toBe(
      />([^<]+)<\/h1>/.exec(category)![1]!.replace(/&amp;/g, "&"),
    );
  });
});

describe("Quick Hires", () => {
  it("shows specials only within their dates, and those without dates always", async () => {
    const today = todayInLondon();
    const admin = new AdminClient(app as unknown as TestApp);
    expect((await admin.login()).status).toBe(200);
    const imported = await admin.upload(
      "specials",
      [
        "commCode,categoryName,equipmentSlug,title,featured,enquire,validFrom,validTo",
        `SPG01,Spring Garden Offers,petrol-scarifier,,true,false,${addDays(today, -60)},${addDays(today, -1)}`,
        `WIN01,Winter Warmers,dehumidifier-large,,true,false,${today},${addDays(today, 90)}`,
        `ACC01,Access Deals,articulated-boom-lift-12m,,true,false,,`,
        "",
      ].join("\n"),
    );
    expect(imported.status).toBe(200);
    const quickHires = await page("/quick-hires");
    expect(quickHires).toContain("Winter Warmers");
    expect(quickHires).toContain("Access Deals");
    expect(quickHires).not.toContain("Spring Garden Offers");
    const home = await page("/");
    expect(home).toContain("/quick-hires#dehumidifier-large");
    expect(home).not.toContain("/quick-hires#petrol-scarifier");
  });
});
