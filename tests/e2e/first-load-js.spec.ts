import { FIRST_LOAD_JS_GUARD_KB, firstLoadScripts, totalKb } from "../../scripts/bench/browser/first-load-js";
import { firstLoadPages } from "../../scripts/bench/browser/pages";
import { expect, test } from "./fixtures";

// docs/decisions/performance.md E2, W5: every script a public page requests before the visitor does
// anything, compressed as the server sent it, at most the 100 KB target (`npm run bench:js` reports the same). Measured at phone
// width, as Lighthouse's mobile run sees the pages, each in a new browser context (empty cache). The branch finder's
// pages count too: their map loads when the visitor asks for it (docs/decisions/performance.md J1).

test.describe.configure({ timeout: 180_000 });

test(
  "no public page loads more JavaScript before the first interaction than the guard",
  { tag: "@phone" },
  async ({ browser }, testInfo) => {
    const figures: string[] = [];
    for (const { path } of firstLoadPages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const scripts = await firstLoadScripts(await context.newPage(), `${testInfo.project.use.baseURL}${path}`);
      await context.close();
      figures.push(`${totalKb(scripts).toFixed(1).padStart(6)} KB  ${path}`);
      expect
        .soft(totalKb(scripts), `${path}: ${scripts.map((script) => script.path).join(", ")}`)
        .toBeLessThanOrEqual(FIRST_LOAD_JS_GUARD_KB);
    }
    console.log(figures.join("\n"));
  },
);
