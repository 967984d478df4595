import type { Locator, Page } from "@playwright/test";
import { BankHolidays } from "../../server/services/bank-holidays/index.js";
import { addDays, todayInLondon } from "../../core/hire-dates.js";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { reviewScreenshot } from "./review-screenshots";
import {
  dialog,
  expectMail,
  expectToast,
  fillCustomer,
  HIRE,
  openMyList,
  pickDay,
  RESALE,
  seedList,
  sundayAhead,
} from "./mylist-helpers";

// Buying and checkout (docs/decisions/mylist.md U14-U16): the day Resale items alone are wanted from is the
// customer's to choose and nothing calls it a hire; a greyed-out 'Continue' says why; the terms error is in full view;
// the branch picker judges stock by the Hire lines. Both projects: 1280 and 390 px.

const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
    .format(new Date(`${isoDate}T00:00:00Z`))
    .replace(",", "");

// The calendar marks England and Wales holidays (V2): the first Monday two days ahead that is open there is offered,
// even when another nation closes on it.
const englishHolidays = new Set(
  (await new BankHolidays().window("eng", Number(todayInLondon().slice(0, 4)))).map((holiday) => holiday.date),
);
function openMonday(): string {
  let monday = addDays(sundayAhead(), -6);
  while (monday <= addDays(todayInLondon(), 1) || englishHolidays.has(monday)) monday = addDays(monday, 7);
  return monday;
}

/** A fresh visitor's list of `slugs`, made as the browser makes one for a Resale item: no dates. */
async function listWithoutDates(page: Page, slugs: string[]) {
  const sessionId = `session-${Date.now()}-${Math.random().toString(16).slice(2).padEnd(16, "0")}`;
  await page.addInitScript((id) => window.localStorage.setItem("mylist-session-id", id), sessionId);
  const headers = { "X-Session-Id": sessionId };
  const { id } = (await (await page.request.post("/api/reservations", { data: { sessionId }, headers })).json()) as {
    id: number;
  };
  for (const equipmentSlug of slugs) {
    await page.request.post(`/api/reservations/${id}/items`, { data: { equipmentSlug, quantity: 2 }, headers });
  }
}

test("Resale items alone are wanted from a day the customer picks, and nothing calls it a hire", async ({ page }) => {
  test.setTimeout(90_000);
  const monday = openMonday();
  await listWithoutDates(page, [RESALE.slug]);
  await page.goto("/");
  const list = await openMyList(page);
  await expect(list.getByText("No hire period needed")).toBeVisible();
  await reviewScreenshot(page, "mylist-resale");
  await list.getByRole("button", { name: "Change Day" }).click();

  const picker = dialog(page, "hire-period-dialog");
  await expect(picker.getByRole("heading", { name: "When do you want your items?" })).toBeVisible();
  await expect(picker.getByText("End Date:")).toHaveCount(0);
  await pickDay(page, monday);
  await expect(picker.getByTestId("start-date")).toHaveText(longDate(monday));
  await reviewScreenshot(page, "wanted-from-calendar");
  await expectNoAxeViolations(page);
  await picker.getByRole("button", { name: "Confirm Day" }).click();
  await expectToast(page, "Day Updated");
  await expectToast(page, "Day Updated");

  await expect(list.getByTestId("mylist-period")).toContainText(`Wanted from ${longDate(monday)}`);
  await list.getByRole("button", { name: "Proceed to Address" }).click();
  const checkout = dialog(page, "checkout-dialog");
  await fillCustomer(page);
  await checkout.getByRole("button", { name: "Continue to Options" }).click();
  await checkout.getByRole("button", { name: "Continue", exact: true }).click();
  const summary = checkout.getByTestId("checkout-summary");
  await expect(summary).toContainText(`Wanted from${longDate(monday)}`);
  await expect(summary).toContainText("For delivery from this day");
  await checkout.getByRole("checkbox").check();
  await reviewScreenshot(page, "checkout-confirm-resale");
  await checkout.getByRole("button", { name: "Confirm MyList Request" }).click();

  await expect(page).toHaveURL(/\/requests\/ML-[A-Z0-9]{4}-[A-Z0-9]{4}\?t=/);
  const reference = /\/requests\/([^?]+)/.exec(page.url())![1];
  const dates = page.getByText("Wanted from", { exact: true }).locator("xpath=..");
  await expect(dates).toContainText(longDate(monday));
  await expect(page.getByText(/hire period/i)).toHaveCount(0);
  await reviewScreenshot(page, "tracking-resale", { fullPage: true });

  const mails = await expectMail(reference, 2);
  for (const mail of mails) {
    expect(mail).toContain(`Wanted from: ${longDate(monday)}`);
    expect(mail).not.toMatch(/hire period/i);
  }

  // The desk: its list gives the day alone, and the request's page says 'Wanted from'.
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill("admin@hirebase.test");
  await page.getByLabel("Password").fill("e2e admin password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/import$/);
  await page.goto(`/admin/requests?search=${reference}`);
  const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${monday}T00:00:00Z`),
  );
  await expect(page.locator("main")).toContainText(`From ${day}`);
  await reviewScreenshot(page, "desk-list-resale");
  await page.goto(`/admin/requests/${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Purchase request ${reference}`);
  await expect(page.getByText("Wanted from", { exact: true })).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/hire period/i);
  await reviewScreenshot(page, "desk-detail-resale", { fullPage: true });
});

/** The reason a greyed-out button gives, through its aria-describedby. */
async function reasonOf(button: Locator): Promise<string | null> {
  await expect(button).toBeDisabled();
  const id = await button.getAttribute("aria-describedby");
  expect(id, "the disabled button names its reason").toBeTruthy();
  const reason = button.page().locator(`[id="${id}"]`);
  await expect(reason).toBeVisible();
  return reason.textContent();
}

test("a greyed-out Continue says what is missing", async ({ page }) => {
  test.setTimeout(60_000);
  const monday = addDays(sundayAhead(), 1);
  await seedList(
    page,
    [
      { equipmentSlug: HIRE.slug, quantity: 1 },
      { equipmentSlug: RESALE.slug, quantity: 2 },
    ],
    {
      startDate: monday,
      endDate: addDays(monday, 2),
    },
  );
  await page.goto("/");
  await (await openMyList(page)).getByRole("button", { name: "Proceed to Address" }).click();
  const checkout = dialog(page, "checkout-dialog");
  const toOptions = checkout.getByRole("button", { name: "Continue to Options" });
  expect(await reasonOf(toOptions)).toBe(
    "To continue, fill in your first name, last name, email, phone, postcode and address.",
  );
  await checkout.getByLabel("First name").fill("Sam");
  await checkout.getByLabel("Email").fill("sam.builder@");
  await checkout.getByLabel("Email").blur();
  expect(await reasonOf(toOptions)).toBe(
    "To continue, fill in your last name, phone, postcode and address, and check your email.",
  );
  await reviewScreenshot(page, "checkout-step1-reason");
  await fillCustomer(page);
  await expect(toOptions).toBeEnabled();
  await expect(toOptions).not.toHaveAttribute("aria-describedby");
  await toOptions.click();

  await checkout.getByText("Collection (Free)").click();
  const toConfirm = checkout.getByRole("button", { name: "Continue", exact: true });
  expect(await reasonOf(toConfirm)).toBe("To continue, choose a branch to collect from.");
  await reviewScreenshot(page, "checkout-step2-reason");
  await expectNoAxeViolations(page);

  // The picker judges stock by the Hire line, and says so (U16).
  await checkout.getByRole("button", { name: "Choose Location" }).click();
  const branches = dialog(page, "branch-picker-dialog");
  await expect(branches.getByTestId("stock-judged-by")).toHaveText(
    "Availability is for your hire items; the branch confirms the items you are buying.",
  );
  await branches.getByRole("button", { name: "Select This Branch" }).click();
  await expect(toConfirm).toBeEnabled();
});

test("the terms error shows in full above the footer", async ({ page }) => {
  const monday = addDays(sundayAhead(), 1);
  await seedList(page, [{ equipmentSlug: HIRE.slug, quantity: 1 }], { startDate: monday, endDate: addDays(monday, 2) });
  await page.goto("/");
  await (await openMyList(page)).getByRole("button", { name: "Proceed to Address" }).click();
  const checkout = dialog(page, "checkout-dialog");
  await fillCustomer(page);
  await checkout.getByRole("button", { name: "Continue to Options" }).click();
  await checkout.getByRole("button", { name: "Continue", exact: true }).click();
  await checkout.getByRole("button", { name: "Confirm MyList Request" }).click();

  const error = checkout.locator("#terms-error");
  await expect(error).toHaveText("You must accept the terms and conditions");
  const footer = checkout.getByRole("button", { name: "Confirm MyList Request" }).locator("xpath=..");
  await expect
    .poll(async () => {
      const [box, bar] = [await error.boundingBox(), await footer.boundingBox()];
      return box && bar ? box.y + box.height <= bar.y : false;
    })
    .toBe(true);
  const box = (await error.boundingBox())!;
  for (const y of [box.y + 1, box.y + box.height / 2, box.y + box.height - 1]) {
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest("#terms-error") !== null,
      [box.x + Math.min(20, box.width / 2), y],
    );
    expect(onTop, `the error is on top at y=${y}`).toBe(true);
  }
  await reviewScreenshot(page, "checkout-terms-error");
});
