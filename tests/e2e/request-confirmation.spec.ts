import { addDays } from "../../core/hire-dates.js";
import { counter } from "../../brands/kestrel/counter.js";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { checkDialog, dialog, ENQUIRE, fillCustomer, HIRE, openMyList, seedList, sundayAhead } from "./mylist-helpers";

// After the request is sent, what a customer collecting needs (docs/decisions/mylist.md U19, U20), and '+enquire'
// answering at once (U21). At 1280 and 390 px, what the width cannot change once (docs/decisions/operation.md E43).

test("the confirmation tells a collecting customer what to bring, with a call and directions in one tap", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const monday = addDays(sundayAhead(), 1);
  await seedList(page, [{ equipmentSlug: HIRE.slug, quantity: 1 }], { startDate: monday, endDate: addDays(monday, 2) });
  await page.goto("/");
  const list = await openMyList(page);
  await list.getByRole("button", { name: "Proceed to Address" }).click();
  const checkout = dialog(page, "checkout-dialog");
  await fillCustomer(page);
  await checkout.getByRole("button", { name: "Continue to Options" }).click();
  await checkout.getByLabel("Collection (Free)").check();
  await checkout.getByRole("button", { name: "Choose Location" }).click();
  const picker = dialog(page, "branch-picker-dialog");
  const branchName = (await picker.getByTestId("branch-name").first().textContent())!.trim();
  await picker.getByRole("button", { name: "Select This Branch" }).click();
  await checkout.getByRole("button", { name: "Continue", exact: true }).click();
  await checkout.getByRole("checkbox").check();
  await checkout.getByRole("button", { name: "Confirm MyList Request" }).click();

  await expect(page.getByTestId("request-sent")).toContainText("Your request has been sent");
  const visit = page.getByTestId("branch-visit");
  await expect(visit.getByRole("heading", { name: `Collecting from ${branchName}` })).toBeVisible();
  const call = visit.getByRole("link", { name: /^Call / });
  await expect(call).toHaveAttribute("href", /^tel:\+?\d{9,}$/);
  const directions = visit.getByRole("link", { name: `Directions to ${branchName} (opens in a new tab)` });
  // The branch's position, from the catalogue: a plain link, nothing on the page asks a map service for anything.
  await expect(directions).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+\.\d+%2C-?\d+\.\d+$/,
  );
  await expect(visit.getByRole("heading", { name: counter.heading })).toBeVisible();
  for (const item of counter.items) await expect(visit.getByText(item)).toBeVisible();
  await expectNoAxeViolations(page);

  // Opened again (a page of its own: the list's session, which the test gave this one, is closed now).
  const again = await page.context().newPage();
  const elsewhere: string[] = [];
  again.on("request", (request) => {
    if (!request.url().startsWith(baseURL!)) elsewhere.push(request.url());
  });
  await again.goto(page.url());
  await expect(again.getByTestId("branch-visit").getByRole("link", { name: /^Call / })).toBeVisible();
  expect(elsewhere).toEqual([]);
});

test("'+enquire' shows its dialog at once, while the form's code is still on its way", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`/quick-hires#${ENQUIRE.slug}`);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });

  await page.locator(`button[data-equipment-slug="${ENQUIRE.slug}"]`).click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const shell = page.getByRole("dialog", { name: "Special Equipment Request" });
  await expect(shell).toBeVisible({ timeout: 2_000 });
  await expect(shell.getByRole("status")).toHaveText("Loading the form…");
  await expect(shell.getByRole("button", { name: "Close" })).toBeFocused();
  await expectNoAxeViolations(page);

  release();
  const form = dialog(page, "special-request-dialog");
  await expect(form.getByLabel("First name")).toBeVisible();
  await expect(page.locator("#enquire-shell")).not.toBeVisible();
  await checkDialog(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator(`button[data-equipment-slug="${ENQUIRE.slug}"]`)).toBeFocused();
});

test("closing '+enquire' before its form arrives leaves no dialog behind", { tag: "@any-width" }, async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`/quick-hires#${ENQUIRE.slug}`);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const button = page.locator(`button[data-equipment-slug="${ENQUIRE.slug}"]`);
  await button.click();
  await expect(page.getByRole("dialog", { name: "Special Equipment Request" })).toBeVisible({ timeout: 2_000 });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  release();
  // The code arrives and is ready for the next press, which opens the form.
  await page.unrouteAll({ behavior: "wait" });
  await button.click();
  await expect(dialog(page, "special-request-dialog").getByLabel("First name")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(button).toBeFocused();
});
