import { mkdirSync } from "node:fs";
import { test, type Locator, type Page } from "@playwright/test";

/**
 * A screenshot for people reviewing a change, not an assertion: taken only when E2E_SCREENSHOTS names a folder
 * (docs/decisions/operation.md E44), as `<name>-<project>.png`, the project being desktop or mobile. `fromTop`
 * takes the whole page from its top with nothing focused (a focused skip link would show).
 */
export async function reviewScreenshot(
  target: Page | Locator,
  name: string,
  { fullPage = false, fromTop = false } = {},
) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const path = `${folder}/${name}-${test.info().project.name}.png`;
  if (!("goto" in target)) return void (await target.screenshot({ path }));
  if (fromTop)
    await target.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
  await target.screenshot({ path, fullPage: fullPage || fromTop });
}
