import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServerProcess, type ServerProcess } from "../helpers/server-process.js";

// "One visitor can make every page slow" (docs/threat-model.md, "The third review"): a page's address loses the parameters
// the page does not read (docs/decisions/security.md H5), so the page cache answers it; and every page or data request
// that reaches the renderer counts against a per-address limit (docs/decisions/operation.md O11). Pages are rendered by
// the production server in its own process (see tests/api/fast-path.test.ts); a page from memory carries
// Content-Length, while Express streams pages.

let server: ServerProcess;
beforeAll(async () => {
  // One proxy hop trusted: each test client is the address it names in X-Forwarded-For.
  server = await startServerProcess({ env: { RATE_LIMIT_RENDER_PER_MINUTE: "3", TRUST_PROXY: "1" } });
}, 300_000);
afterAll(() => server?.stop());

const fromMemory = (response: Response) => response.headers.has("content-length");

let clients = 0;
/** A client of its own address: its requests count against nobody else's limit. */
function client() {
  const address = `203.0.113.${++clients}`;
  return (path: string, init: RequestInit = {}) =>
    server.fetch(path, { ...init, headers: { ...init.headers, "X-Forwarded-For": address } });
}

/** Asks for `path`, each time from a new address (so no limit is met), until the page cache answers it. */
async function cached(path: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const response = await client()(path);
      await response.arrayBuffer();
      expect([response.status, fromMemory(response)], `${path} served from memory`).toEqual([200, true]);
    },
    { timeout: 15_000, interval: 20 },
  );
}

describe("parameters a page does not read", () => {
  it("are dropped with a 308 to the address without them; what the page reads stays, as written", async () => {
    const from = client();
    for (const [target, location] of [
      ["/locations/browse-all?x=4f9a&q=Leeds", "/locations/browse-all?q=Leeds"],
      ["/contact?utm_source=mail", "/contact"],
      ["/equipment?search=mini+digger&fbclid=abc&sort=price-asc", "/equipment?search=mini+digger&sort=price-asc"],
      ["/locations/7?from=browse-all&ref=x", "/locations/7?from=browse-all"],
      ["/requests/ML-100001?t=Some-Token&x=1", "/requests/ML-100001?t=Some-Token"],
      // Another spelling of the path too: one redirect to the one address.
      ["/Contact/?x=1", "/contact"],
    ]) {
      const response = await from(target!);
      expect(response.status, target).toBe(308);
      expect(response.headers.get("location"), target).toBe(location);
      expect(response.headers.get("cache-control"), target).toBe("no-store");
    }
    // Kept on data requests (never cached), admin pages (private) and addresses that are not pages.
    for (const target of [
      "/equipment.data?search=drill&_routes=routes%2Fequipment",
      "/admin/login?next=%2Fadmin%2Frequests",
      "/api/categories?level=0&utm_source=mail",
    ]) {
      const response = await from(target);
      await response.arrayBuffer();
      expect(response.status, target).not.toBe(308);
    }
  });

  it("no longer cost a render: the address without them is answered from the page cache", async () => {
    const from = client();
    // More than the limit of 3: none of them is rendered. The page is put back in the cache before each step, since
    // the cache starts afresh once the branch stock is first read after start (its freshness is part of the key).
    for (let i = 0; i < 5; i++) {
      await cached("/faqs");
      const redirected = await from(`/faqs?x=${i}`);
      const page = await from(redirected.headers.get("location")!);
      expect(page.status).toBe(200);
      expect(fromMemory(page)).toBe(true);
      await page.text();
    }
  });
});

/**
 * Runs `attempt` again, up to three times, when it failed while the clock passed a whole minute: the limit counts in
 * fixed windows of the clock's minutes (server/services/rate-limits.ts), so a client's count starts again there.
 */
async function withinOneWindow(attempt: () => Promise<void>) {
  const minute = () => Math.floor(Date.now() / 60_000);
  for (let tries = 1; ; tries++) {
    const started = minute();
    try {
      return await attempt();
    } catch (err) {
      if (minute() === started || tries === 3) throw err;
    }
  }
}

describe("the render limit", () => {
  it("answers uncached renders beyond it with a friendly 429, while cached pages and other addresses still work", () =>
    withinOneWindow(async () => {
      const flooder = client();
      // Searches no earlier attempt made, so the page cache holds none of them.
      const run = clients;
      const search = (n: number) => `q=z${run}x${n}`;
      for (let i = 0; i < 3; i++) {
        const rendered = await flooder(`/locations/browse-all?${search(i)}`);
        expect(rendered.status).toBe(200);
        // Nothing about one client on a page: the cache would share it.
        expect(rendered.headers.has("ratelimit")).toBe(false);
        await rendered.text();
      }
      const refused = await flooder(`/locations/browse-all?${search(3)}`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      // The same security headers as a page.
      expect(refused.headers.get("x-frame-options")).toBe("DENY");
      expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
      expect(refused.headers.get("content-security-policy")).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
      expect(await refused.text()).toMatch(
        /<h1[^>]*>Too many page views<\/h1><p>Too many page views from your connection: please try again in \d+ seconds\.<\/p>/,
      );

      // Every page the cache does not hold counts, and so does a page's data request, answered in JSON.
      expect((await flooder("/locations/1")).status).toBe(429);
      const data = await flooder(`/locations/browse-all.data?${search(4)}`);
      expect(data.status).toBe(429);
      expect(await data.json()).toEqual({
        error: expect.stringMatching(/^Too many requests: try again in \d+ seconds$/),
      });

      // What the cache answers costs no render: once another address has put the home page in the cache (again, as
      // above), it still opens, and so do the API and static files.
      await cached("/");
      const home = await flooder("/");
      expect(home.status).toBe(200);
      expect(fromMemory(home)).toBe(true);
      expect((await flooder("/api/categories")).status).toBe(200);
      expect((await flooder("/robots.txt")).status).toBe(200);

      // Another address renders as before.
      const other = await client()(`/locations/browse-all?${search(5)}`);
      expect(other.status).toBe(200);
    }));
});
