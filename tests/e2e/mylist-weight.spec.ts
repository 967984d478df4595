import { expect, holdEntryScript, test } from "./fixtures";
import { HIRE } from "./mylist-helpers";

// Weight (docs/decisions/mylist.md U6): none of MyList's dialogs, nor the calendar, form or dialog libraries, load
// before the visitor opens MyList or presses an add button; a press before that code has arrived is kept and completed.

const onDemand =
  /\/assets\/(mylist-flow|hire-period-dialog|checkout-dialog|special-request-dialog|use-postcode-check)-/;

test("the home page loads none of the MyList dialogs until MyList is opened", { tag: "@desktop" }, async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((path) => onDemand.test(path))).toEqual([]);
  console.log(`home page scripts: ${scripts.map((path) => path.replace(/-[\w-]{8}\.js$/, "")).join(", ")}`);

  await page.getByTestId("mylist-button").click();
  await expect(page.getByTestId("mylist-dialog")).toBeVisible();
  expect(scripts.some((path) => path.includes("/mylist-flow-"))).toBe(true);
});

test(
  "a press made while the dialogs' code is still on its way is kept (CPU slowed 8 times)",
  { tag: "@desktop" },
  async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
    const flowRequested: number[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/mylist-flow-")) flowRequested.push(Date.now());
    });
    await page.goto(HIRE.category);
    const button = page.getByRole("button", { name: `MyList: add ${HIRE.name}` });
    // Pressed as soon as React has hydrated the button, before any of the dialogs' code has been asked for.
    await page.waitForFunction((name) => {
      const el = document.querySelector(`button[aria-label="${name}"]`);
      return el !== null && Object.keys(el).some((key) => key.startsWith("__reactProps"));
    }, `MyList: add ${HIRE.name}`);
    expect(flowRequested).toEqual([]);
    await button.click();
    await expect(page.getByTestId("create-mylist-dialog")).toBeVisible({ timeout: 20_000 });
    expect(flowRequested.length).toBe(1);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  },
);

test("a press made before the page's scripts have run opens MyList once they have (X4)", async ({ page }) => {
  // The page's entry script is held back until after the press.
  const release = await holdEntryScript(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByTestId("mylist-button").click();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  release();
  await expect(page.getByTestId("mylist-dialog")).toBeVisible();
});
