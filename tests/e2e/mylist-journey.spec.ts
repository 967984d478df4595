import { addDays, isSunday, todayInLondon } from "../../core/hire-dates.js";
import type { Locator, Page } from "@playwright/test";
import { allowFailedResources, expect, expectNoAxeViolations, test } from "./fixtures";
import {
  checkDialog,
  DELIVERY_ESTIMATE,
  dialog,
  expectMail,
  expectToast,
  fillCustomer,
  HIRE,
  openMyList,
  RESALE,
  seedList,
  sundayAhead,
} from "./mylist-helpers";
import { demoRows } from "../helpers/demo-rows.js";
import { isBankHolidaySomewhere } from "../helpers/mylist.js";

// The customer's journey: a list of Resale items alone can be sent, the confirmation page stays, the terms
// message waits for a submit, and nothing sits under the floating MyList button. At 1280 and 390 px, what the width
// cannot change once (docs/decisions/operation.md E43).

const BLADE = { slug: "diamond-blade-115mm", name: "Diamond Blade 115mm" };

/** The first day after today that is neither a Sunday nor a bank holiday anywhere: the implicit start (R9). */
function firstOpenDay(): string {
  let date = addDays(todayInLondon(), 1);
  while (isSunday(date) || isBankHolidaySomewhere(date)) date = addDays(date, 1);
  return date;
}

const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
    .format(new Date(`${isoDate}T00:00:00Z`))
    .replace(",", "");

test("a MyList of Resale items alone is sent, and the confirmation page stays and comes back", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`/equipment/${BLADE.slug}`);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await page.getByRole("button", { name: "Add to Reservation" }).click();
  const quantity = dialog(page, "quantity-dialog");
  await quantity.getByRole("button", { name: "Add to MyList" }).click();
  await expectToast(page, "Equipment Added");

  // No dates to fix: the list has no hire period, and can be sent.
  const list = await openMyList(page);
  await expect(list.getByText(/Please change your hire dates/)).toHaveCount(0);
  await expect(list.getByText("No hire period needed")).toBeVisible();
  await expect(list.getByTestId("mylist-period")).toContainText(`Wanted from ${longDate(firstOpenDay())}`);
  await expect(list.getByRole("button", { name: "Change Dates" })).toHaveCount(0);
  await list.getByRole("button", { name: "Proceed to Address" }).click();

  const checkout = dialog(page, "checkout-dialog");
  await fillCustomer(page);
  await checkout.getByRole("button", { name: "Continue to Options" }).click();
  await expect(checkout.getByText("Damage waiver")).toHaveCount(0);
  await checkout.getByRole("button", { name: "Continue", exact: true }).click();

  // Step 3: the terms message waits for a submit.
  await expect(checkout.getByRole("heading", { name: "Confirm your List" })).toBeVisible();
  const summary = checkout.getByTestId("checkout-summary");
  await expect(summary).toContainText(`Wanted from${longDate(firstOpenDay())}`);
  await expect(checkout.getByText("You must accept the terms and conditions")).toHaveCount(0);
  await expect(checkout.getByRole("checkbox")).not.toHaveAttribute("aria-invalid");
  await checkout.getByRole("button", { name: "Confirm MyList Request" }).click();
  await expect(checkout.getByText("You must accept the terms and conditions")).toBeVisible();
  await checkout.getByRole("checkbox").check();
  await checkout.getByRole("button", { name: "Confirm MyList Request" }).click();

  // The confirmation: the request's private page, with everything the customer needs to keep.
  await expect(page).toHaveURL(/\/requests\/ML-[A-Z0-9]{4}-[A-Z0-9]{4}\?t=[\w-]{43}$/);
  const reference = /\/requests\/([^?]+)/.exec(page.url())![1];
  const sent = page.getByTestId("request-sent");
  await expect(sent).toContainText("Your request has been sent");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Your request ${reference}`);
  await expect(page.getByRole("table")).toContainText(name);
  await expect(page.getByTestId("delivery-choice")).toHaveText(DELIVERY_ESTIMATE);
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(page.getByText(/contacts you in its opening hours, usually within one working day/)).toBeVisible();
  await expect(page.getByLabel("Private tracking link")).toHaveValue(page.url());
  await expect(page.getByRole("link", { name: "Print or save as PDF" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectMail(reference, 2);
  const confirmation = page.url();

  // From the same browser, the MyList button offers it again.
  await page.goto("/");
  const empty = await openMyList(page);
  await expect(empty.getByText("Your MyList is empty")).toBeVisible();
  await empty.getByRole("link", { name: `Your last request ${reference}` }).click();
  await expect(page).toHaveURL(confirmation);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Your request ${reference}`);
  await expect(page.getByTestId("request-sent")).toHaveCount(0);
});

test("checkout's terms message waits for a submit", { tag: "@any-width" }, async ({ page }) => {
  const monday = addDays(sundayAhead(), 1);
  await seedList(page, [{ equipmentSlug: HIRE.slug, quantity: 1 }], { startDate: monday, endDate: addDays(monday, 2) });
  await page.goto("/");
  const list = await openMyList(page);
  await list.getByRole("button", { name: "Proceed to Address" }).click();
  const checkout = dialog(page, "checkout-dialog");
  await fillCustomer(page);
  await checkout.getByRole("button", { name: "Continue to Options" }).click();
  await checkout.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(checkout.getByRole("heading", { name: "Confirm your List" })).toBeVisible();
  await expect(checkout.getByText("You must accept the terms and conditions")).toHaveCount(0);
  await expect(checkout.getByRole("checkbox")).not.toHaveAttribute("aria-invalid");
  await checkout.getByRole("button", { name: "Confirm MyList Request" }).click();
  await expect(checkout.getByText("You must accept the terms and conditions")).toBeVisible();
  await expect(checkout.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
});

test(
  "another browser has no last request, and the page needs its token",
  { tag: "@any-width" },
  async ({ page, consoleErrors }) => {
    await page.goto("/");
    const list = await openMyList(page);
    await expect(list.getByRole("link", { name: /Your last request/ })).toHaveCount(0);
    const response = await page.goto("/requests/ML-AAAA-AAAA?t=" + "A".repeat(43));
    expect(response?.status()).toBe(404);
    consoleErrors.length = 0;
  },
);

test("a Hire item joining a list of Resale items asks for its hire period", async ({ page }) => {
  const sessionId = `session-${Date.now()}-${Math.random().toString(16).slice(2).padEnd(16, "0")}`;
  await page.addInitScript((id) => window.localStorage.setItem("mylist-session-id", id), sessionId);
  const headers = { "X-Session-Id": sessionId };
  const created = await page.request.post("/api/reservations", { data: { sessionId }, headers });
  const { id, startDate } = (await created.json()) as { id: number; startDate: string };
  expect(startDate).toBe(firstOpenDay());
  await page.request.post(`/api/reservations/${id}/items`, {
    data: { equipmentSlug: RESALE.slug, quantity: 1 },
    headers,
  });

  await page.goto(`/equipment/${HIRE.slug}`);
  await page.getByRole("button", { name: "Add to Reservation" }).click();
  await dialog(page, "create-mylist-dialog").getByRole("button", { name: "Create MyList" }).click();
  const period = dialog(page, "hire-period-dialog");
  await expect(period.getByRole("heading", { name: `ADD ${HIRE.name} to MyList` })).toBeVisible();
  await expect(period.getByTestId("start-date")).toHaveText("Not selected");
  await checkDialog(page);
});

/**
 * Once `target` is scrolled into view the least way (as scrolling down to it, or a Tab to it, brings it in: at the
 * bottom edge when it was below), `document.elementFromPoint` finds `target` (or its content) at its centre, where
 * a press lands, and across its width, so no part of it sits under something else.
 */
async function expectUncovered(target: Locator) {
  const covered = await target.evaluate((element) => {
    element.scrollIntoView({ block: "nearest", inline: "nearest" });
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const xs = [0.5, 0.02, 0.25, 0.75, 0.98].map((share) => box.left + box.width * share);
    const coverers = xs
      .map((x) => document.elementFromPoint(x, y))
      .filter((hit) => hit !== element && !element.contains(hit));
    return coverers.map((hit) => hit?.closest("[data-testid]")?.getAttribute("data-testid") ?? hit?.tagName);
  });
  expect(covered, `what covers ${target}`).toEqual([]);
}

async function expectAllUncovered(page: Page, buttons: Locator) {
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let i = 0; i < count; i++) await expectUncovered(buttons.nth(i));
  await expect(page.getByTestId("mylist-button")).toBeVisible();
}

test("the floating MyList button covers no row's MyList button nor the equipment page's buttons", async ({ page }) => {
  await page.goto("/categories/electric-scissor-lifts");
  await expectAllUncovered(page, page.getByRole("button", { name: /^MyList: add / }));

  await page.goto(`/equipment/${BLADE.slug}`);
  await expectAllUncovered(page, page.getByRole("main").getByRole("button", { name: /^(Add to Reservation|Back)$/ }));
  await expectUncovered(page.getByRole("main").getByRole("link").last());
});

test(
  "a full list says why another item cannot join it (MAX_LIST_LINES)",
  { tag: "@any-width" },
  async ({ page, consoleErrors }) => {
    test.setTimeout(90_000);
    const resale = demoRows("equipment")
      .filter((row) => row.type === "Resale" && row.rate && row.equipmentSlug !== BLADE.slug)
      .slice(0, 50);
    expect(resale).toHaveLength(50);
    const start = firstOpenDay();
    await seedList(
      page,
      resale.map((row) => ({ equipmentSlug: row.equipmentSlug, quantity: 1 })),
      { startDate: start, endDate: addDays(start, 1) },
    );
    await page.goto(`/equipment/${BLADE.slug}`);
    await page.getByRole("button", { name: "Add to Reservation" }).click();
    await dialog(page, "quantity-dialog").getByRole("button", { name: "Add to MyList" }).click();
    await expectToast(page, "Error", /already has 50 different items/);
    allowFailedResources(consoleErrors, 422); // the refused add, which the toast explains
  },
);
