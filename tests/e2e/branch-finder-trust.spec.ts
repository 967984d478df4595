import type { Locator, Page } from "@playwright/test";
import { demoRows } from "../helpers/demo-rows.js";
import { showMap } from "./branch-map-helpers";
import { expect, expectHydrated, expectNoAxeViolations, test } from "./fixtures";
import { DELIVERY_ESTIMATE } from "./mylist-helpers";

// The branch finder's trust (docs/decisions/branches.md L12-L17): result cards that read at both widths, whether a
// branch is open now, distances from a town, a pressed cluster that lands clear of the zoom buttons, services by branch
// type, the brand's area and plural counts, and a stock box that names the branches that usually have an item
// (docs/decisions/branches.md L14-L18). Texts and figures the width cannot change are checked once
// (docs/decisions/operation.md E43).

const branches = demoRows("locations");
const resultCards = (page: Page) =>
  page.locator("main li").filter({ has: page.getByRole("link", { name: /^View Details/ }) });

/** How many lines an element's text takes. */
const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

/** Where an element's text wraps: the index of each character that starts a new line. */
const wrapsOf = (element: Locator) =>
  element.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const tops: number[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (let i = 0; i < text.textContent!.length; i++) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        tops.push(Math.round(range.getBoundingClientRect().top));
      }
    }
    return tops.flatMap((top, i) => (i > 0 && top > tops[i - 1] + 2 ? [i] : []));
  });

test.describe("Result cards", () => {
  test("names keep to two lines, e-mails wrap only before the '@', and each card says when it opens", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Saturday 28 November 2026, 10:00 in London: Saturday hours.
    await page.clock.setFixedTime(new Date("2026-11-28T10:00:00Z"));
    await page.goto("/locations?q=M1%201AE");
    await expectHydrated(page);
    await page.mouse.move(5, 5); // the opening times load at the visitor's first activity (L14)
    const cards = resultCards(page);
    expect(await cards.count()).toBe(10);
    for (const card of await cards.all()) {
      const name = card.getByRole("heading", { level: 3 });
      expect(await linesOf(name), await name.innerText()).toBeLessThanOrEqual(2);
      const email = card.locator('a[href^="mailto:"] > span:last-child');
      const text = await email.innerText();
      for (const wrap of await wrapsOf(email)) expect(text[wrap], `${text} wraps inside a word`).toBe("@");
      await expect(card.getByTestId("opening-status")).toHaveText(
        /^(Open now until \d{1,2}:\d{2}|Opens \d{1,2}:\d{2} (today|tomorrow|Monday))$/,
      );
    }
    const trafford = cards.filter({ hasText: "Kestrel Hire Manchester Trafford Park" });
    await expect(trafford).toHaveCount(1);
    await expect(trafford.getByTestId("opening-status")).toHaveText("Opens 7:00 Monday");
    await expectNoAxeViolations(page);
  });

  test(
    "a bank holiday closes the branch, and the card says when it opens again",
    { tag: "@any-width" },
    async ({ page }) => {
      // Christmas Day 2026 is a Friday; Boxing Day's substitute is Monday 28 December.
      await page.clock.setFixedTime(new Date("2026-12-25T10:00:00Z"));
      await page.goto("/locations?q=LS1%204DY");
      await expectHydrated(page);
      await page.mouse.move(5, 5);
      const leeds = resultCards(page).filter({
        has: page.getByRole("link", { name: "Kestrel Hire Leeds", exact: true }),
      });
      await expect(leeds.getByTestId("opening-status")).toHaveText("Closed for Christmas Day: opens 7:00 Tuesday");
    },
  );

  test(
    "on a wide screen the map stays in view, below the header, beside the results",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/locations?q=Leeds");
      await resultCards(page).nth(7).scrollIntoViewIfNeeded();
      const header = (await page.locator("header").first().boundingBox())!;
      const map = (await page.locator(".map-preview").boundingBox())!;
      expect(map.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(map.y + map.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    },
  );
});

test.describe("A search by town", () => {
  test(
    "measures from the town's centre, says so, and shows no '0.0 miles'",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto("/locations?q=York");
      await expect(page.getByTestId("district-note")).toHaveText("Distances from the centre of York.");
      const distances = await page.getByTestId("branch-distance").allTextContents();
      expect(distances[0]).toBe("In York");
      for (const distance of distances.slice(1)) expect(distance).toMatch(/^\d+\.\d miles$/);
      expect(distances).not.toContain("0.0 miles");
    },
  );
});

test.describe("The map's clusters", () => {
  test("a pressed cluster's branches all land inside the map, clear of the zoom buttons", async ({ page }) => {
    await page.goto("/locations");
    await showMap(page);
    const map = page.locator(".leaflet-container");
    const cluster = page.locator(".branch-cluster-lg, .branch-cluster-md").first();
    await expect(cluster).toBeVisible();
    const pressed = Number(await cluster.textContent());
    const region = page.getByRole("region", { name: "Map of all branches" });
    const before = await region.getAttribute("data-zoom");
    await cluster.dispatchEvent("click");
    await expect.poll(() => region.getAttribute("data-zoom")).not.toBe(before);
    const frame = (await map.boundingBox())!;
    const buttons = (await page.locator(".leaflet-control-zoom").boundingBox())!;
    // Branches drawn wholly inside the map and clear of the zoom buttons: at least the pressed cluster's.
    const clear = await page.locator(".leaflet-marker-icon").evaluateAll(
      (elements, { frame, buttons }) =>
        elements
          .map((element) => ({ rect: element.getBoundingClientRect(), count: Number(element.textContent) || 1 }))
          .filter(
            ({ rect }) =>
              rect.left >= frame.x &&
              rect.right <= frame.x + frame.width &&
              rect.top >= frame.y &&
              rect.bottom <= frame.y + frame.height &&
              !(
                rect.left < buttons.x + buttons.width &&
                rect.right > buttons.x &&
                rect.top < buttons.y + buttons.height &&
                rect.bottom > buttons.y
              ),
          )
          .reduce((sum, { count }) => sum + count, 0),
      { frame, buttons },
    );
    expect(clear).toBeGreaterThanOrEqual(pressed);
  });
});

test.describe("Branch pages", () => {
  test("today's hours are marked, the next bank holiday is named, and services follow the type", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-28T10:00:00Z"));
    const leeds = branches.find((branch) => branch.name === "Kestrel Hire Leeds")!;
    await page.goto(`/locations/${leeds.id}`);
    await expectHydrated(page);
    await page.mouse.move(5, 5);
    const hours = page.getByRole("region", { name: "Opening Hours" });
    await expect(hours.getByTestId("opening-status")).toHaveText("Open now until 12:00");
    await expect(hours.locator("[data-today]")).toHaveText(/^Sat\s*Today\s*08:00 - 12:00$/i);
    await expect(hours.getByTestId("next-bank-holiday")).toHaveText(
      "Closed on Friday 25 December 2026 for Christmas Day.",
    );
    const services = page.getByRole("region", { name: "Services Available" }).getByRole("listitem");
    await expect(services).toHaveText([
      "Equipment Rental",
      "Expert Advice",
      "Local Support",
      "Equipment Collection",
      "Delivery Service",
    ]);
    await expectNoAxeViolations(page);

    const depot = branches.find((branch) => branch.type === "Powered Access Depot")!;
    await page.goto(`/locations/${depot.id}`);
    await expect(page.getByRole("region", { name: "Services Available" }).getByRole("listitem").first()).toHaveText(
      "Powered Access Hire",
    );
  });

  test(
    "browse-all names where the branches are and counts them in words that agree",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto("/locations/browse-all");
      await expect(
        page.getByText(`${branches.length} branch locations available across the UK and Ireland`, { exact: true }),
      ).toBeVisible();
      await expect(page.getByText(/nationwide/)).toHaveCount(0);
    },
  );
});

test.describe("The stock box", () => {
  test("names the nearest branch that usually has the item, with its distance, and the delivery estimate", async ({
    page,
  }) => {
    // The demo's mini concrete pump: at Aylesbury, 36 miles from Westminster, not at the three nearest branches.
    await page.goto("/equipment/mini-concrete-pump");
    const panel = page.getByRole("region", { name: "Branch stock" });
    await panel.getByLabel("Your postcode or town").fill("SW1A 1AA");
    await panel.getByRole("button", { name: "Check near you" }).click();
    const first = panel.getByTestId("stock-nearby").getByRole("listitem").first();
    await expect(first).toContainText("Kestrel Hire Aylesbury");
    await expect(first).toContainText("36.2 miles");
    await expect(first.getByTestId("branch-stock")).toHaveText("Usually available at Aylesbury");
    await expect(panel.getByTestId("stock-delivery")).toHaveText(DELIVERY_ESTIMATE);
    await expectNoAxeViolations(page);
  });

  test("says plainly when no branch within 50 miles usually has it", { tag: "@any-width" }, async ({ page }) => {
    await page.goto("/equipment/laser-level-kit-with-tripod-and-staff");
    const panel = page.getByRole("region", { name: "Branch stock" });
    await panel.getByLabel("Your postcode or town").fill("SW1A 1AA");
    await panel.getByRole("button", { name: "Check near you" }).click();
    await expect(panel.getByTestId("stock-none-usually")).toHaveText(
      "None of our branches within 50 miles of SW1A 1AA usually has this item: ask the nearest.",
    );
    await expect(panel.getByTestId("branch-stock")).toHaveText(["Ask the branch", "Ask the branch", "Ask the branch"]);
  });

  test("a town gives no delivery estimate (it needs a postcode)", { tag: "@any-width" }, async ({ page }) => {
    await page.goto("/equipment/mini-concrete-pump");
    const panel = page.getByRole("region", { name: "Branch stock" });
    await panel.getByLabel("Your postcode or town").fill("Leeds");
    await panel.getByRole("button", { name: "Check near you" }).click();
    await expect(panel.getByTestId("stock-nearby")).toBeVisible();
    await expect(panel.getByTestId("stock-delivery")).toHaveCount(0);
  });
});
