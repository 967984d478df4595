import { expect, expectNoAxeViolations, test } from "./fixtures";
import { reviewScreenshot } from "./review-screenshots";

// The API keys page (docs/decisions/integration.md I3): an administrator creates a key, which is shown once and works
// at once on /api/v1, then revokes it, after which the API refuses it. The page only reflows with the width: once, at
// 390 px (docs/decisions/operation.md E43).

const ADMIN = { email: "admin@hirebase.test", password: "e2e admin password" };

test(
  "an administrator creates an API key that works at once, and revokes it",
  { tag: "@any-width" },
  async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const name = `Stock system ${testInfo.project.name}`;
    await page.goto("/admin/login");
    await page.getByLabel("E-mail address").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/import$/);
    await page.getByRole("link", { name: "API keys", exact: true }).click();
    await expect(page.getByRole("heading", { name: "API keys", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    const form = page.getByRole("form", { name: "New key" });
    await form.getByLabel("Name of the system using it").fill(name);
    await form.getByLabel("requests:read").check();
    // The keyboard reaches and ticks a scope as well as the mouse.
    await form.getByLabel("imports:write").focus();
    await page.keyboard.press("Space");
    await expect(form.getByLabel("imports:write")).toBeChecked();
    await form.getByRole("button", { name: "Create key" }).click();
    const shown = form.getByLabel(`Key for ${name}: copy it now, it is not shown again`);
    await expect(shown).toHaveValue(/^hbk_[A-Za-z0-9_-]{43}$/);
    const key = await shown.inputValue();
    const row = page.getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText("requests:read, imports:write");
    await expect(row).toContainText("From any address");
    await expectNoAxeViolations(page);
    await reviewScreenshot(page, "api-key-created", { fromTop: true });

    const pulled = await page.request.get("/api/v1/hire-requests?limit=1", {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(pulled.status()).toBe(200);

    await row.getByRole("button", { name: `Revoke the key for ${name}` }).click();
    await row.getByRole("button", { name: `Revoke ${name}` }).click();
    await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
    const refused = await page.request.get("/api/v1/hire-requests?limit=1", {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(refused.status()).toBe(401);
    await expectNoAxeViolations(page);
  },
);
