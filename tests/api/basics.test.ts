import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setSetting } from "../../server/services/site-settings.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe("API basics", () => {
  it("answers /healthz with 200 while the database answers", async () => {
    const response = await app.fetch("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  it("gives every response a request id, echoing a well-formed incoming one", async () => {
    const fresh = await app.fetch("/healthz");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    const echoed = await app.fetch("/healthz", { headers: { "X-Request-Id": "trace-12345678" } });
    expect(echoed.headers.get("x-request-id")).toBe("trace-12345678");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await app.fetch("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: expect.stringContaining("/api/no-such-thing") });
  });

  it("reads the site mode setting, DEV on a new database", async () => {
    const response = await app.fetch("/api/site-settings/site_mode");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ settingKey: "site_mode", settingValue: "DEV" });
  });

  it("answers 404 for a setting that is not set or not public", async () => {
    expect((await app.fetch("/api/site-settings/banner_text")).status).toBe(404);
    await setSetting(app.database.db, "secret_thing", "x");
    const response = await app.fetch("/api/site-settings/secret_thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty("error");
  });

  it("refuses a malformed setting key with 400 naming the field", async () => {
    const response = await app.fetch("/api/site-settings/Not%20A%20Key");
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatch(/key/);
    expect(body.issues[0].field).toBe("key");
  });

  it("answers malformed JSON bodies with 400, not 500", async () => {
    const response = await app.fetch("/api/site-settings/site_mode", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty("error");
  });

  it("serves robots.txt pointing at the sitemap", async () => {
    const text = await (await app.fetch("/robots.txt")).text();
    expect(text).toContain("Sitemap: http://hirebase.test/sitemap.xml");
    expect(text).toContain("Disallow: /admin/");
  });

  it("lists every public route in sitemap.xml", async () => {
    const response = await app.fetch("/sitemap.xml");
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const xml = await response.text();
    for (const path of ["/", "/categories", "/locations/browse-all", "/faqs", "/quick-hires", "/online-brochure"]) {
      expect(xml).toContain(`<loc>http://hirebase.test${path}</loc>`);
    }
    expect(xml).not.toContain("/admin/import");
  });
});
