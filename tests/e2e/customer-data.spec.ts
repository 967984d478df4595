import { readFileSync } from "node:fs";
import { addDays, todayInLondon } from "../../core/hire-dates.js";
import { expect, expectHydrated, expectNoAxeViolations, test } from "./fixtures";
import { reviewScreenshot } from "./review-screenshots";
import { HIRE } from "./mylist-helpers";

// docs/decisions/operation.md Z6, Z7: an administrator answers a customer's access request and erasure request on
// /admin/customer-data, and the privacy policy states the retention period the site runs with. At 1280 px and 390 px.

const ADMIN = { email: "admin@hirebase.test", password: "e2e admin password" };

test("an administrator finds, exports and erases one customer's data", async ({ page, consoleErrors }, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const email = `jo.${project}.${Date.now()}@example.com`;
  let fromDate = addDays(todayInLondon(), 5);
  while (new Date(`${fromDate}T12:00:00Z`).getUTCDay() === 0) fromDate = addDays(fromDate, 1);
  const references: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await page.request.post("/api/special-request", {
      data: {
        email,
        telephone: "0113 496 0000",
        postcode: "SW1A 1AA",
        daysRequired: String(3 + i),
        fromDate: `${fromDate}T00:00:00.000Z`,
        equipment: { equipmentSlug: HIRE.slug },
      },
    });
    expect(response.status()).toBe(201);
    references.push(((await response.json()) as { referenceNumber: string }).referenceNumber);
  }

  const refused = await page.goto("/admin/customer-data");
  expect(refused!.status()).toBe(401);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/(import|requests)/);

  await page.goto("/admin/customer-data");
  await expectHydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Customer data" })).toBeVisible();
  await expect(page.getByText("erased on their own 24 months after")).toBeVisible();
  await page.getByLabel("Customer's e-mail address").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Find requests" }).click();
  const found = page.getByRole("region", { name: `2 requests for ${email}` });
  await expect(found).toBeVisible();
  // One layout shows at a time: a table from 768 px, cards below.
  for (const reference of references) {
    await expect(found.getByRole("link", { name: reference }).filter({ visible: true })).toBeVisible();
  }
  await expect(
    found
      .getByText(/Kept until/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await reviewScreenshot(page, "customer-data", { fullPage: true });
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    found.getByRole("button", { name: "Download JSON" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^customer-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
    emailAddress: string;
    requests: { referenceNumber: string; submitted: { customer: { telephone: string } } }[];
  };
  expect(exported.emailAddress).toBe(email);
  expect(exported.requests.map((request) => request.referenceNumber).sort()).toEqual([...references].sort());
  expect(exported.requests[0]!.submitted.customer.telephone).toBe("0113 496 0000");
  await expect(page.getByText("The JSON file has been downloaded")).toBeVisible();

  const erase = found.getByRole("button", { name: "Erase personal data" });
  await expect(erase).toBeDisabled();
  await found.getByLabel("Type the address again to confirm").fill(email);
  await erase.click();
  await expect(page.getByText("Personal details erased from 2 requests")).toBeVisible();
  await expect(page.getByText(`No requests are stored under ${email}.`)).toBeVisible();
  // Nothing is left to download or erase (docs/decisions/mylist.md D12).
  await expect(page.getByRole("region", { name: `No requests for ${email}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Erase personal data" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download JSON" })).toHaveCount(0);

  // The desk still shows the request, without the customer, and says why.
  await page.goto(`/admin/requests/${references[0]}`);
  await expect(page.getByText("The customer's personal details were erased on")).toBeVisible();
  await expect(page.getByText("0113 496 0000")).toHaveCount(0);
  await expect(page.getByText("it is read-only and its status cannot change")).toBeVisible();
  await expect(page.getByRole("button", { name: "Update status" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add note" })).toHaveCount(0);
  await reviewScreenshot(page, "desk-erased", { fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test("the privacy policy states the retention period the site runs with", async ({ page }) => {
  await page.goto("/privacy-policy");
  const retention = page.locator("#retention");
  await expect(retention).toContainText("kept for 24 months (2 years) after the last change to the request's status");
  await expect(retention).toContainText("erased automatically");
  await retention.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, "privacy-retention");
});
