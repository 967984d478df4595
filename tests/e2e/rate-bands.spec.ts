import { addDays, todayInLondon } from "../../core/hire-dates.js";
import { weekdayOf } from "../../core/rate-bands.js";
import { allowFailedResources, expect, expectNoAxeViolations, test } from "./fixtures";
import { openMyList, seedList, sundayAhead } from "./mylist-helpers";
import { reviewScreenshot } from "./review-screenshots";

// docs/decisions/money.md P7-P9: the equipment page's rate table and MyList lines that say how they were priced.

// Demo bands: 780.00 per week; day 312.00, weekend 624.00, week 780.00, extra day 111.50.
const BANDED = { slug: "articulated-boom-lift-20m", name: "Articulated Boom Lift 20m" };
const RATE_ONLY = { slug: "articulated-boom-lift-12m", name: "Articulated Boom Lift 12m" }; // 495.00 per week

/** Monday to Wednesday of the week after: 9 hire days, clear of the Christmas closures. */
function nineDaysFromMonday() {
  let start = addDays(todayInLondon(), 2);
  while (weekdayOf(start) !== 1 || /-12-(1[6-9]|2\d|3[01])|-01-0[1-4]/.test(start)) start = addDays(start, 1);
  return { startDate: start, endDate: addDays(start, 9) };
}

test("the equipment page shows the item's rate bands, and an item without them shows none", async ({ page }) => {
  await page.goto(`/equipment/${BANDED.slug}`);
  const table = page.getByTestId("rate-table");
  await expect(table.getByRole("heading", { name: "Hire rates" })).toBeVisible();
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText("1 day");
  await expect(rows.nth(0)).toContainText("£312.00");
  await expect(rows.nth(1)).toContainText("Weekend");
  await expect(rows.nth(1)).toContainText("£624.00");
  await expect(rows.nth(2)).toContainText("£780.00");
  await expect(rows.nth(3)).toContainText("£111.50");
  await expectNoAxeViolations(page);
  await reviewScreenshot(page, "equipment-rate-table", { fullPage: true });
  await table.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, "equipment-rate-table-view");

  await page.goto(`/equipment/${RATE_ONLY.slug}`);
  await expect(page.getByRole("heading", { name: RATE_ONLY.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId("rate-table")).toHaveCount(0);
});

test("MyList lines say how they were priced, by bands or pro rata", async ({ page, consoleErrors }) => {
  const { sessionId, id } = await seedList(
    page,
    [
      { equipmentSlug: BANDED.slug, quantity: 1 },
      { equipmentSlug: RATE_ONLY.slug, quantity: 2 },
    ],
    nineDaysFromMonday(),
  );
  await page.goto("/");
  const list = await openMyList(page);
  const lines = list.getByTestId("mylist-line");
  await expect(lines.filter({ hasText: BANDED.name }).getByTestId("mylist-line-pricing")).toHaveText(
    "1 week £780.00 + 2 extra days £223.00 ex VAT",
  );
  await expect(lines.filter({ hasText: RATE_ONLY.name }).getByTestId("mylist-line-pricing")).toHaveText(
    "£495.00 a week, charged by the day: 9 days £636.43 each ex VAT",
  );
  // 780 + 2 x 111.50, and 495 x 2 x 9 / 7.
  await expect(list.getByTestId("mylist-total")).toHaveText("£2,275.86 ex VAT");
  await expectNoAxeViolations(page);
  await reviewScreenshot(page, "mylist-bands");

  // The recorded request's page carries the same words.
  const sent = await page.request.post(`/api/reservations/${id}/checkout`, {
    headers: { "X-Session-Id": sessionId },
    data: {
      customerEmail: "sam.builder@example.com",
      customerPhone: "020 7946 0000",
      customerFirstName: "Sam",
      customerLastName: "Builder",
      customerAddress: "1 Site Road, London",
      customerPostcode: "SW1A 1AA",
      deliveryMethod: "collection",
      collectionLocationId: 2,
      termsAccepted: true,
    },
  });
  expect(sent.status()).toBe(201);
  const { trackingUrl } = (await sent.json()) as { trackingUrl: string };
  await page.goto(new URL(trackingUrl).pathname + new URL(trackingUrl).search);
  await expect(page.getByText("1 week £780.00 + 2 extra days £223.00").filter({ visible: true })).toHaveCount(1);
  await reviewScreenshot(page, "tracking-bands", { fullPage: true });
  await reviewScreenshot(page.getByRole("region", { name: "Items" }), "tracking-items");
  // The sent list is gone: the MyList badge's look-up answers 404, as after any checkout.
  allowFailedResources(consoleErrors, 404);
});

test("a week charged for fewer days says so, and the footer points at each line's rates", async ({ page }) => {
  // Monday to Friday: 4 hire days, for which the week (£780.00) is cheaper than 4 days at £312.00 (P10).
  const monday = addDays(sundayAhead(), 1);
  await seedList(page, [{ equipmentSlug: BANDED.slug, quantity: 1 }], {
    startDate: monday,
    endDate: addDays(monday, 4),
  });
  await page.goto("/");
  const list = await openMyList(page);
  await expect(list.getByTestId("mylist-line-pricing")).toHaveText(
    "4 days, charged at the weekly rate (cheaper than 4 x £312.00 a day): £780.00 ex VAT",
  );
  await expect(list.getByTestId("mylist-total")).toHaveText("£780.00 ex VAT");
  await expect(
    list.getByText("This is an estimate: each hire line says which rates it is charged at. Your branch confirms"),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await reviewScreenshot(page, "mylist-weekly-rate");
});
