import { allowFailedResources, expect, expectNoAxeViolations, test } from "./fixtures";

const ADMIN = { email: "admin@hirebase.test", password: "e2e admin password" };

async function signIn(page: import("@playwright/test").Page) {
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/import$/);
  await expect(page.getByRole("heading", { name: "Database Import Manager" })).toBeVisible();
}

test("signed out, the import page shows 'Access Denied'", async ({ page, consoleErrors }) => {
  await page.goto("/admin/import");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Admin access required for data import operations")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoAxeViolations(page);
  allowFailedResources(consoleErrors, 401);
});

test("a wrong password is refused on the sign-in page", async ({ page, consoleErrors }) => {
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(ADMIN.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is not correct.");
  await expectNoAxeViolations(page);
  allowFailedResources(consoleErrors, 401);
});

test("an admin imports a file with progress captions and a success toast", async ({ page }) => {
  await signIn(page);
  await expect(page.locator("main").getByText("DEV MODE", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Export the current locations and import them back: the site keeps its data.
  const exported = await page.request.get("/api/admin/export/locations");
  expect(exported.status()).toBe(200);
  const csv = await exported.text();
  const rows = csv.trimEnd().split("\r\n").length - 1;

  const card = page.getByRole("region", { name: /Branch|Locations/i });
  await expect(card.getByRole("button", { name: "Select CSV File" })).toBeVisible();
  await card
    .getByLabel(/CSV file for/)
    .setInputFiles({ name: "locations.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(card.getByText("Ready to import: locations.csv")).toBeVisible();

  // Hold the upload so the first caption can be seen, then let it through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/admin/import/locations", async (route) => {
    await held;
    await route.continue();
  });
  await card.getByRole("button", { name: /^Import / }).click();
  await expect(card.getByRole("button", { name: "Importing..." })).toBeDisabled();
  await expect(card.getByText("Validating CSV data...")).toBeVisible();
  await expect(page.getByRole("button", { name: "Select CSV File" }).first()).toBeDisabled();
  release();
  await expect(card.getByText("Finalizing import...")).toBeVisible();
  await expect(page.getByText("Import Successful", { exact: true })).toBeVisible();
  await expect(page.getByText(`locations imported successfully. ${rows} records processed.`)).toBeVisible();
  // The state resets 2 s after completion.
  await expect(card.getByRole("button", { name: "Select CSV File" })).toBeEnabled({ timeout: 5000 });
  await expect(card.getByText("Ready to import:")).toHaveCount(0);
});

test("a failing file shows the failure toast and the inline error", async ({ page, consoleErrors }) => {
  await signIn(page);
  const card = page.getByRole("region", { name: /Equipment equipment$/ });
  await card.getByLabel(/CSV file for/).setInputFiles({
    name: "broken.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("equipmentSlug,name,productCode,type\nBad Slug,Bad,P1,Hire\n"),
  });
  await card.getByRole("button", { name: /^Import / }).click();
  await expect(page.getByText("Import Failed", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Failed to import equipment: 1 error, nothing was imported\./)).toBeVisible();
  await expect(card.getByRole("alert")).toHaveText("Import failed: Bad Request");
  // Nothing changed: the demo catalogue still answers.
  const items = await page.request.get("/api/equipment?search=drill");
  expect(items.status()).toBe(200);
  allowFailedResources(consoleErrors, 400);
});
