import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brand } from "../../brands/curlew/brand.js";
import { demo } from "../../brands/curlew/demo.js";
import { brand as demoCompany } from "../../brands/kestrel/brand.js";
import { addDays } from "../../core/hire-dates.js";
import { moneyIn } from "../../core/money.js";
import { incVat } from "../../core/vat.js";
import { wantedBrand } from "../../scripts/build-freshness.mjs";
import { expect, expectHydrated, test } from "./fixtures";
import { dialog, HIRE, openMyList, RESALE, seedList, sundayAhead } from "./mylist-helpers";
import { reviewScreenshot } from "./review-screenshots";

// The Irish demo brand in the browser (docs/white-label.md): euro prices, 23% VAT, and screenshots of the
// pages a customer sees (with E2E_SCREENSHOTS). The pages are built for one brand, so this runs against Curlew
// Hire's build, as `npm test` does after the default brand's run (scripts/test/run-tests.mjs):
//   BRAND=curlew npm run build && BRAND=curlew npx playwright test tests/e2e/white-label.spec.ts
// and is skipped in a run for another brand.

const root = fileURLToPath(new URL("../..", import.meta.url));
const euro = (amount: string) => moneyIn("€", amount);
const mailDir = fileURLToPath(new URL("../.tmp/e2e-data/mail", import.meta.url));

test.skip(wantedBrand(root) !== brand.id, `the run is not for ${brand.name}: run it with BRAND=${brand.id}`);

/** The branch searches an Irish customer makes, by town and by Eircode, and the branch each must put first. */
const BRANCH_SEARCHES = [
  { query: "Galway", nearest: `${brand.name} Galway` },
  { query: "H91 TVKT", nearest: `${brand.name} Galway` },
  { query: "d08rccv", nearest: `${brand.name} Dublin` },
];

test("home and equipment pages price in euros with Irish VAT at 23%", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(new RegExp(brand.name));
  const main = page.getByRole("main");
  const firstPrice = main.locator(".vat-pair").first();
  const ex = (await firstPrice.locator(".vat-ex").textContent())!;
  expect(ex).toMatch(/^€\d{1,3}(,\d{3})*\.\d{2}$/);
  expect(await firstPrice.locator(".vat-inc").textContent()).toBe(euro(incVat(ex.replace(/[€,]/g, ""), "0.23")));
  expect(await main.textContent()).not.toContain("£");
  // The catalogue's pictures are drawn in the brand's own colours (brands/curlew/demo.ts's folder), not Kestrel's.
  const picture = new URL(
    (await main.locator('img[src^="/category_images/"]').first().getAttribute("src"))!,
    page.url(),
  );
  const served = await page.request.get(picture.href);
  expect((await served.body()).equals(readFileSync(`${root}${demo.folder}${picture.pathname}`))).toBe(true);
  await reviewScreenshot(page, "home", { fullPage: true });

  await page.goto(`/equipment/${HIRE.slug}`);
  const panel = main.getByText("Rental Pricing from").locator("..");
  await expect(panel).toContainText("€145.00");
  await expect(panel).toContainText("VAT at 23%");
  await page.getByRole("group", { name: "Show prices" }).getByRole("button", { name: "inc VAT" }).click();
  await expect(panel.getByText(euro(incVat("145.00", "0.23")), { exact: true })).toBeVisible(); // €178.35
  const product = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(product.join("")).toContain('"priceCurrency":"EUR"');
  await reviewScreenshot(page, "equipment", { fullPage: true });
});

test("branch search finds the nearest Irish branch, in the brand's own name", async ({ page }) => {
  for (const { query, nearest } of BRANCH_SEARCHES) {
    await page.goto("/locations");
    await page.getByRole("textbox", { name: `${brand.postcodes.label} or town` }).focus();
    const box = page.getByRole("combobox", { name: `${brand.postcodes.label} or town` });
    await box.fill(query);
    await box.press("Enter");
    const cards = page.locator("main li").filter({ has: page.getByRole("link", { name: /^View Details/ }) });
    await expect(cards.first().getByRole("heading")).toHaveText(nearest);
    await expect(page.getByRole("main")).not.toContainText(demoCompany.name);
  }
  await reviewScreenshot(page, "branch-search", { fullPage: true });
});

test("MyList, checkout and the customer's e-mail in euros, Eircode first", async ({ page }) => {
  test.setTimeout(60_000);
  const width = page.viewportSize()!.width;
  const monday = addDays(sundayAhead(), 1);
  const { id, sessionId } = await seedList(
    page,
    [
      { equipmentSlug: HIRE.slug, quantity: 1 },
      { equipmentSlug: RESALE.slug, quantity: 3 },
    ],
    { startDate: monday, endDate: addDays(monday, 2) },
  );
  await page.goto("/");
  const list = await openMyList(page);
  await expect(list).toContainText("€145.00");
  await expect(list).not.toContainText("£");
  await reviewScreenshot(page, "mylist");

  await list.getByRole("button", { name: "Proceed to Address" }).click();
  const checkout = dialog(page, "checkout-dialog");
  await checkout.getByLabel("First name").fill("Aoife");
  await checkout.getByLabel("Last name").fill("Byrne");
  await checkout.getByLabel("Email").fill("aoife.byrne@example.com");
  await checkout.getByLabel("Phone").fill("087 123 4567");
  // The field is the brand's: 'Eircode', with its example (docs/decisions/branches.md G15).
  const eircode = checkout.getByLabel(brand.postcodes.label);
  await expect(eircode).toHaveAttribute("placeholder", `e.g. ${brand.postcodes.example}`);
  await eircode.pressSequentially("h91 e2k5");
  await expect(eircode).toHaveValue("H91 E2K5");
  await checkout.getByLabel("Address").fill("12 Quay Street, Galway");
  await reviewScreenshot(page, "checkout");
  await page.keyboard.press("Escape");

  // The customer's confirmation, as a mail program shows its HTML part.
  const submitted = await page.request.post(`/api/reservations/${id}/checkout`, {
    headers: { "X-Session-Id": sessionId },
    data: {
      customerEmail: `aoife.${width}@example.com`,
      customerPhone: "087 123 4567",
      customerFirstName: "Aoife",
      customerLastName: "Byrne",
      customerAddress: "12 Quay Street, Galway",
      customerPostcode: "H91 E2K5",
      deliveryMethod: "collection",
      collectionLocationId: 1,
      damageWaiver: false,
      termsAccepted: true,
    },
  });
  expect(submitted.status()).toBe(201);
  let html = "";
  await expect
    .poll(
      () => {
        const files = existsSync(mailDir) ? readdirSync(mailDir) : [];
        const name = files.find((file) =>
          readFileSync(`${mailDir}/${file}`, "utf8").includes(`aoife.${width}@example.com`),
        );
        html = name ? htmlPart(readFileSync(`${mailDir}/${name}`, "utf8")) : "";
        return html.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  expect(html).toContain(brand.name);
  expect(html).toContain("€");
  expect(html).not.toContain("£");
  // A page of its own, of no origin: the site's CSP (no inline styles) would refuse the e-mail's styles.
  const mail = await page.context().newPage();
  await mail.setContent(html);
  await reviewScreenshot(mail, "email", { fullPage: true });
  await mail.close();
});

test("the branch finder places an Eircode at its district and measures in kilometres", async ({ page }) => {
  await page.goto("/locations");
  await expect(page.getByLabel("Eircode or town")).toHaveAttribute("placeholder", "e.g. D02 X285 or Galway");
  await expectHydrated(page);
  await page.getByLabel("Eircode or town").fill("h91e2k3");
  // The box becomes the suggesting one once its code has loaded, keeping what was typed; then Search is pressed.
  await expect(page.getByRole("combobox", { name: "Eircode or town" })).toHaveValue("h91e2k3");
  await page.getByRole("search", { name: "Find a branch" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/locations\?q=h91e2k3/);
  await expect(page.getByText(/^Found \d+ locations? within 80 km/)).toBeVisible();
  await expect(page.getByTestId("district-note")).toHaveText(
    "Distances from the H91 district (Galway), not from the exact address.",
  );
  const first = page.getByRole("heading", { name: "Nearest" }).locator("..").getByRole("listitem").first();
  await expect(first.getByRole("heading", { level: 3 })).toHaveText("Curlew Hire Galway");
  await expect(first).toContainText(/\d+\.\d km/);
  await expect(page.getByRole("main")).not.toContainText("miles");
  await reviewScreenshot(page, "branch-finder-eircode", { fullPage: true });

  // A routing key that is no district's is named.
  await page.goto("/locations?q=H19%20E2K3");
  const empty = page.getByRole("status", { name: 'No locations found within 80 km of "H19 E2K3"' });
  await expect(empty).toContainText("H19 is not an Eircode routing key");
});

/** The HTML part of a MIME message the file transport wrote, quoted-printable decoded. */
function htmlPart(eml: string): string {
  const part = /Content-Type: text\/html[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(eml)?.[1] ?? "";
  const bytes = part
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
