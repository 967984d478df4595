import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Console errors that are not the page's fault (none expected offline: tiles are off in tests). */
const ignoredConsoleErrors: RegExp[] = [];

/**
 * `page` fails the test on any console error or uncaught exception, so a broken hydration,
 * a 500 from the API or a React warning promoted to error never passes silently.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, consoleErrors }, use) => {
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      // A page served with status 404 on purpose logs its own document load as an error.
      if (text.startsWith("Failed to load resource") && message.location().url === page.url()) return;
      if (!ignoredConsoleErrors.some((pattern) => pattern.test(text))) consoleErrors.push(text);
    });
    page.on("pageerror", (error) => consoleErrors.push(`Uncaught: ${error.message}`));
    await use(page);
    expect(consoleErrors, "console errors on the page").toEqual([]);
  },
});

export { expect };

/** The browser logs an API answer of 4xx as a failed resource: a test that expects exactly those takes them back. */
export function allowFailedResources(consoleErrors: string[], status: number) {
  const expected = `Failed to load resource: the server responded with a status of ${status}`;
  for (let i = consoleErrors.length - 1; i >= 0; i--)
    if (consoleErrors[i].startsWith(expected)) consoleErrors.splice(i, 1);
}

/** Runs axe-core and fails on serious or critical violations, listing them. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // Entrance animations and transitions (a toast sliding in, a dialog fading in) finish first: axe judges the settled
  // page, not a frame where text is still half transparent. Endless ones (skeletons, spinners) are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, "axe-core violations").toEqual([]);
}

/** Waits until the page has hydrated: the root's first effect, which runs after every other first-render effect. */
export async function expectHydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}
