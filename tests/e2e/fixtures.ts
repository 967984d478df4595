import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Response } from "@playwright/test";

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
    waitForHydrationOnLoad(page);
    await use(page);
    expect(consoleErrors, "console errors on the page").toEqual([]);
  },
});

export { expect };

/**
 * `page.goto` and `page.reload` that wait for the load (their default) also wait until the page has hydrated: a
 * page's scripts start after its first paint (docs/decisions/performance.md X2), and a test that presses a link or button before
 * then sees the page work without script (a full page load), not the app. A test about that early moment passes
 * `waitUntil: "domcontentloaded"` or "commit". Documents that are not the app's HTML (a PDF, JSON) are not waited on.
 */
function waitForHydrationOnLoad(page: Page) {
  const afterLoad = async (response: Response | null, options?: { waitUntil?: string }) => {
    const waitsForLoad = !options?.waitUntil || options.waitUntil === "load" || options.waitUntil === "networkidle";
    const isAppPage = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
    if (waitsForLoad && isAppPage) await expectHydrated(page);
    return response;
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => afterLoad(await goto(url, options), options);
  const reload = page.reload.bind(page);
  page.reload = async (options) => afterLoad(await reload(options), options);
}

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
  // A toast whose time is up fades out whenever its timer ends, which can fall inside axe's run: it is judged while
  // it shows, not while it leaves.
  const leaving = ['[data-sonner-toast][data-removed="true"]'];
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of [...leaving, ...(options.exclude ?? [])]) builder = builder.exclude(selector);
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

/**
 * Holds the page's entry script back, as on a slow connection, until the returned function is called: the page is
 * painted and its head scripts run, but React has not started (docs/decisions/performance.md X2, X4).
 */
export async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
