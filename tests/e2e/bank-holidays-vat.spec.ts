import type { Page } from "@playwright/test";
import { addDays, isSunday, todayInLondon } from "../../core/hire-dates.js";
import { incVat } from "../../core/vat.js";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { dialog, expectToast, fillCustomer, gbp, HIRE, openMyList, RESALE, seedList, tabTo } from "./mylist-helpers";
import { reviewScreenshot } from "./review-screenshots";

// Bank holidays and the VAT view (docs/decisions/mylist.md V1, V2; money.md V3-V6). The switch and the prices it
// changes on the pages are checked at 1280 px and 390 px; the calendar's bank holiday, checkout's refusal and MyList's
// figures, the same at both widths, once (docs/decisions/operation.md E43).

/** The next Christmas Day at least two days ahead that is not a Sunday (England and Wales: branches closed). */
function nextChristmas(): string {
  const earliest = addDays(todayInLondon(), 2);
  let year = Number(earliest.slice(0, 4));
  while (`${year}-12-25` < earliest || isSunday(`${year}-12-25`)) year++;
  return `${year}-12-25`;
}

/** A period starting today-plus-two that no nation's holiday or a Sunday touches, for seeding lists. */
function plainPeriod(): { startDate: string; endDate: string } {
  let start = addDays(todayInLondon(), 3);
  while (isSunday(start) || /-12-2[4-9]|-12-3[01]|-01-0[1-4]/.test(start)) start = addDays(start, 1);
  let end = addDays(start, 2);
  while (isSunday(end)) end = addDays(end, 1);
  return { startDate: start, endDate: end };
}

const money = (amount: string) => gbp(Number(amount));

test(
  "a bank holiday cannot be picked, a list's period on one is warned, and checkout refuses it",
  { tag: "@any-width" },
  async ({ page, consoleErrors }) => {
    test.setTimeout(90_000);
    const christmas = nextChristmas();
    let end = addDays(christmas, 5);
    while (isSunday(end)) end = addDays(end, 1);
    // The calendar's today: 1 December of that year (or the real today, if later), so the month shown is stable.
    const today = todayInLondon();
    const browserToday = today > `${christmas.slice(0, 4)}-12-01` ? today : `${christmas.slice(0, 4)}-12-01`;
    await page.clock.setFixedTime(new Date(`${browserToday}T10:00:00Z`));

    // A period the calendar would not offer reaches the list another way (here the API; R5 allows it in a draft).
    await seedList(page, [{ equipmentSlug: HIRE.slug, quantity: 1 }], { startDate: christmas, endDate: end });
    await page.goto("/");
    const list = await openMyList(page);
    await list.getByRole("button", { name: "Change Dates" }).click();
    const period = dialog(page, "hire-period-dialog");

    // The calendar opens on the list's period (U13), marks the day unavailable and names why (U11).
    const christmasCell = period.locator(`[data-day="${christmas}"]:not([data-outside])`);
    await expect(christmasCell).toHaveClass(/bank-holiday/);
    await expect(christmasCell.getByRole("button")).toHaveAttribute("aria-disabled", "true");
    await expect(christmasCell.getByRole("button")).toHaveAccessibleName(/\. Christmas Day: bank holiday$/);
    await expect(period.getByText("Bank holiday (England and Wales): branches are closed")).toBeVisible();
    await expect(period.getByTestId("start-date")).toContainText("25 December");
    await expect(period.getByRole("alert").filter({ hasText: "Branches are closed on Christmas Day" })).toHaveText(
      "Branches are closed on Christmas Day",
    );
    await expectNoAxeViolations(page);
    await reviewScreenshot(page, "bank-holiday");

    // The branch is not known yet, so the period can be kept; checkout decides (V1, V2).
    await period.getByRole("button", { name: "Confirm Hire Period" }).click();
    await expectToast(page, "Dates Updated");

    await list.getByRole("button", { name: "Proceed to Address" }).click();
    const checkout = dialog(page, "checkout-dialog");
    await fillCustomer(page); // SW1A 1AA: delivered from the nearest branch, in England
    await checkout.getByRole("button", { name: "Continue to Options" }).click();
    await checkout.getByRole("button", { name: "Continue", exact: true }).click();
    await checkout.getByRole("checkbox").check();
    await checkout.getByRole("button", { name: "Confirm MyList Request" }).click();
    await expectToast(page, "Checkout Failed");
    const year = christmas.slice(0, 4);
    await expect(
      checkout.getByText(`Please change your start date: branches are closed on Christmas Day, 25 December ${year}.`),
    ).toBeVisible();
    // The list was not sent.
    await expect(page.getByTestId("mylist-count")).toContainText("1");
    // The refusal is the browser's logged 400 (and its one retry), and nothing else.
    const refused = "Failed to load resource: the server responded with a status of 400";
    expect(consoleErrors.length).toBeGreaterThan(0);
    expect(consoleErrors.every((error) => error.startsWith(refused))).toBe(true);
    consoleErrors.splice(0);
  },
);

interface PairState {
  ex: string;
  inc: string;
  shown: string;
  box: { x: number; y: number; width: number; height: number };
}

/** Every server-rendered price and label in main: both figures, the one visible, and its box. */
function pairs(page: Page): Promise<PairState[]> {
  return page.locator("main .vat-pair").evaluateAll((elements) =>
    elements.map((element) => {
      const [ex, inc] = Array.from(element.children) as HTMLElement[];
      const shown = [ex, inc].filter((child) => child.checkVisibility({ visibilityProperty: true }));
      const { x, y, width, height } = element.getBoundingClientRect();
      return {
        ex: ex.textContent!,
        inc: inc.textContent!,
        shown: shown.map((child) => child.textContent).join("|"),
        box: { x, y: y + window.scrollY, width, height },
      };
    }),
  );
}

/** Checks that every price and label on the page shows the chosen view's figure, worked out with core/vat. */
async function expectEveryPriceIn(page: Page, view: "ex" | "inc"): Promise<PairState[]> {
  const state = await pairs(page);
  expect(state.length).toBeGreaterThan(0);
  for (const pair of state) {
    if (pair.ex === "ex VAT") {
      expect(pair.inc).toBe("inc VAT");
    } else {
      expect(pair.inc).toBe(money(incVat(pair.ex.replace(/[£,]/g, ""))));
    }
    expect(pair.shown).toBe(view === "ex" ? pair.ex : pair.inc);
  }
  return state;
}

const vatButton = (page: Page, view: "ex VAT" | "inc VAT") =>
  page.getByRole("banner").getByRole("group", { name: "Show prices" }).getByRole("button", { name: view, exact: true });

test("the VAT switch changes every price on category and equipment pages and MyList, and survives a reload", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const hireInc = money(incVat("145.00"));
  expect(hireInc).toBe("£174.00");

  // Category page: ex VAT by default.
  await page.goto(HIRE.category);
  const row = page.getByRole("row").filter({ hasText: HIRE.name });
  await expect(row.getByText("£145.00", { exact: true })).toBeVisible();
  await expect(vatButton(page, "ex VAT")).toHaveAttribute("aria-pressed", "true");
  const exState = await expectEveryPriceIn(page, "ex");
  await expectNoAxeViolations(page);

  // The switch is a keyboard control with a visible focus ring.
  const inc = vatButton(page, "inc VAT");
  await tabTo(page, inc);
  await expect(inc).toHaveCSS("outline-style", "solid");
  await page.keyboard.press("Enter");
  await expect(inc).toHaveAttribute("aria-pressed", "true");
  await expect(vatButton(page, "ex VAT")).toHaveAttribute("aria-pressed", "false");
  await expect(row.getByText(hireInc, { exact: true })).toBeVisible();
  await expect(row.getByText("£145.00", { exact: true })).toBeHidden();
  const incState = await expectEveryPriceIn(page, "inc");
  // No layout shift: every price keeps its box when the view changes.
  expect(incState.map((pair) => pair.box)).toEqual(exState.map((pair) => pair.box));
  await expectNoAxeViolations(page);
  await reviewScreenshot(page, "vat-category");
  await reviewScreenshot(page.getByRole("table").filter({ hasText: "Equipment Name" }), "vat-category-table");

  // A reload keeps the choice, applied before the page paints (checked as soon as the document is parsed).
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const firstInc = document.querySelector("main .vat-pair .vat-inc");
      (window as unknown as { incShownAtParse: boolean }).incShownAtParse =
        document.documentElement.dataset.vat === "inc" &&
        !!firstInc &&
        getComputedStyle(firstInc).visibility === "visible";
    });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { incShownAtParse: boolean }).incShownAtParse)).toBe(true);
  await expect(vatButton(page, "inc VAT")).toHaveAttribute("aria-pressed", "true");
  const reloaded = await expectEveryPriceIn(page, "inc");
  expect(reloaded.map((pair) => pair.box)).toEqual(incState.map((pair) => pair.box));

  // Equipment page.
  await page.goto(`/equipment/${HIRE.slug}`);
  await expect(page.getByRole("main").getByText(hireInc, { exact: true })).toBeVisible();
  await expectEveryPriceIn(page, "inc");
  await reviewScreenshot(page, "vat-equipment");
  await vatButton(page, "ex VAT").click();
  await expect(page.getByRole("main").getByText("£145.00", { exact: true })).toBeVisible();
  await expectEveryPriceIn(page, "ex");
  await expectNoAxeViolations(page);
});

test("MyList and checkout prices follow the VAT view", { tag: "@any-width" }, async ({ page }) => {
  test.setTimeout(60_000);
  const { startDate, endDate } = plainPeriod();
  await seedList(
    page,
    [
      { equipmentSlug: HIRE.slug, quantity: 1 },
      { equipmentSlug: RESALE.slug, quantity: 3 },
    ],
    { startDate, endDate },
  );
  await page.goto("/");
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
  const total = (145 * days + 3.95 * 3).toFixed(2);

  const list = await openMyList(page);
  await expect(list.getByTestId("mylist-total")).toHaveText(`${money(total)} ex VAT`);
  // docs/decisions/money.md P9: the line says how it was worked out.
  await expect(list.getByText(`£145.00 a day: ${days} days ${money((145 * days).toFixed(2))} ex VAT`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(list).toHaveCount(0);

  await vatButton(page, "inc VAT").click();
  await openMyList(page);
  await expect(list.getByTestId("mylist-total")).toHaveText(`${money(incVat(total))} inc VAT`);
  await expect(
    list.getByText(`£174.00 a day: ${days} days ${money(incVat((145 * days).toFixed(2)))} inc VAT`),
  ).toBeVisible();
  await expect(list.getByText(`${money(incVat("3.95"))} each inc VAT`)).toBeVisible();
  await expect(list.getByText(money(incVat((145 * days).toFixed(2))), { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await reviewScreenshot(page, "vat-mylist");

  // Survives a reload, in the list too.
  await page.reload();
  await openMyList(page);
  await expect(list.getByTestId("mylist-total")).toHaveText(`${money(incVat(total))} inc VAT`);

  await list.getByRole("button", { name: "Proceed to Address" }).click();
  const checkout = dialog(page, "checkout-dialog");
  await fillCustomer(page);
  await checkout.getByRole("button", { name: "Continue to Options" }).click();
  await expect(checkout.getByText(/inc VAT for this period/)).toBeVisible();
  await checkout.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(checkout.getByTestId("checkout-total")).toHaveText(/ inc VAT$/);
});
