import type { Browser, Page, TestInfo } from "@playwright/test";
import { addDays } from "../../core/hire-dates.js";
import { expect, expectHydrated, expectNoAxeViolations, test } from "./fixtures";
import { decodeMail, expectMail, HIRE, sundayAhead } from "./mylist-helpers";
import { reviewScreenshot } from "./review-screenshots";

// The customer's own cancellation from the tracking link (docs/decisions/mylist.md D16) and the day's view at the top
// of the desk (D17), as branch staff and as an administrator. Runs at 1280 px and 390 px.

const ADMIN = { email: "admin@hirebase.test", password: "e2e admin password" };
const STAFF_PASSWORD = "day view staff password";

/** A request collected from Aberystwyth (branch 2), sent through the API as checkout does; its tracking link. */
async function sendRequest(page: Page, email: string): Promise<{ reference: string; link: string }> {
  const monday = addDays(sundayAhead(), 1);
  // Through the API alone: this browser's MyList is left alone, so its pages do not look for a closed list.
  const sessionId = `session-${Date.now()}-${"0".repeat(16)}`;
  const headers = { "X-Session-Id": sessionId };
  const period = { startDate: monday, endDate: addDays(monday, 2) };
  const created = await page.request.post("/api/reservations", { data: { sessionId, ...period }, headers });
  const { id } = (await created.json()) as { id: number };
  const item = { equipmentSlug: HIRE.slug, quantity: 1 };
  expect((await page.request.post(`/api/reservations/${id}/items`, { data: item, headers })).ok()).toBe(true);
  const response = await page.request.post(`/api/reservations/${id}/checkout`, {
    headers,
    data: {
      customerEmail: email,
      customerPhone: "07700 900123",
      customerFirstName: "Robin",
      customerLastName: "Day",
      customerAddress: "1 Pier Street, London",
      customerPostcode: "SW1A 1AA",
      deliveryMethod: "collection",
      collectionLocationId: 2,
      termsAccepted: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { referenceNumber } = (await response.json()) as { referenceNumber: string };
  const mail = (await expectMail(`To: ${email}`)).map(decodeMail)[0];
  const link = new URL(/https?:\/\/\S+\/requests\/\S+?\?t=[A-Za-z0-9_-]{43}/.exec(mail)![0]);
  return { reference: referenceNumber, link: link.pathname + link.search };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin/login?next=%2Fadmin%2Frequests");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/requests$/);
}

async function staffPage(browser: Browser, testInfo: TestInfo, admin: Page, email: string): Promise<Page> {
  const created = await admin.request.post("/api/admin/accounts", {
    headers: { Origin: new URL(admin.url()).origin },
    data: { email, password: STAFF_PASSWORD, role: "branch-staff", branchIds: [2] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { baseURL, viewport, hasTouch } = testInfo.project.use;
  const staff = await (await browser.newContext({ baseURL, viewport, hasTouch })).newPage();
  await signIn(staff, email, STAFF_PASSWORD);
  return staff;
}

test("a customer cancels an unconfirmed request from the tracking page, and the desk and branch learn of it", async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const { reference, link } = await sendRequest(page, `cancel-${project}@example.com`);
  await page.goto(link);
  await expectHydrated(page);
  const cancel = page.getByRole("region", { name: "No longer need it?" });
  await expect(cancel).toContainText("You can cancel this request until the branch confirms it.");
  await expectNoAxeViolations(page);
  await reviewScreenshot(page, "tracking-cancel", { fromTop: true });

  // A confirmation step: changing one's mind leaves the request as it was.
  await cancel.getByRole("button", { name: "Cancel this request" }).click();
  const question = cancel.getByText(`Cancel request ${reference}? This cannot be undone`);
  await expect(question).toBeFocused();
  await expectNoAxeViolations(page);
  await reviewScreenshot(page, "tracking-cancel-confirm", { fromTop: true });
  await cancel.getByRole("button", { name: "Keep my request" }).click();
  await expect(question).toHaveCount(0);
  await cancel.getByRole("button", { name: "Cancel this request" }).click();
  await cancel.getByRole("button", { name: "Yes, cancel my request" }).click();

  const status = page.getByRole("region", { name: "Status" });
  await expect(status).toContainText("Cancelled by the customer");
  await expect(status).toContainText("You cancelled this request. The branch has been told.");
  await expect(cancel).toHaveCount(0);
  await page.reload();
  await expect(status).toContainText("Cancelled by the customer");
  await expect(page.getByRole("region", { name: "No longer need it?" })).toHaveCount(0);
  await reviewScreenshot(page, "tracking-cancelled", { fromTop: true });

  // The branch is e-mailed (to the administrator in DEV mode), linking to the desk; the desk says who cancelled.
  await expectMail(`Request ${reference} was cancelled by the customer`);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/requests/${reference}`);
  await expect(page.getByRole("region", { name: "History" })).toContainText("Cancelled by the customer");
});

test("the desk opens on the day's figures, per branch for an administrator and for the staff's own branch", async ({
  page,
  browser,
}, testInfo) => {
  const project = testInfo.project.name;
  const { reference } = await sendRequest(page, `day-${project}@example.com`);
  await signIn(page, ADMIN.email, ADMIN.password);
  const day = page.getByRole("region", { name: /^Your day/ });
  await expect(day.getByRole("heading", { level: 3 })).not.toHaveCount(0);
  const aberystwyth = day.getByRole("list", { name: "Kestrel Hire Aberystwyth: the day" });
  await expect(aberystwyth.getByRole("link")).toHaveCount(4);
  await expectNoAxeViolations(page);
  await reviewScreenshot(page, "desk-day-admin", { fromTop: true });

  const staff = await staffPage(browser, testInfo, page, `day-staff-${project}@hirebase.test`);
  const staffDay = staff.getByRole("region", { name: /^Your day/ });
  await expect(staffDay.getByRole("heading", { level: 3 })).toHaveText(["Kestrel Hire Aberystwyth"]);
  await expectNoAxeViolations(staff);
  await reviewScreenshot(staff, "desk-day-staff", { fromTop: true });

  // Each figure is a link to the list of what it counts.
  await staffDay.getByRole("link", { name: /Received since yesterday/ }).click();
  await expect(staff).toHaveURL(/\/admin\/requests\?branch=2&day=received$/);
  await expect(staff.getByText("Showing only: Received since yesterday")).toBeVisible();
  await expect(staff.getByRole("link", { name: reference }).first()).toBeVisible();
  await expect(staff.getByRole("region", { name: /^Your day/ })).toHaveCount(0);
  await staff.context().close();
});
