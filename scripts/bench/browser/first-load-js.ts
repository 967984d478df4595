// JavaScript as the browser counts it (docs/decisions/performance.md E2, W5): every script a page requests before the
// visitor does anything, with the bytes the browser received (compressed as the server sent them).
import type { Page, Request } from "playwright-core";

/** The target (docs/decisions/performance.md W5), which `npm run bench:js` reports against. */
export const FIRST_LOAD_JS_BUDGET_KB = 100;
/**
 * What the browser test holds every page to: the target itself, the branch pages included since their map loads on
 * demand (docs/decisions/performance.md J1); the latest figures are in docs/performance-figures.md.
 */
export const FIRST_LOAD_JS_GUARD_KB = FIRST_LOAD_JS_BUDGET_KB;

export interface ScriptLoad {
  path: string;
  /** Compressed body bytes as received. */
  bytes: number;
  encoding: string;
}

/** Opens `url` (give a page of a new browser context: an empty cache), waits for hydration and network idle, and lists the scripts it loaded. */
export async function firstLoadScripts(page: Page, url: string): Promise<ScriptLoad[]> {
  const pending: Promise<ScriptLoad>[] = [];
  const onFinished = (request: Request) => {
    if (request.resourceType() !== "script") return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const headers = (await response?.allHeaders()) ?? {};
        return {
          path: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
          encoding: headers["content-encoding"] ?? "identity",
        };
      })(),
    );
  };
  page.on("requestfinished", onFinished);
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-hydrated=true]", { state: "attached" });
  // Islands that start on idle are requested after hydration: wait for the network to settle once more.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  await page.waitForLoadState("networkidle");
  page.off("requestfinished", onFinished);
  return Promise.all(pending);
}

export const totalKb = (scripts: ScriptLoad[]) => scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
