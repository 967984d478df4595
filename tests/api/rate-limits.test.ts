import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createOrResetAccount } from "../../server/services/admin/index.js";
import { RateLimitCounter } from "../../server/services/rate-limits.js";
import { ADMIN_ENV, AdminClient, EMAIL } from "../helpers/admin.js";
import { freshDatabase, startTestApp, type TestApp } from "../helpers/test-app.js";

const apps: TestApp[] = [];
async function app(env: Record<string, string>): Promise<TestApp> {
  const started = await startTestApp({ env });
  apps.push(started);
  return started;
}
afterEach(async () => {
  for (const started of apps.splice(0)) await started.close();
});

const statuses = async (requests: (() => Promise<Response>)[]) => {
  const result: number[] = [];
  for (const request of requests) result.push((await request()).status);
  return result;
};
const times = <T>(n: number, value: T) => Array.from({ length: n }, () => value);

describe("rate limits (docs/decisions/operation.md O2)", () => {
  it("answers 429 with an error, Retry-After and the standard RateLimit headers once the API limit is used", async () => {
    const api = await app({ RATE_LIMIT_API_PER_MINUTE: "3" });
    const first = await api.fetch("/api/categories");
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-policy")).toMatch(/^"api"; q=3; w=60; pk=:[\w+/=]+:$/);
    expect(first.headers.get("ratelimit")).toMatch(/^"api"; r=2; t=\d+$/);
    expect(await statuses(times(2, () => api.fetch("/api/categories")))).toEqual([200, 200]);

    const refused = await api.fetch("/api/categories");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toMatch(/application\/json/);
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(/^Too many requests: try again in \d+ seconds$/),
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(refused.headers.get("ratelimit")).toMatch(/^"api"; r=0; t=\d+$/);
    // Every API path shares the budget; the health check is not part of the API.
    expect((await api.fetch("/api/specials")).status).toBe(429);
    expect((await api.fetch("/healthz")).status).toBe(200);
  });

  it("limits every state-changing API request, whatever its path, and leaves reads alone", async () => {
    const api = await app({ RATE_LIMIT_WRITE_PER_MINUTE: "2" });
    const write = (method: string, path: string) => () =>
      api.fetch(path, { method, headers: { "Content-Type": "application/json" }, body: "{}" });
    const before = await statuses([write("POST", "/api/site-settings/site_mode"), write("PUT", "/api/future-thing")]);
    expect(before).not.toContain(429);
    const after = await statuses([write("PATCH", "/api/future-thing"), write("DELETE", "/api/reservations/1")]);
    expect(after).toEqual([429, 429]);
    const refused = await write("POST", "/api/anything")();
    expect(await refused.json()).toHaveProperty("error");
    expect(refused.headers.get("ratelimit-policy")).toMatch(/"api"; q=100000; w=60; .*, "write"; q=2; w=60; /);
    expect((await api.fetch("/api/categories")).status).toBe(200);
  });

  it("limits search pages and their data requests with the API limit, not other pages", async () => {
    const api = await app({ RATE_LIMIT_API_PER_MINUTE: "2" });
    expect(
      await statuses([() => api.fetch("/equipment?search=drill"), () => api.fetch("/equipment.data?search=saw")]),
    ).not.toContain(429);
    const refused = await api.fetch("/equipment?search=breaker");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toMatch(/text\/html/);
    expect(await refused.text()).toMatch(/Too many searches from your connection: please try again in \d+ seconds/);
    // Another spelling of the search page is sent to the canonical one (H4), where the limit applies.
    const variant = await api.fetch("/Equipment/?search=x&search=y");
    expect(variant.status).toBe(308);
    expect((await api.fetch(variant.headers.get("location")!)).status).toBe(429);
    // The search budget is the API's: both are spent together.
    expect((await api.fetch("/api/categories")).status).toBe(429);
    expect((await api.fetch("/equipment")).status).not.toBe(429);
    expect((await api.fetch("/equipment?search=")).status).not.toBe(429);
  });

  it("leaves no spelling of a tracking or search address outside its limit", async () => {
    const api = await app({ RATE_LIMIT_TRACKING_PER_MINUTE: "1", RATE_LIMIT_API_PER_MINUTE: "1" });
    expect((await api.fetch("/requests/ML-100001?t=guess-1")).status).not.toBe(429);
    expect((await api.fetch("/equipment?search=drill")).status).not.toBe(429);
    // Escaped letters and other cases are never answered as the page: only sent to its one address, which is limited.
    for (const [variant, canonical] of [
      ["/%72equests/ML-100001?t=guess-2", "/requests/ML-100001?t=guess-2"],
      ["/API/Requests/ML-100001/ESTIMATE.pdf?t=guess-3", "/api/requests/ML-100001/estimate.pdf?t=guess-3"],
      ["/api/%72equests/ML-100001?t=guess-4", "/api/requests/ML-100001?t=guess-4"],
      ["/%65quipment?search=saw", "/equipment?search=saw"],
    ]) {
      const response = await api.fetch(variant!);
      expect(response.status, variant).toBe(308);
      expect(response.headers.get("location"), variant).toBe(canonical);
      expect((await api.fetch(canonical!)).status, canonical).toBe(429);
    }
  });

  it("counts per client address as TRUST_PROXY decides it", async () => {
    const oneHop = await app({ RATE_LIMIT_API_PER_MINUTE: "1", TRUST_PROXY: "1" });
    const from = (address: string) => () =>
      oneHop.fetch("/api/categories", { headers: { "X-Forwarded-For": `198.51.100.9, ${address}` } });
    // One hop trusted: the client is the last address the proxy appended.
    expect(await statuses([from("203.0.113.5"), from("203.0.113.6"), from("203.0.113.5")])).toEqual([200, 200, 429]);

    const noProxy = await app({ RATE_LIMIT_API_PER_MINUTE: "1", TRUST_PROXY: "false" });
    const spoofed = (address: string) => () =>
      noProxy.fetch("/api/categories", { headers: { "X-Forwarded-For": address } });
    expect(await statuses([spoofed("203.0.113.5"), spoofed("203.0.113.6")])).toEqual([200, 429]);
  });

  it("starts with TRUST_PROXY=true and takes the client address from X-Forwarded-For", async () => {
    const trusting = await app({ RATE_LIMIT_API_PER_MINUTE: "1", TRUST_PROXY: "true" });
    const from = (address: string) => () =>
      trusting.fetch("/api/categories", { headers: { "X-Forwarded-For": `${address}, 10.0.0.1` } });
    expect(await statuses([from("203.0.113.5"), from("203.0.113.6"), from("203.0.113.6")])).toEqual([200, 200, 429]);
  });

  it("with a list of trusted proxies, the client is the first address from the socket back that is not one", async () => {
    const listed = await app({ RATE_LIMIT_API_PER_MINUTE: "1", TRUST_PROXY: "loopback, 10.0.0.0/8" });
    const via = (chain: string) => () => listed.fetch("/api/categories", { headers: { "X-Forwarded-For": chain } });
    // 10.1.2.3 is a trusted proxy, so both chains come from 203.0.113.5; 198.51.100.1 is a client of its own.
    const chains = ["203.0.113.5, 10.1.2.3", "198.51.100.1, 203.0.113.5", "203.0.113.5", "198.51.100.1"];
    expect(await statuses(chains.map(via))).toEqual([200, 429, 429, 200]);
  });
});

describe("admin limits (docs/decisions/security.md S7)", () => {
  it("counts sign-ins per address, and a signed-in account's admin calls per account, not per office address", async () => {
    const office = await app({ ...ADMIN_ENV, RATE_LIMIT_ADMIN_PER_MINUTE: "3", RATE_LIMIT_STAFF_PER_MINUTE: "5" });
    await createOrResetAccount(office.database.db, "colleague@hirebase.test", "a colleague's long password");
    const boss = new AdminClient(office);
    const colleague = new AdminClient(office);
    expect((await boss.login()).status).toBe(200);
    expect((await colleague.login("colleague@hirebase.test", "a colleague's long password")).status).toBe(200);
    // Both sign-ins came from one address: its third attempt is still free, its fourth is refused.
    expect((await new AdminClient(office).login(EMAIL, "not the password")).status).toBe(401);
    const fourth = await new AdminClient(office).login();
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({ error: expect.stringMatching(/^Too many requests/) });

    // Each account has its own budget of 5, whoever else works from the same address.
    const auth = (client: AdminClient) => () => client.request("/api/admin/auth");
    expect(await statuses(times(5, auth(boss)))).toEqual(times(5, 200));
    const refused = await boss.request("/api/admin/auth");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("ratelimit-policy")).toMatch(/"staff"; q=5; w=60/);
    expect(await statuses(times(5, auth(colleague)))).toEqual(times(5, 200));
    expect((await colleague.request("/api/admin/auth")).status).toBe(429);
  });
});

describe("RateLimitCounter shared through the database", () => {
  const silent = pino({ level: "silent" });

  it("lets instances on one database see each other's hits after a flush", async () => {
    const database = await freshDatabase("empty");
    try {
      const first = new RateLimitCounter(database.db, silent);
      const second = new RateLimitCounter(database.db, silent);
      for (let i = 0; i < 5; i++) first.hit("api", "203.0.113.5", 60_000);
      for (let i = 0; i < 3; i++) second.hit("api", "203.0.113.5", 60_000);
      expect(second.peek("api", "203.0.113.5", 60_000).totalHits).toBe(3);
      await first.flush();
      await second.flush();
      expect(second.peek("api", "203.0.113.5", 60_000).totalHits).toBe(8);
      expect(first.hit("api", "203.0.113.5", 60_000).totalHits).toBe(6); // 5 + its own, until its next flush
      await first.flush();
      expect(first.peek("api", "203.0.113.5", 60_000).totalHits).toBe(9);
      // Other clients and other limiters are counted apart.
      expect(first.peek("write", "203.0.113.5", 60_000).totalHits).toBe(0);
      expect(first.peek("api", "203.0.113.6", 60_000).totalHits).toBe(0);

      await second.reset("api", "203.0.113.5");
      const third = new RateLimitCounter(database.db, silent);
      third.hit("api", "203.0.113.5", 60_000);
      await third.flush();
      expect(third.peek("api", "203.0.113.5", 60_000).totalHits).toBe(1);
      await Promise.all([first.stop(), second.stop(), third.stop()]);
    } finally {
      await database.close();
    }
  });

  it("starts a new count when the window ends", async () => {
    const database = await freshDatabase("empty");
    try {
      let now = Date.UTC(2030, 0, 1, 12, 0, 30);
      const counter = new RateLimitCounter(database.db, silent, { now: () => now });
      counter.hit("api", "client", 60_000);
      const { totalHits, resetTime } = counter.hit("api", "client", 60_000);
      expect(totalHits).toBe(2);
      expect(resetTime.toISOString()).toBe("2030-01-01T12:01:00.000Z");
      await counter.flush();
      now += 30_000;
      expect(counter.hit("api", "client", 60_000).totalHits).toBe(1);
      await counter.stop();
    } finally {
      await database.close();
    }
  });

  it("keeps counting in memory while the database cannot be written", async () => {
    const database = await freshDatabase("empty");
    const counter = new RateLimitCounter(database.db, silent);
    counter.hit("api", "client", 60_000);
    await database.close();
    await counter.flush(); // fails, logs once, keeps the hit pending
    expect(counter.hit("api", "client", 60_000).totalHits).toBe(2);
  });
});
