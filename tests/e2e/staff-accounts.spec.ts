import type { APIRequestContext, Page } from "@playwright/test";
import { allowFailedResources, expect, expectNoAxeViolations, test } from "./fixtures";
import { HIRE, sundayAhead } from "./mylist-helpers";
import { reviewScreenshot } from "./review-screenshots";
import { addDays } from "../../core/hire-dates.js";

// docs/decisions/security.md A7-A9: an administrator makes a branch-staff account on the accounts page; the member of
// staff signs in from the e-mail's desk link and sees only their branch. Who sees what does not depend on the width,
// and the accounts page only reflows: once, at 390 px (docs/decisions/operation.md E43); the desk at both widths is
// staff-desk.spec's.

const ADMIN = { email: "admin@hirebase.test", password: "e2e admin password" };
const STAFF_PASSWORD = "branch staff e2e password";
const OWN = { id: 2, name: "Kestrel Hire Aberystwyth" };
const OTHER = { id: 3, name: "Kestrel Hire Airdrie" };

/** A checked-out MyList collecting from one branch, made through the API; its reference. */
async function hireRequestAt(request: APIRequestContext, branchId: number, email: string): Promise<string> {
  const sessionId = `session-${Date.now()}-${Math.random().toString(16).slice(2).padEnd(16, "0")}`;
  const headers = { "X-Session-Id": sessionId };
  const monday = addDays(sundayAhead(), 1);
  const created = await request.post("/api/reservations", {
    data: { sessionId, startDate: monday, endDate: addDays(monday, 2) },
    headers,
  });
  const { id } = (await created.json()) as { id: number };
  await request.post(`/api/reservations/${id}/items`, { data: { equipmentSlug: HIRE.slug, quantity: 1 }, headers });
  const checkout = await request.post(`/api/reservations/${id}/checkout`, {
    headers,
    data: {
      customerEmail: email,
      customerPhone: "020 7946 0000",
      customerFirstName: "Sam",
      customerLastName: "Builder",
      customerAddress: "1 Site Road, London",
      customerPostcode: "SW1A 1AA",
      deliveryMethod: "collection",
      collectionLocationId: branchId,
      damageWaiver: false,
      termsAccepted: true,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  return ((await checkout.json()) as { referenceNumber: string }).referenceNumber;
}

async function signIn(page: Page, email: string, password: string, next?: string) {
  await page.goto(next ? `/admin/login?next=${encodeURIComponent(next)}` : "/admin/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test(
  "an administrator creates branch staff, who see only their branch's requests",
  { tag: "@any-width" },
  async ({ page, browser, consoleErrors }, testInfo) => {
    test.setTimeout(90_000);
    const project = testInfo.project.name;
    const staffEmail = `desk-${project}@hirebase.test`;
    const ownRef = await hireRequestAt(page.request, OWN.id, `own-${project}@example.com`);
    const otherRef = await hireRequestAt(page.request, OTHER.id, `other-${project}@example.com`);

    // The administrator: the accounts page, from the desk, with the keyboard-usable branch picker.
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/import$/);
    await page.goto("/admin/requests");
    await page.getByRole("link", { name: "Accounts", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Accounts", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    // Scoped to the new-account form: the other project's run may already have listed its own staff account.
    const form = page.getByRole("form", { name: "New account" });
    await form.getByLabel("E-mail address").fill(staffEmail);
    await form.getByLabel("First password").fill(STAFF_PASSWORD);
    await form.getByLabel("Branch staff").check();
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("branch staff need at least one branch", { exact: true })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Not saved: see Branches above." })).toBeVisible();
    allowFailedResources(consoleErrors, 400);
    await form.getByLabel("Branch to add").selectOption({ label: OWN.name });
    await form.getByRole("button", { name: "Add branch" }).press("Enter");
    await expect(form.getByRole("button", { name: `Remove ${OWN.name}` })).toBeVisible();
    // The branch's error goes once a branch is added, before the form is sent again.
    await expect(page.getByText("branch staff need at least one branch", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toHaveCount(0);
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText(`Account ${staffEmail} created.`, { exact: false })).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: staffEmail });
    await expect(row).toContainText(`Branch staff · ${OWN.name}`);
    await expectNoAxeViolations(page);
    await reviewScreenshot(page, "accounts", { fromTop: true });

    // The member of staff follows the e-mail's desk link: sign in first, then that request.
    const { baseURL, viewport, hasTouch } = testInfo.project.use;
    const staffContext = await browser.newContext({ baseURL, viewport, hasTouch });
    const staff = await staffContext.newPage();
    const link = await staff.goto(`/admin/requests/${ownRef}`);
    expect(link!.status()).toBe(401);
    await staff.getByRole("link", { name: "Administrator sign in" }).click();
    await staff.getByLabel("E-mail address").fill(staffEmail);
    await staff.getByLabel("Password").fill(STAFF_PASSWORD);
    await staff.getByRole("button", { name: "Sign in" }).click();
    await expect(staff).toHaveURL(new RegExp(`/admin/requests/${ownRef}$`));
    await expect(staff.getByRole("heading", { name: `Hire request ${ownRef}` })).toBeVisible();

    // The desk: their branch only, no import link.
    await staff.goto("/admin/requests");
    await expect(staff.getByRole("link", { name: ownRef }).filter({ visible: true })).toBeVisible();
    await expect(staff.getByText(otherRef)).toHaveCount(0);
    await expect(staff.getByRole("link", { name: "Import", exact: true })).toHaveCount(0);
    await expect(staff.getByRole("link", { name: "Accounts", exact: true })).toHaveCount(0);
    await expect(staff.getByLabel("Branch").locator("option")).toHaveText(["All my branches", OWN.name]);
    await expectNoAxeViolations(staff);
    await reviewScreenshot(staff, "desk-staff", { fromTop: true });

    // Another branch's request is "not found"; the import and accounts pages say access denied.
    const other = await staff.goto(`/admin/requests/${otherRef}`);
    expect(other!.status()).toBe(404);
    await expect(staff.getByRole("heading", { name: "Request not found" })).toBeVisible();
    await staff.goto("/admin/import");
    await expect(staff.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(staff.getByText("Catalogue imports are for administrators")).toBeVisible();
    await expect(staff.getByRole("link", { name: "Go to the request desk" })).toBeVisible();
    const accounts = await staff.goto("/admin/accounts");
    expect(accounts!.status()).toBe(403);
    await expect(staff.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await staffContext.close();
  },
);
