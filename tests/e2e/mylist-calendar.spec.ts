import type { Page } from "@playwright/test";
import { longDate } from "../../core/date-format.js";
import { addDays, formatDays, hireDays, isSunday, todayInLondon } from "../../core/hire-dates.js";
import { isBankHolidaySomewhere } from "../helpers/mylist.js";
import { expect, test } from "./fixtures";
import {
  checkDialog,
  dialog,
  HIRE,
  openMyList,
  pickDay,
  seedList,
  showDay,
  shownMonth,
  sundayAhead,
} from "./mylist-helpers";
import { reviewScreenshot } from "./review-screenshots";

// The hire-period calendar: unavailable days say why before the click (docs/decisions/mylist.md U11), it
// opens on the first bookable month and keeps a start across months (U12), and 'Change Dates' opens on the list's
// period (U13). At 1280 px and 390 px.

const firstOfNextMonth = (isoDate: string) => `${addDays(`${isoDate.slice(0, 7)}-28`, 4).slice(0, 7)}-01`;

/**
 * The last day of the first month from next month on whose last two days are open (no Sunday) and where no nation
 * has a bank holiday from the day before the last to a week after: the calendar's month end, free of closures.
 */
function monthEnd(): string {
  let first = firstOfNextMonth(todayInLondon());
  for (;;) {
    const last = addDays(firstOfNextMonth(first), -1);
    const around = Array.from({ length: 9 }, (_, i) => addDays(last, i - 1));
    if (!isSunday(last) && !isSunday(addDays(last, -1)) && !around.some(isBankHolidaySomewhere)) return last;
    first = firstOfNextMonth(first);
  }
}

/** From the category page, a visitor without a list: 'MyList', 'Create MyList', then the calendar. */
async function openCalendar(page: Page) {
  await page.getByRole("button", { name: `MyList: add ${HIRE.name}` }).click();
  await dialog(page, "create-mylist-dialog").getByRole("button", { name: "Create MyList" }).click();
  const period = dialog(page, "hire-period-dialog");
  await expect(period.getByRole("heading", { name: `ADD ${HIRE.name} to MyList` })).toBeVisible();
  return period;
}

test("days that cannot start or end a hire are unavailable before the click, and say why", async ({ page }) => {
  const sunday = sundayAhead();
  const monday = addDays(sunday, 1);
  await page.goto(HIRE.category);
  const period = await openCalendar(page);
  const reason = period.getByTestId("day-reason");

  const today = await showDay(page, todayInLondon());
  await expect(today).toHaveAttribute("aria-disabled", "true");
  await expect(today).toHaveAccessibleName(/\. Today: call your local branch for same-day hire$/);

  const sundayButton = await showDay(page, sunday);
  await expect(sundayButton).toHaveAttribute("aria-disabled", "true");
  await expect(sundayButton).toHaveAccessibleName(/\. Sunday: branches are closed$/);
  // The reason shows on hover and on focus.
  await sundayButton.hover();
  await expect(reason).toHaveText("Sunday: branches are closed");
  await page.mouse.move(0, 0);
  await expect(reason).toHaveText("");
  await sundayButton.focus();
  await expect(reason).toHaveText("Sunday: branches are closed");
  await reviewScreenshot(page, "calendar-sunday-reason");
  // A click on it does nothing: no start, no warning.
  await sundayButton.click({ force: true });
  await expect(period.getByTestId("start-date")).toHaveText("Not selected");
  await expect(period.getByText("Hire cannot start or end on a sunday")).toHaveCount(0);

  // An open day next to it is picked with one click, and so is the end.
  await pickDay(page, monday);
  await pickDay(page, addDays(monday, 2));
  await expect(period.getByTestId("start-date")).toHaveText(longDate(monday));
  await expect(period.getByTestId("rental-period")).toHaveText("Total rental period: 2 days");
  await expect(period.getByRole("button", { name: "Confirm Hire Period" })).toBeEnabled();
  await checkDialog(page);
});

test("at a month's end the calendar opens on the first bookable month and keeps a start across months", async ({
  page,
}) => {
  const last = monthEnd();
  const nextFirst = addDays(last, 1);
  let end = addDays(last, 3);
  while (isSunday(end)) end = addDays(end, 1);
  // The browser's today is the day before the month's last day: the last day is the only start left in the month.
  await page.clock.setFixedTime(new Date(`${addDays(last, -1)}T10:00:00Z`));
  await page.goto(HIRE.category);
  let period = await openCalendar(page);
  await expect.poll(() => shownMonth(page)).toBe(`${last.slice(0, 7)}-01`);
  await pickDay(page, last);
  await expect(period.getByTestId("start-date")).toHaveText(longDate(last));
  await reviewScreenshot(page, "calendar-month-end-start");

  await period.getByRole("button", { name: /next month/i }).click();
  await expect.poll(() => shownMonth(page)).toBe(nextFirst);
  await expect(period.getByTestId("start-date")).toHaveText(longDate(last));
  await pickDay(page, end);
  await expect(period.getByTestId("start-date")).toHaveText(longDate(last));
  await expect(period.getByTestId("end-date")).toHaveText(longDate(end));
  await expect(period.getByTestId("rental-period")).toHaveText(
    `Total rental period: ${formatDays(hireDays(last, end))}`,
  );
  await expect(period.getByRole("button", { name: "Confirm Hire Period" })).toBeEnabled();
  await checkDialog(page);
  await reviewScreenshot(page, "calendar-month-end-next-month");

  // On the month's last day nothing in it can start a hire: the calendar opens on the next month.
  await period.getByRole("button", { name: "Back" }).click();
  await page.clock.setFixedTime(new Date(`${last}T10:00:00Z`));
  period = await openCalendar(page);
  await expect.poll(() => shownMonth(page)).toBe(nextFirst);
  await expect(period.getByTestId("start-date")).toHaveText("Not selected");
  await reviewScreenshot(page, "calendar-month-end-opens-next");
});

test("'Change Dates' opens on the list's current period", async ({ page }) => {
  const monday = addDays(sundayAhead(), 1);
  const thursday = addDays(monday, 3);
  await seedList(page, [{ equipmentSlug: HIRE.slug, quantity: 1 }], { startDate: monday, endDate: thursday });
  await page.goto("/");
  const list = await openMyList(page);
  await list.getByRole("button", { name: "Change Dates" }).click();
  const period = dialog(page, "hire-period-dialog");
  await expect(period.getByRole("heading", { name: "Set Rental Period" })).toBeVisible();
  await expect(period.getByText("Start Date:")).toBeVisible();
  await expect(period.getByTestId("start-date")).toHaveText(longDate(monday));
  await expect(period.getByText("End Date:")).toBeVisible();
  await expect(period.getByTestId("end-date")).toHaveText(longDate(thursday));
  await expect(period.getByTestId("rental-period")).toHaveText("Total rental period: 3 days");
  // The period's month is the one shown, with the period selected.
  await expect(period.locator(`[data-day="${monday}"]:not([data-outside])`)).toHaveAttribute("aria-selected", "true");
  await expect(period.getByRole("button", { name: "Confirm Hire Period" })).toBeEnabled();
  await checkDialog(page);
  await reviewScreenshot(page, "calendar-change-dates");

  // A click starts a new period.
  await pickDay(page, addDays(monday, 1));
  await expect(period.getByTestId("start-date")).toHaveText(longDate(addDays(monday, 1)));
  await expect(period.getByTestId("end-date")).toHaveText("Not selected");
});
