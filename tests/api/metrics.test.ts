import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

const TOKEN = "scraper-token-0123456789";
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ template: "demo", env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => app?.close());

// A request through a reverse proxy carries X-Forwarded-For; the test client itself is on loopback.
const proxied = { "X-Forwarded-For": "203.0.113.9" };

describe("GET /metrics", () => {
  it("answers a scraper on this machine in the Prometheus text format, with route patterns as labels", async () => {
    // The first request for a URL reaches Express (route pattern as its label); once the fast path has stored the
    // answer (compressed off the main thread), a repeat is a hit under one label of its own.
    await app.fetch("/api/categories?level=1");
    await expect
      .poll(
        async () => {
          await app.fetch("/api/categories?level=1");
          return (await (await app.fetch("/metrics")).text()).includes('route="(fast path)",status="200"');
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await app.fetch("/api/equipment/no-such-item-123");
    const response = await app.fetch("/metrics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toMatch(
      /hirebase_http_request_duration_seconds_bucket\{le="0\.005",route="\/api\/categories",status="200"\}/,
    );
    expect(text).toMatch(
      /hirebase_http_request_duration_seconds_count\{route="\/api\/equipment\/:idOrSlug",status="404"\} 1/,
    );
    expect(text).not.toContain("no-such-item-123");
    expect(text).toMatch(/^hirebase_mail_outbox_pending 0$/m);
    expect(text).toMatch(/^hirebase_mail_outbox_oldest_age_seconds 0$/m);
    expect(text).toMatch(
      new RegExp(`hirebase_catalogue_snapshot_info\\{version="${app.services.catalogue.version()}"\\} 1`),
    );
    expect(text).toMatch(/^hirebase_catalogue_snapshot_build_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  });

  it("counts queued mail and its age", async () => {
    const before = await (await app.fetch("/metrics")).text();
    expect(before).toMatch(/^hirebase_mail_outbox_pending 0$/m);
    // Not due for an hour, so the worker leaves it queued.
    await app.database.db.insert(mailOutbox).values({
      messageId: "<metrics-test@hirebase.test>",
      kind: "test",
      fromAddress: "shop@example.com",
      toAddress: "customer@example.com",
      subject: "Test",
      textBody: "Test",
      htmlBody: "<p>Test</p>",
      createdAt: new Date(Date.now() - 90_000),
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    const text = await (await app.fetch("/metrics")).text();
    expect(text).toMatch(/^hirebase_mail_outbox_pending 1$/m);
    const age = Number(/^hirebase_mail_outbox_oldest_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(90);
  });

  it("answers 404 to a request from elsewhere without a token", async () => {
    const response = await app.fetch("/metrics", { headers: proxied });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("hirebase_");
  });

  it("treats any forwarding header as a request from elsewhere", async () => {
    const forwardings: Record<string, string>[] = [
      { Forwarded: "for=203.0.113.9" },
      { "X-Real-IP": "203.0.113.9" },
      { "X-Forwarded-Host": "hirebase.test" },
      { Via: "1.1 proxy" },
    ];
    for (const headers of forwardings) {
      expect((await app.fetch("/metrics", { headers })).status, JSON.stringify(headers)).toBe(404);
    }
  });

  it("keeps one series per route however its address is spelt", async () => {
    const series = async () =>
      (await (await app.fetch("/metrics")).text())
        .split("\n")
        .filter((line) => line.startsWith("hirebase_http_request_duration_seconds_count"));
    const spellings = (path: string) =>
      Array.from({ length: 40 }, (_, i) =>
        path.replace(/[a-z]/g, (letter, at: number) => ((i >> (at % 6)) & 1 ? letter.toUpperCase() : letter)),
      );
    const paths = [...spellings("/api/bank-holidays"), ...spellings("/api/categories/slug")];
    for (const path of ["/api/bank-holidays", "/api/categories/slug", "/api/%63ategories"]) {
      await app.fetch(`${path}?nation=eng`);
      await app.fetch(`${path}/no-such-category`);
    }
    const before = await series();
    for (const path of paths) {
      await app.fetch(`${path}?nation=eng`);
      await app.fetch(`${path}/no-such-category`);
    }
    const after = await series();
    const added = after.filter((line) => !before.some((old) => old.split(" ")[0] === line.split(" ")[0]));
    // At most the front door's own series (its redirects), whatever the number of spellings.
    expect(added.length, added.join("\n")).toBeLessThanOrEqual(1);
    // Every label is a route's own spelling: lower-case words and parameter names.
    const labels = after.map((line) => /route="([^"]*)"/.exec(line)![1]!.replace(/:\w+/g, ""));
    expect(labels.filter((label) => /[A-Z]/.test(label))).toEqual([]);
  });

  it("answers 403 to a wrong token and 200 to the right one, from anywhere", async () => {
    const wrong = await app.fetch("/metrics", {
      headers: { ...proxied, Authorization: "Bearer not-the-token-at-all" },
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: expect.stringContaining("token") });
    const right = await app.fetch("/metrics", { headers: { ...proxied, Authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("hirebase_http_request_duration_seconds");
  });
});
