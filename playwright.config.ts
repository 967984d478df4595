import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath}. The browser tests use Debian's chromium: install it with ` +
      "`sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary). Never run `playwright install`.",
  );
}

const port = Number(process.env.E2E_PORT || 4173);
export const baseURL = `http://127.0.0.1:${port}`;

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const mobile = { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true };
const TABLE_REPLACING = /admin\.spec\.ts/;
const PHONE_ONLY = /@phone\b/;
const DESKTOP_ONLY = /@desktop\b/;
const ANY_WIDTH = /@any-width\b/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PW_JSON_REPORT ? [["list"], ["json", { outputFile: process.env.PW_JSON_REPORT }]] : [["list"]],
  use: {
    baseURL,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  // The admin import spec replaces whole tables (every branch, for a few seconds) on the one shared server, which
  // would fail whatever another worker runs meanwhile: it runs after every other spec, one width at a time.
  // A test for one layout only carries the tag `@desktop` (1280 px) or `@phone` (390 px); the other project leaves it out.
  // A test whose checks do not depend on the width carries `@any-width` and runs once, at 390 px
  // (docs/decisions/operation.md E43).
  projects: [
    { name: "desktop", testIgnore: TABLE_REPLACING, grepInvert: [PHONE_ONLY, ANY_WIDTH], use: desktop },
    {
      name: "mobile",
      testIgnore: [/lifecycle\.spec\.ts/, TABLE_REPLACING],
      grepInvert: DESKTOP_ONLY,
      use: mobile,
    },
    {
      name: "desktop-imports",
      testMatch: TABLE_REPLACING,
      grepInvert: [PHONE_ONLY, ANY_WIDTH],
      dependencies: ["desktop", "mobile"],
      use: desktop,
    },
    {
      name: "mobile-imports",
      testMatch: TABLE_REPLACING,
      grepInvert: DESKTOP_ONLY,
      dependencies: ["desktop-imports"],
      use: mobile,
    },
  ],
  webServer: {
    // The production build against a fresh embedded database loaded with the demo catalogue.
    command: "node scripts/test/e2e-server.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      MAP_TILE_URL: "",
      SITE_MODE: "DEV",
      LOG_LEVEL: "warn",
      RATE_LIMIT_API_PER_MINUTE: "100000",
      RATE_LIMIT_WRITE_PER_MINUTE: "100000",
      RATE_LIMIT_ADMIN_PER_MINUTE: "100000",
      RATE_LIMIT_STAFF_PER_MINUTE: "100000",
      RATE_LIMIT_TRACKING_PER_MINUTE: "100000",
      RATE_LIMIT_RENDER_PER_MINUTE: "100000",
      ADMIN_EMAIL: "admin@hirebase.test",
      ADMIN_PASSWORD: "e2e admin password",
    },
  },
});
