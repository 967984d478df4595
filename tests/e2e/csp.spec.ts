import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { test as plainTest, type Page } from "@playwright/test";
import { demoRows as demo } from "../helpers/demo-rows.js";
import { expect, test } from "./fixtures";

// The Content-Security-Policy of pages (docs/decisions/security.md O5, H1): it approves exactly the inline
// scripts the framework emits, so every page hydrates with no violation while a script injected
// through catalogue HTML is neither approved nor run.

const category = demo("categories").find((row) => row.level === "0")!;
const item = demo("equipment").find((row) => row.type === "Hire")!;
const location = demo("locations")[0]!;

const publicPages = [
  "/",
  "/categories",
  `/categories/${category.categorySlug}`,
  "/equipment",
  "/equipment?search=drill",
  `/equipment/${item.equipmentSlug}`,
  "/quick-hires",
  "/online-brochure",
  "/locations",
  `/locations/${location.id}`,
  "/contact",
  "/about-us",
  "/faqs",
  "/no-such-page",
];

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The values of one CSP directive. */
function directive(policy: string, name: string): string[] {
  const part = policy.split(/;\s*/).find((entry) => entry.startsWith(`${name} `));
  return part ? part.split(" ").slice(1) : [];
}

/** Hashes of the inline scripts a browser would run from this HTML (read here, in the test, to check the server). */
function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g);
  return [...scripts].map((match) => sha256(match[1]!));
}

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** React has hydrated once it has attached its fibres to the server-rendered elements. */
async function expectHydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.querySelector("main")!).some((key) => key.startsWith("__reactFiber$"))),
    )
    .toBe(true);
}

// A page sends the same policy, scripts and style sheets at both widths (docs/decisions/operation.md E43).
test.describe("page CSP", { tag: "@any-width" }, () => {
  for (const path of publicPages) {
    test(`${path} approves exactly its framework scripts and hydrates with no violation`, async ({ page }) => {
      await watchViolations(page);
      const response = (await page.goto(path))!;
      const policy = response.headers()["content-security-policy"]!;
      const html = await response.text();

      const approved = directive(policy, "script-src").filter((source) => source.startsWith("'sha256-"));
      expect(approved.sort()).toEqual([...new Set(inlineScriptHashes(html))].sort());
      expect(directive(policy, "style-src")).not.toContain("'unsafe-inline'");
      expect(html).not.toMatch(/<[a-z][^>]*\sstyle="/);

      await expectHydrated(page);
      // Leave time for late islands (toasts, MyList) to load and apply their styles.
      await page.waitForLoadState("networkidle");
      expect(await violations(page)).toEqual([]);
    });
  }
});

// One server of its own, started once: run in the desktop project only.
plainTest.describe("a script injected through catalogue HTML", { tag: "@desktop" }, () => {
  let server: ChildProcess | undefined;
  let baseUrl = "";
  let path = "";

  plainTest.beforeAll(async () => {
    plainTest.setTimeout(120_000);
    const port = Number(process.env.E2E_PORT || 4173) + 1000;
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ["tests/e2e/support/injected-html-server.mjs"], {
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    path = await new Promise<string>((resolve, reject) => {
      let output = "";
      server!.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split("\n").find((entry) => entry.startsWith("{"));
        if (line) resolve((JSON.parse(line) as { path: string }).path);
      });
      server!.once("exit", (code) => reject(new Error(`the injected-HTML server exited with ${code}`)));
    });
  });

  plainTest.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  });

  plainTest("is neither approved by the CSP nor run, and the page still hydrates", async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await watchViolations(page);
    const response = (await page.goto(baseUrl + path))!;
    const html = await response.text();
    const injected = "window.__pwned = true;";
    // The page really carries the script, so it is the CSP that stops it.
    expect(html).toContain(`<script>${injected}</script>`);

    const policy = response.headers()["content-security-policy"]!;
    const approved = directive(policy, "script-src");
    expect(approved).not.toContain(sha256(injected));
    expect(approved).not.toContain("'unsafe-inline'");
    const frameworkHashes = inlineScriptHashes(html).filter((hash) => hash !== sha256(injected));
    expect(approved.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
      [...new Set(frameworkHashes)].sort(),
    );

    await expectHydrated(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    // One refusal: the injected inline script (the policy asks for no sample of it).
    expect(await violations(page)).toEqual(["script-src-elem inline "]);
    expect(consoleErrors).toHaveLength(1);
    expect(consoleErrors[0]).toMatch(
      /inline script violates the following Content Security Policy|Refused to execute inline script/,
    );
  });
});
