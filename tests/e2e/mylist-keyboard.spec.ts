import type { Page } from "@playwright/test";
import { addDays } from "../../core/hire-dates.js";
import { expect, test } from "./fixtures";
import {
  DELIVERY_ESTIMATE,
  dialog,
  expectMail,
  expectToast,
  HIRE,
  RESALE,
  submittedReference,
  sundayAhead,
  tabTo,
} from "./mylist-helpers";

// The first journey with the keyboard alone: Tab, Shift+Tab, arrows, Enter and Space, no clicks.

/** The calendar's day in the Tab order: the first bookable day shown, or the period's start. */
const calendarTabStop = (page: Page) => page.locator('[data-day] button[tabindex="0"]');

const dayButton = (page: Page, isoDate: string) => page.locator(`[data-day="${isoDate}"]:not([data-outside]) button`);

/** In the calendar: arrows move to the date, stepping over unavailable days (docs/decisions/mylist.md U11). */
async function arrowTo(page: Page, to: string) {
  const focusedDay = () => page.evaluate(() => document.activeElement?.closest("[data-day]")?.getAttribute("data-day"));
  for (let i = 0; i < 62 && (await focusedDay()) !== to; i++) {
    await page.keyboard.press((await focusedDay())! < to ? "ArrowRight" : "ArrowLeft");
  }
  await expect(dayButton(page, to)).toBeFocused();
}

/** Arrows to the date and picks it with Enter. */
async function keyToDay(page: Page, to: string) {
  await arrowTo(page, to);
  await page.keyboard.press("Enter");
}

test("the whole journey with the keyboard alone", { tag: "@desktop" }, async ({ page }) => {
  test.setTimeout(120_000);
  const sunday = sundayAhead();
  const monday = addDays(sunday, 1);

  await page.goto(HIRE.category);
  await tabTo(page, page.getByRole("button", { name: `MyList: add ${HIRE.name}` }));
  await page.keyboard.press("Enter");

  const create = dialog(page, "create-mylist-dialog");
  await tabTo(page, create.getByRole("button", { name: "Create MyList" }));
  await page.keyboard.press("Enter");

  const period = dialog(page, "hire-period-dialog");
  await tabTo(page, calendarTabStop(page));
  // From the Saturday, the next arrow press steps over the Sunday to the Monday.
  await arrowTo(page, addDays(sunday, -1));
  await page.keyboard.press("ArrowRight");
  await expect(dayButton(page, monday)).toBeFocused();
  await page.keyboard.press("Enter");
  await keyToDay(page, addDays(monday, 2));
  await expect(period.getByTestId("rental-period")).toHaveText("Total rental period: 2 days");
  await tabTo(page, period.getByRole("button", { name: "Confirm Hire Period" }));
  await page.keyboard.press("Enter");

  const quantity = dialog(page, "quantity-dialog");
  await tabTo(page, quantity.getByRole("button", { name: /Increase/ }));
  await page.keyboard.press("Enter");
  await tabTo(page, quantity.getByRole("button", { name: "Add to MyList" }));
  await page.keyboard.press("Enter");
  await expectToast(page, "Equipment Added", `2x ${HIRE.name} added to MyList`);
  // Focus goes back to the button that started it.
  await expect(page.getByRole("button", { name: `MyList: add ${HIRE.name}` })).toBeFocused();

  await page.goto(`/equipment/${RESALE.slug}`);
  await tabTo(page, page.getByRole("button", { name: "Add to Reservation" }));
  await page.keyboard.press("Enter");
  await tabTo(page, quantity.getByRole("button", { name: "Add to MyList" }));
  await page.keyboard.press("Enter");
  await expectToast(page, "Equipment Added");

  await tabTo(page, page.getByTestId("mylist-button"));
  await page.keyboard.press("Enter");
  const list = dialog(page, "mylist-dialog");
  await tabTo(page, list.getByRole("button", { name: `Increase quantity of ${RESALE.name}` }));
  await page.keyboard.press("Enter");
  await expectToast(page, "Quantity Updated");
  await tabTo(page, list.getByRole("button", { name: "Change Dates" }), { back: true });
  await page.keyboard.press("Enter");
  await tabTo(page, calendarTabStop(page));
  await keyToDay(page, monday);
  await keyToDay(page, addDays(monday, 3));
  await tabTo(page, period.getByRole("button", { name: "Confirm Hire Period" }));
  await page.keyboard.press("Enter");
  await expectToast(page, "Dates Updated");
  await expect(list.getByTestId("mylist-period")).toContainText("(3 days)");
  await tabTo(page, list.getByRole("button", { name: "Proceed to Address" }));
  await page.keyboard.press("Enter");

  const checkout = dialog(page, "checkout-dialog");
  const fields: [string, string][] = [
    ["First name", "Kim"],
    ["Last name", "Keys"],
    ["Email", "kim.keys@example.com"],
    ["Phone", "020 7946 0001"],
    ["Postcode", "sw1a 1aa"],
    ["Address", "2 Keyboard Lane"],
  ];
  for (const [label, text] of fields) {
    await tabTo(page, checkout.getByLabel(label));
    await page.keyboard.type(text);
  }
  await expect(checkout.getByTestId("postcode-hint")).toHaveText("Westminster, London");
  const toOptions = checkout.getByRole("button", { name: "Continue to Options" });
  await expect(toOptions).toBeEnabled();
  await tabTo(page, toOptions);
  await page.keyboard.press("Enter");

  await tabTo(page, checkout.getByLabel(DELIVERY_ESTIMATE), { back: true });
  await page.keyboard.press("ArrowUp");
  await expect(checkout.getByLabel("Collection (Free)")).toBeChecked();
  await tabTo(page, checkout.getByRole("button", { name: "Choose Location" }));
  await page.keyboard.press("Enter");
  const picker = dialog(page, "branch-picker-dialog");
  await expect(picker.getByRole("radio").first()).toBeChecked();
  await tabTo(page, picker.getByRole("button", { name: "Select This Branch" }));
  await page.keyboard.press("Enter");
  await tabTo(page, checkout.getByRole("button", { name: "Continue", exact: true }));
  await page.keyboard.press("Enter");

  // Backwards from the footer: a toast still showing sits after the dialog's last button in the tab order.
  await tabTo(page, checkout.getByRole("checkbox"), { back: true });
  await page.keyboard.press("Space");
  await tabTo(page, checkout.getByRole("button", { name: "Confirm MyList Request" }));
  await page.keyboard.press("Enter");
  const reference = await submittedReference(page);
  await expect(checkout).toHaveCount(0);
  await expectMail(reference, 2);
});
