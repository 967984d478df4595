import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { addDays, todayInLondon } from "../../core/hire-dates.js";
import { expect, expectHydrated, expectNoAxeViolations, test } from "./fixtures";
import { reviewScreenshot } from "./review-screenshots";
import { HIRE } from "./mylist-helpers";

// An administrator adds a webhook endpoint on /admin/webhooks, sees its secret once, sees a delivery to a receiver on
// loopback and resends it (docs/decisions/webhooks.md I11, I17). At 1280 px and 390 px.

const ADMIN = { email: "admin@hirebase.test", password: "e2e admin password" };

test("an administrator adds an endpoint, sees its delivery and resends it", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  // Both projects run at once against one site: each counts only the deliveries about its own request.
  const received: { id: string; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk));
    req.on("end", () => {
      received.push({ id: String(req.headers["webhook-id"]), body });
      res.writeHead(204).end();
    });
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => receiver.once("listening", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${project}`;

  try {
    await page.goto("/admin/login");
    await page.getByLabel("E-mail address").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/(import|requests)/);

    await page.getByRole("navigation", { name: "Staff desk" }).getByRole("link", { name: "Webhooks" }).click();
    await expectHydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    await page.getByLabel("Address that receives the events").fill(url);
    await page.getByRole("checkbox", { name: "customer_data.erased" }).uncheck();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByText("Copy its signing secret now")).toBeVisible();
    await expect(page.getByText(/^whsec_/)).toBeVisible();

    let fromDate = addDays(todayInLondon(), 5);
    while (new Date(`${fromDate}T12:00:00Z`).getUTCDay() === 0) fromDate = addDays(fromDate, 1);
    const sent = await page.request.post("/api/special-request", {
      data: {
        email: `hooks.${project}@example.com`,
        telephone: "0113 496 0000",
        postcode: "SW1A 1AA",
        daysRequired: "3",
        fromDate: `${fromDate}T00:00:00.000Z`,
        equipment: { equipmentSlug: HIRE.slug },
      },
    });
    expect(sent.status()).toBe(201);
    const { referenceNumber } = (await sent.json()) as { referenceNumber: string };
    const ours = () => received.filter((delivery) => delivery.body.includes(referenceNumber));
    await expect.poll(() => ours().length, { timeout: 15_000 }).toBe(1);

    const endpoint = page.getByRole("region", { name: url });
    await expect(async () => {
      await page.reload();
      await expect(endpoint.getByRole("row", { name: referenceNumber })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(endpoint.getByRole("row", { name: referenceNumber }).getByText("Delivered")).toBeVisible();
    await reviewScreenshot(page, "webhooks", { fullPage: true });
    await expectNoAxeViolations(page);
    // Nothing scrolls sideways: on a phone each delivery is a card of its own.
    const deliveries = endpoint.locator("div:has(> table)");
    expect(await deliveries.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await endpoint.getByRole("button", { name: `Resend special_request.created ${referenceNumber}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "will be sent again" })).toBeVisible();
    await expect.poll(() => ours().length, { timeout: 15_000 }).toBe(2);
    expect(ours()[1].id).toBe(ours()[0].id);

    await endpoint.getByRole("button", { name: `Remove ${url}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "was removed" })).toBeVisible();
  } finally {
    receiver.closeAllConnections();
    receiver.close();
  }
});
