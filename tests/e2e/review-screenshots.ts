import { mkdirSync } from "node:fs";
import { test, type Locator, type Page } from "@playwright/test";

/**
 * A screenshot for people reviewing a change, not an assertion: taken only when E2E_SCREENSHOTS names a folder
 * (docs/decisions/operation.md E44), as `<name>-<project>.png`, the project being desktop or mobile.
 */
export async function reviewScreenshot(target: Page | Locator, name: string, { fullPage = false } = {}) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const path = `${folder}/${name}-${test.info().project.name}.png`;
  await ("goto" in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}
