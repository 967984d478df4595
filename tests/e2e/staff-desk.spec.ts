import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { reviewScreenshot } from "./review-screenshots";

// The staff pages wear their own compact frame (brand, the desk's navigation for the account's role, the
// account menu with sign-out), never the public site's header, banner and footer. Runs at 1280 px and 390 px.

const ADMIN = { email: "admin@hirebase.test", password: "e2e admin password" };
const STAFF_PASSWORD = "staff desk e2e password";

async function signIn(page: Page, email: string, password: string, next: string) {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
}

/** None of the public site's chrome: marketing header, development banner, hire-guide banner, company footer. */
async function expectNoPublicChrome(page: Page) {
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByText("Our digital hire guide")).toHaveCount(0);
  await expect(page.getByText("Development mode: this site is for testing")).toHaveCount(0);
}

test("an administrator's desk: own frame, every desk page, and an account menu to sign out from the keyboard", async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password, "/admin/requests");
  await expectNoPublicChrome(page);
  const desk = page.getByRole("navigation", { name: "Staff desk" });
  await expect(desk.getByRole("link")).toHaveText([
    "Requests",
    "Import",
    "Accounts",
    "Customer data",
    "API keys",
    "Webhooks",
  ]);
  await expect(desk.getByRole("link", { name: "Requests" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("banner").getByText("DEV MODE", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Request desk" })).toBeVisible();
  await expectNoAxeViolations(page);
  await reviewScreenshot(page, "desk", { fromTop: true });

  // Each staff page wears the same frame, with the account menu: no page copies its own header any more.
  for (const [label, heading] of [
    ["Import", "Database Import Manager"],
    ["Accounts", "Accounts"],
    ["Customer data", "Customer data"],
    ["API keys", "API keys"],
    ["Webhooks", "Webhooks"],
  ] as const) {
    await desk.getByRole("link", { name: label }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(desk.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
    await expect(page.getByLabel(`Account: ${ADMIN.email}`)).toBeVisible();
    await expectNoPublicChrome(page);
  }
  await reviewScreenshot(page, "customer-data", { fromTop: true });

  // The account menu opens and closes from the keyboard, and says who is signed in, with which role.
  const toggle = page.getByLabel(`Account: ${ADMIN.email}`);
  await toggle.focus();
  await page.keyboard.press("Enter");
  const signOut = page.getByRole("button", { name: "Sign out" });
  await expect(signOut).toBeVisible();
  const menu = page.getByRole("group", { name: "Your account" });
  await expect(menu.getByText(ADMIN.email, { exact: true })).toBeVisible();
  await expect(menu.getByText("Administrator", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(signOut).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press("Enter");
  await signOut.click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expectNoPublicChrome(page);
  const after = await page.goto("/admin/requests");
  expect(after!.status()).toBe(401);
});

test("branch staff see only the desk they may use, and sign out from any page", async ({ page, browser }, testInfo) => {
  const project = testInfo.project.name;
  const email = `frame-${project}@hirebase.test`;
  await signIn(page, ADMIN.email, ADMIN.password, "/admin/accounts");
  const created = await page.request.post("/api/admin/accounts", {
    headers: { Origin: new URL(page.url()).origin },
    data: { email, password: STAFF_PASSWORD, role: "branch-staff", branchIds: [2] },
  });
  expect(created.status(), await created.text()).toBe(201);

  const { baseURL, viewport, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, hasTouch });
  const staff = await context.newPage();
  await signIn(staff, email, STAFF_PASSWORD, "/admin/requests");
  await expectNoPublicChrome(staff);
  await expect(staff.getByRole("navigation", { name: "Staff desk" }).getByRole("link")).toHaveText(["Requests"]);
  await staff.getByLabel(`Account: ${email}`).click();
  await expect(
    staff.getByRole("group", { name: "Your account" }).getByText("Branch staff", { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(staff);
  await reviewScreenshot(staff, "desk-staff-menu", { fromTop: true });

  // The import page turns branch staff away, in the same frame, with sign-out at hand.
  await staff.goto("/admin/import");
  await expect(staff.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expectNoPublicChrome(staff);
  await staff.getByLabel(`Account: ${email}`).click();
  await staff.getByRole("button", { name: "Sign out" }).click();
  await expect(staff).toHaveURL(/\/admin\/login$/);
  await context.close();
});
