import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { addDays, isSunday, todayInLondon } from "../../core/hire-dates.js";
import { isBankHolidaySomewhere } from "../helpers/mylist.js";
import { expect, expectNoAxeViolations } from "./fixtures";

// Shared steps of the MyList browser tests.

export const HIRE = {
  slug: "cherry-picker-trailer-mounted-10m",
  name: "Cherry Picker Trailer Mounted 10m",
  category: "/categories/trailer-mounted-cherry-pickers",
  rate: 145, // per day
};
export const RESALE = { slug: "sds-plus-drill-bit-6mm-x-160mm", name: "SDS Plus Drill Bit 6mm x 160mm", rate: 3.95 };
/** An enquire offer of the Access Deals, a group shown all year (seasonal groups are hidden out of season). */
export const ENQUIRE = { slug: "articulated-boom-lift-15-8m" };

/**
 * The first Sunday at least two days ahead whose following week (Monday to Saturday) has no bank holiday in any
 * nation, so the tests' periods from that Monday are bookable whichever branch takes them.
 */
export function sundayAhead(): string {
  let date = addDays(todayInLondon(), 2);
  const holidayWeek = (sunday: string) =>
    [1, 2, 3, 4, 5, 6].some((days) => isBankHolidaySomewhere(addDays(sunday, days)));
  while (!isSunday(date) || holidayWeek(date)) date = addDays(date, 1);
  return date;
}

export const gbp = (amount: number) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(amount);

export const dialog = (page: Page, testId: string) => page.getByTestId(testId);

/** Checkout's delivery option with the demo's delivery bands (docs/decisions/branches.md G10). */
export const DELIVERY_ESTIMATE =
  /Delivery from .+, about \d+ miles?: from £\d+\.\d{2} ex VAT \(confirmed by the branch\)/;

/** The first day of the month the open calendar shows, `YYYY-MM-DD`. */
export const shownMonth = async (page: Page) =>
  (await page.locator("[data-day]:not([data-outside])").first().getAttribute("data-day"))!;

/** A day's button in the open calendar, moving a month back or on until it shows. */
export async function showDay(page: Page, isoDate: string): Promise<Locator> {
  const day = page.locator(`[data-day="${isoDate}"]:not([data-outside]) button`);
  await expect(page.locator("[data-day]:not([data-outside])").first()).toBeVisible();
  for (let i = 0; i < 12 && !(await day.isVisible()); i++) {
    const direction = (await shownMonth(page)).slice(0, 7) < isoDate.slice(0, 7) ? /next month/i : /previous month/i;
    await page.getByRole("button", { name: direction }).click();
  }
  return day;
}

/** Clicks a day of the open calendar, moving a month back or on until it shows. */
export async function pickDay(page: Page, isoDate: string) {
  await (await showDay(page, isoDate)).click();
}

/** Opens MyList from the header button (floating on phones). */
export async function openMyList(page: Page): Promise<Locator> {
  await page.getByTestId("mylist-button").click();
  const list = dialog(page, "mylist-dialog");
  await expect(list).toBeVisible();
  return list;
}

export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
  return toast;
}

/** Waits for the toast that confirms a hire request and reads the reference number it gives. */
export async function submittedReference(page: Page): Promise<string> {
  const toast = await expectToast(page, "Request Submitted Successfully", /Your reference number is \S+\./);
  return /reference number is (\S+)\./.exec((await toast.textContent())!)![1];
}

/** axe-core on the open dialog: no serious or critical problems. */
export async function checkDialog(page: Page) {
  await expect(page.getByRole("dialog").last()).toBeVisible();
  await expectNoAxeViolations(page);
}

const mailDir = fileURLToPath(new URL("../.tmp/e2e-data/mail", import.meta.url));

/** The text part of an .eml file as the customer reads it (quoted-printable decoded). */
export const decodeMail = (mail: string) =>
  mail.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The e-mails (.eml files the outbox writes without SMTP_URL) that mention `text`. */
export async function expectMail(text: string, count = 1): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(mailDir).filter((file) => file.endsWith(".eml"));
        } catch {
          return 0;
        }
        found = files.map((file) => readFileSync(`${mailDir}/${file}`, "utf8")).filter((mail) => mail.includes(text));
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** Fills step 1 of checkout as a customer would, checking the town/region hint. */
export async function fillCustomer(page: Page, postcode = "SW1A 1AA") {
  const checkout = dialog(page, "checkout-dialog");
  await checkout.getByLabel("First name").fill("Sam");
  await checkout.getByLabel("Last name").fill("Builder");
  await checkout.getByLabel("Email").fill("sam.builder@example.com");
  await checkout.getByLabel("Phone").fill("020 7946 0000");
  await checkout.getByLabel("Postcode").pressSequentially(postcode.toLowerCase());
  await expect(checkout.getByLabel("Postcode")).toHaveValue(postcode);
  await expect(checkout.getByTestId("postcode-hint")).toHaveText("Westminster, London");
  await checkout.getByLabel("Address").fill("1 Site Road, London");
}

/** Presses Tab (Shift+Tab with `back`) until `target` has focus: a keyboard user's way to reach a control. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((el) => document.activeElement === el, handle)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Could not reach ${target} with the keyboard`);
}

/** Starts a MyList through the API for a fresh visitor (the browser keeps its session id in local storage). */
export async function seedList(
  page: Page,
  items: { equipmentSlug: string; quantity: number }[],
  period: { startDate: string; endDate: string },
) {
  const sessionId = `session-${Date.now()}-${Math.random().toString(16).slice(2).padEnd(16, "0")}`;
  await page.addInitScript((id) => window.localStorage.setItem("mylist-session-id", id), sessionId);
  const headers = { "X-Session-Id": sessionId };
  const created = await page.request.post("/api/reservations", { data: { sessionId, ...period }, headers });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  for (const item of items) {
    expect((await page.request.post(`/api/reservations/${id}/items`, { data: item, headers })).ok()).toBe(true);
  }
  return { sessionId, id };
}
