import { addDays } from "../../core/hire-dates.js";
import { expect, test } from "./fixtures";
import { reviewScreenshot } from "./review-screenshots";
import { DELIVERY_ESTIMATE, dialog, fillCustomer, openMyList, seedList, sundayAhead } from "./mylist-helpers";

// Branch stock on the equipment page and in the branch picker, and checkout's delivery estimate, from the demo's
// branch_stock and delivery_bands (docs/decisions/branches.md G9, G10).

const STOCKED = { slug: "fibreglass-stepladder-6-tread", name: "Fibreglass Stepladder 6 Tread" };
const STOCK_WORDING = /^(Usually available at .+|Ask the branch)$/;

test("the equipment page says how many branches usually have an item, and which near you", async ({ page }) => {
  await page.goto(`/equipment/${STOCKED.slug}`);
  const panel = page.getByRole("region", { name: "Branch stock" });
  await expect(panel.getByTestId("stock-summary")).toHaveText(/^Usually available at \d+ of our branches\.$/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("\n")).toMatch(/"availability":\s*"https:\/\/schema\.org\/InStock"/);

  await panel.getByLabel("Your postcode or town").fill("SW1A 1AA");
  await panel.getByRole("button", { name: "Check near you" }).click();
  const nearby = panel.getByTestId("stock-nearby");
  await expect(nearby.getByRole("listitem")).toHaveCount(3);
  for (const line of await nearby.getByTestId("branch-stock").allTextContents()) expect(line).toMatch(STOCK_WORDING);
  await panel.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, "equipment-stock");

  // The stock box's search field never pushes the page wider than a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The next item page asks for the same place by itself.
  await page.goto("/equipment/oil-filled-radiator-240v");
  await expect(page.getByTestId("stock-nearby").getByRole("listitem")).toHaveCount(3);
});

test("checkout's delivery option and branch picker say what the branch data says", async ({ page }) => {
  const monday = addDays(sundayAhead(), 1);
  await seedList(page, [{ equipmentSlug: STOCKED.slug, quantity: 1 }], {
    startDate: monday,
    endDate: addDays(monday, 2),
  });
  await page.goto("/");
  const list = await openMyList(page);
  await list.getByRole("button", { name: "Proceed to Address" }).click();
  const checkout = dialog(page, "checkout-dialog");
  await fillCustomer(page);
  await checkout.getByLabel("Address").fill("1 Whitehall, London");
  await checkout.getByRole("button", { name: "Continue to Options" }).click();

  const delivery = checkout.getByTestId("delivery-estimate");
  await expect(delivery).toHaveText(DELIVERY_ESTIMATE);
  await expect(checkout.getByLabel(DELIVERY_ESTIMATE)).toBeChecked();
  await reviewScreenshot(page, "checkout-delivery");

  await checkout.getByLabel("Collection (Free)").check();
  await checkout.getByRole("button", { name: "Choose Location" }).click();
  const picker = dialog(page, "branch-picker-dialog");
  const lines = picker.getByTestId("branch-stock");
  await expect(lines.first()).toBeVisible();
  for (const line of await lines.allTextContents()) expect(line).toMatch(STOCK_WORDING);
  // A branch that usually has the item is preselected whenever one in the list has it (G9).
  const chosen = picker.locator("label", { has: page.locator("input:checked") });
  if ((await picker.getByText(/^Usually available at /).count()) > 0) {
    await expect(chosen.getByTestId("branch-stock")).toHaveText(/^Usually available at /);
    await expect(chosen).toBeInViewport();
  }
  await reviewScreenshot(page, "checkout-branch-picker");
});
