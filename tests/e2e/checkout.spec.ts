import { addDays } from "../../core/hire-dates.js";
import { expect, test } from "./fixtures";
import {
  checkDialog,
  DELIVERY_ESTIMATE,
  dialog,
  expectMail,
  fillCustomer,
  HIRE,
  openMyList,
  RESALE,
  seedList,
  submittedReference,
  sundayAhead,
} from "./mylist-helpers";

// Checkout with delivery (the second journey), at 1280 px and 390 px; an unknown postcode's refusal once
// (docs/decisions/operation.md E43).

test("checks out with delivery and no damage waiver", async ({ page }) => {
  test.setTimeout(60_000);
  const monday = addDays(sundayAhead(), 1);
  await seedList(
    page,
    [
      { equipmentSlug: HIRE.slug, quantity: 1 },
      { equipmentSlug: RESALE.slug, quantity: 3 },
    ],
    { startDate: monday, endDate: addDays(monday, 4) },
  );
  await page.goto("/");
  await expect(page.getByTestId("mylist-count")).toContainText("2");

  const list = await openMyList(page);
  await list.getByRole("button", { name: "Proceed to Address" }).click();
  const checkout = dialog(page, "checkout-dialog");
  await fillCustomer(page);
  await checkout.getByLabel("Account code").pressSequentially("ab12c3x");
  await expect(checkout.getByLabel("Account code")).toHaveValue("AB12C3");
  await checkout.getByRole("button", { name: "Continue to Options" }).click();

  // The demo has delivery bands (docs/decisions/branches.md G10): the option says what delivery costs from where.
  await expect(checkout.getByLabel(DELIVERY_ESTIMATE)).toBeChecked();
  await expect(checkout.getByLabel("Yes, add the damage waiver")).toBeChecked();
  await checkout.getByLabel("No, I have my own cover").check();
  await checkDialog(page);
  await checkout.getByRole("button", { name: "Continue", exact: true }).click();

  const summary = checkout.getByTestId("checkout-summary");
  await expect(summary).toContainText(DELIVERY_ESTIMATE);
  await expect(summary).toContainText("Damage waiver: No");
  await expect(summary).toContainText("Account AB12C3");
  await expect(summary).toContainText("4 days");
  await checkout.getByRole("checkbox").check();
  await checkout.getByRole("button", { name: "Confirm MyList Request" }).click();
  const reference = await submittedReference(page);
  await expect(checkout).toHaveCount(0);
  await expect(page.getByTestId("mylist-count")).toHaveCount(0);
  await expectMail(reference, 2);
});

test(
  "a postcode that does not exist keeps 'Continue to Options' disabled",
  { tag: "@any-width" },
  async ({ page, consoleErrors }) => {
    const monday = addDays(sundayAhead(), 1);
    await seedList(page, [{ equipmentSlug: RESALE.slug, quantity: 1 }], {
      startDate: monday,
      endDate: addDays(monday, 1),
    });
    await page.goto("/");
    const list = await openMyList(page);
    await list.getByRole("button", { name: "Proceed to Address" }).click();
    const checkout = dialog(page, "checkout-dialog");
    await checkout.getByLabel("First name").fill("Sam");
    await checkout.getByLabel("Last name").fill("Builder");
    await checkout.getByLabel("Email").fill("sam@example.com");
    await checkout.getByLabel("Phone").fill("0207946000");
    await checkout.getByLabel("Address").fill("1 Road");
    await checkout.getByLabel("Postcode").fill("ZZ1 1ZZ");
    await expect(checkout.getByText("This postcode does not exist. Please check and try again.")).toBeVisible();
    await expect(checkout.getByRole("button", { name: "Continue to Options" })).toBeDisabled();
    await checkout.getByLabel("Postcode").fill("SW1A");
    await checkout.getByLabel("Postcode").blur();
    await expect(checkout.getByText("Please enter a valid UK postcode (e.g. SW1A 1AA)")).toBeVisible();
    // The lookup's 404 is its answer for an unknown postcode; the browser logs every 404 it fetches.
    const lookup404 = "Failed to load resource: the server responded with a status of 404 (Not Found)";
    expect(consoleErrors).toEqual([lookup404]);
    consoleErrors.length = 0;
  },
);
