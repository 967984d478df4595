import { allowFailedResources, expect, expectNoAxeViolations, test } from "./fixtures";
import { reviewScreenshot } from "./review-screenshots";

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
  await expect(page.getByRole("banner").getByText("DEV MODE", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Export the current locations and import them back: the site keeps its data.
  const exported = await page.request.get("/api/admin/export/locations");
  expect(exported.status()).toBe(200);
  const csv = await exported.text();
  const rows = csv.trimEnd().split("\r\n").length - 1;

  const card = page.getByRole("region", { name: /^Locations/ });
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
  await expect(page.getByText("Import complete", { exact: true })).toBeVisible();
  await expect(page.getByText(`Locations now holds the file's ${rows.toLocaleString("en-GB")} rows.`)).toBeVisible();
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
  await expect(page.getByText("Import failed", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Equipment was not changed\. 1 error, nothing was imported\./)).toBeVisible();
  await expect(card.getByRole("alert")).toHaveText("Import failed: Bad Request");
  // Nothing changed: the demo catalogue still answers.
  const items = await page.request.get("/api/equipment?search=drill");
  expect(items.status()).toBe(200);
  allowFailedResources(consoleErrors, 400);
});

test("a file that would replace most branches is previewed and confirmed; 'Restore previous version' undoes it", async ({
  page,
  consoleErrors,
}) => {
  await signIn(page);
  const exported = await page.request.get("/api/admin/export/locations");
  const before = await exported.text();
  const rows = before.trimEnd().split("\r\n").length - 1;
  const branches = async () => ((await (await page.request.get("/api/locations")).json()) as unknown[]).length;

  const card = page.getByRole("region", { name: /^Locations/ });
  await card.getByLabel(/CSV file for/).setInputFiles({
    name: "two-columns.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("id,name\n1,Broken\n"),
  });
  await card.getByRole("button", { name: /^Import / }).click();

  // Nothing is written yet: the card shows what the file would change and waits.
  const preview = card.getByRole("region", { name: "Check before importing" });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Check before importing" })).toBeFocused();
  await expect(
    preview.getByText("two-columns.csv would change Locations a lot. Nothing has been imported yet."),
  ).toBeVisible();
  await expect(preview.getByRole("definition").nth(0)).toHaveText(rows.toLocaleString("en-GB"));
  await expect(preview.getByRole("definition").nth(1)).toHaveText("1");
  await expect(preview.getByRole("definition").nth(3)).toHaveText((rows - 1).toLocaleString("en-GB"));
  await expect(preview.locator("p", { hasText: "columns would be empty in every row" })).toContainText("openingHours");
  await expectNoAxeViolations(page);
  expect(await branches()).toBe(rows);

  // Cancel leaves everything as it was; importing again and confirming replaces the table.
  await preview.getByRole("button", { name: "Cancel" }).click();
  await expect(preview).toHaveCount(0);
  await card.getByRole("button", { name: /^Import / }).click();
  await card.getByRole("button", { name: "Confirm import" }).click();
  await expect(page.getByText("Locations now holds the file's 1 row.", { exact: false })).toBeVisible();
  expect(await branches()).toBe(1);

  // The previous version is offered back, with one more question before it replaces the table.
  await card.getByRole("button", { name: "Restore previous version" }).click();
  const restoreButton = card.getByRole("button", { name: `Restore ${rows.toLocaleString("en-GB")} rows` });
  await expect(restoreButton).toBeFocused();
  await expectNoAxeViolations(page);
  await restoreButton.click();
  await expect(page.getByText("Previous version restored", { exact: true })).toBeVisible();
  await expect(page.getByText(`Locations now holds ${rows.toLocaleString("en-GB")} rows.`)).toBeVisible();
  expect(await branches()).toBe(rows);
  expect(await (await page.request.get("/api/admin/export/locations")).text()).toBe(before);

  // The card says what came back, and offers only to undo that restore, confirmed first (C16).
  await expect(card.getByRole("status").filter({ hasText: "Restored:" })).toHaveText(
    new RegExp(
      `^Restored: Locations is back to the ${rows.toLocaleString("en-GB")} rows it had before the change of .* by ${ADMIN.email}\\.$`,
    ),
  );
  await expect(card.getByRole("button", { name: "Restore previous version" })).toHaveCount(0);
  await card.getByRole("button", { name: "Undo this restore" }).click();
  const undo = card.getByRole("group", { name: "Undo the restore of Locations" });
  await expect(undo).toContainText("would get back the 1 row the restore replaced");
  await expect(undo.getByRole("button", { name: "Undo the restore (1 row)" })).toBeFocused();
  await expectNoAxeViolations(page);
  await reviewScreenshot(page, "restore-undo", { fullPage: true });
  await undo.getByRole("button", { name: "Keep current" }).click();
  await expect(undo).toHaveCount(0);
  expect(await branches()).toBe(rows);
  allowFailedResources(consoleErrors, 409);
});
