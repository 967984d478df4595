import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { dialog, expectToast, HIRE, openMyList, RESALE, seedList, sundayAhead } from "./mylist-helpers";
import { addDays } from "../../core/hire-dates.js";
import { demoRows } from "../helpers/demo-rows.js";

// The product page and search on a phone (docs/decisions/browser.md E32, E33): what a visitor came for is in the first
// screen, the add action stays at hand, and nothing the site draws on top (a sticky bar, the MyList button, a toast)
// hides a control or a figure. Both projects: 1280 x 800 and 390 x 844.

/** The top of `target`'s box, with the page scrolled to its start, against the first screen's height. */
async function expectInFirstScreen(page: Page, target: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await target.boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y + box.height, `bottom of ${target} at ${height} px high`).toBeLessThanOrEqual(height);
}

for (const item of [HIRE, RESALE]) {
  test(`the name, the price with its rate and 'Add to Reservation' of ${item.slug} are in the first screen`, async ({
    page,
  }) => {
    await page.goto(`/equipment/${item.slug}`);
    const main = page.getByRole("main");
    await expectInFirstScreen(page, main.getByRole("heading", { level: 1, name: item.name }));
    const price = main.getByTestId("price-block");
    await expect(price).toContainText(item.rate.toFixed(2));
    if (item === HIRE) await expect(price).toContainText("per day");
    await expectInFirstScreen(page, price);
    await expectInFirstScreen(page, main.getByRole("button", { name: "Add to Reservation" }));
  });
}

test("'Add to Reservation' stays in view, uncovered, while the visitor reads the description", async ({ page }) => {
  await page.goto(`/equipment/${HIRE.slug}`);
  const main = page.getByRole("main");
  await main.locator("section[aria-labelledby=description]").evaluate((section) => section.scrollIntoView(false));
  const add = main.getByRole("button", { name: "Add to Reservation" });
  await expect(add).toBeInViewport();
  const onTop = await add.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit === button || button.contains(hit);
  });
  expect(onTop, "nothing covers 'Add to Reservation'").toBe(true);
  await add.click();
  await expect(dialog(page, "create-mylist-dialog")).toBeVisible();
});

test("the first search result starts in the first screen", async ({ page }) => {
  await page.goto("/equipment?search=drill");
  const first = page.getByRole("main").getByRole("link", { name: /drill/i }).first();
  await expect(first).toBeVisible();
  await expectInFirstScreen(page, first);
});

/** Links, buttons, fields and figures (prices, distances, counts): what a visitor reads or presses. */
const CONTROLS_AND_FIGURES = "a[href], button, input:not([type=hidden]), select, textarea, summary, .tabular-nums";

/**
 * Judges each visible control and figure in `scope` where it is on the first screen, or else once scrolled into view
 * the least way (as scrolling to it, or a Tab, brings it in), asking `document.elementFromPoint` at five points of its
 * box what is on top there. What the site draws on
 * top is whatever sits in a fixed or sticky layer (the header, the floating MyList button, a toast, a dialog): the
 * element is covered when such a layer, other than its own, is hit. Those on screen are judged first, before a
 * toast's time is up. Returns what covered what.
 */
async function coveredControls(scope: Locator): Promise<string[]> {
  return scope.evaluate(async (root, selector) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const layerOf = (element: Element | null) => {
      for (let at = element; at; at = at.parentElement) {
        const { position } = getComputedStyle(at);
        if (position === "fixed" || position === "sticky") return at;
      }
      return null;
    };
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    };
    // Over a modal dialog a toast takes no pointer events (Radix makes the rest of the page inert to them), so
    // `elementFromPoint` sees through it: a toast is found by its box.
    const toastAt = (x: number, y: number) =>
      [...document.querySelectorAll("[data-sonner-toast]")].find((toast) => {
        const box = toast.getBoundingClientRect();
        return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      });
    // Where the page and the element's scrolling box stand: what is drawn on top moves only when one of them does.
    const scrollState = (element: Element) => {
      let box = element.parentElement;
      while (box && box.scrollHeight <= box.clientHeight) box = box.parentElement;
      return `${window.scrollY} ${box?.scrollTop ?? 0}`;
    };
    const shown = [...root.querySelectorAll(selector)].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
    });
    // Those on screen at rest are judged as they are, the others once scrolled to.
    const targets = [...shown.filter(inView), ...shown.filter((element) => !inView(element))];
    const found: string[] = [];
    for (const element of targets) {
      const before = scrollState(element);
      element.scrollIntoView({ block: "nearest", inline: "nearest" });
      if (scrollState(element) !== before) await frame();
      const box = element.getBoundingClientRect();
      const own = layerOf(element);
      const points = [
        [0.5, 0.5],
        [0.1, 0.2],
        [0.9, 0.2],
        [0.1, 0.8],
        [0.9, 0.8],
      ];
      for (const [x, y] of points.map(([x, y]) => [box.left + box.width * x, box.top + box.height * y])) {
        if (y < 0 || y > window.innerHeight) continue; // the part of an element at rest that is not on screen yet
        const toast = toastAt(x, y);
        if (toast) {
          found.push(`${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}" under a toast`);
          break;
        }
        const hit = document.elementFromPoint(x, y);
        const layer = layerOf(hit);
        if (!hit || !layer || layer === own || layer.contains(element) || element.contains(hit)) continue;
        const what = layer.getAttribute("data-testid") ?? layer.tagName;
        found.push(`${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}" under ${what}`);
        break;
      }
    }
    return found;
  }, CONTROLS_AND_FIGURES);
}

test("nothing drawn on top hides a control or a figure of the equipment, search and branch pages", async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const path of [`/equipment/${HIRE.slug}`, `/equipment/${RESALE.slug}`, "/equipment?search=drill"]) {
    await page.goto(path);
    await page.evaluate(() => document.querySelector(".facets")?.setAttribute("open", ""));
    expect(await coveredControls(page.locator("body")), path).toEqual([]);
  }
  await page.goto("/locations?q=Leeds");
  await expect(page.getByText(/^Found \d+ locations within 50 miles/)).toBeVisible();
  expect(await coveredControls(page.locator("body")), "branch finder").toEqual([]);
});

test("nothing drawn on top hides a control of the MyList dialog, empty or with a toast showing", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`/equipment/${RESALE.slug}`);
  const empty = await openMyList(page);
  await expect(empty.getByText("Your MyList is empty")).toBeVisible();
  expect(await coveredControls(empty), "empty MyList").toEqual([]);

  // A list longer than the screen: the dialog's footer, with 'Proceed to Address', sits at the screen's bottom.
  const resale = demoRows("equipment")
    .filter((row) => row.type === "Resale" && row.rate && row.equipmentSlug !== RESALE.slug)
    .slice(0, 6)
    .map((row) => ({ equipmentSlug: row.equipmentSlug, quantity: 1 }));
  const start = addDays(sundayAhead(), 1);
  await seedList(page, [{ equipmentSlug: RESALE.slug, quantity: 1 }, ...resale], {
    startDate: start,
    endDate: addDays(start, 2),
  });
  await page.reload();
  const list = await openMyList(page);
  await list.getByRole("button", { name: `Increase quantity of ${RESALE.name}` }).click();
  await expectToast(page, "Quantity Updated");
  await expect(list.getByRole("button", { name: "Proceed to Address" })).toBeVisible();
  expect(await coveredControls(list), "MyList with a toast").toEqual([]);
});

test("the overlay check judges every branch result's distance, and sees a floating button over one", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/locations?q=Leeds");
  const results = page.getByRole("region", { name: /^Nearest/ });
  const distances = results.getByTestId("branch-distance");
  await expect(distances).toHaveCount(10);
  // Each distance is a figure the check looks at.
  for (const distance of await distances.all()) await expect(distance).toHaveClass(/\btabular-nums\b/);
  expect(await coveredControls(results), "branch finder results").toEqual([]);

  // A button floating at the screen's bottom right, as the MyList button once did, is caught over the nearest
  // branch's distance, which a phone shows at the first screen's bottom edge.
  if ((page.viewportSize()?.width ?? 0) > 400) return;
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    const floating = document.createElement("button");
    floating.textContent = "MyList";
    floating.dataset.testid = "floating-button";
    Object.assign(floating.style, { position: "fixed", right: "8px", bottom: "8px", width: "140px", height: "64px" });
    document.body.append(floating);
  });
  const nearest = await distances.first().textContent();
  expect(await coveredControls(results.getByRole("listitem").first())).toContainEqual(
    `span "${nearest}" under floating-button`,
  );
});
