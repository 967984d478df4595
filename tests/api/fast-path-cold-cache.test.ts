import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSite } from "../../server/http/app.js";
import { BranchDataStore } from "../../server/services/branch-data/store.js";
import { startServerProcess, type ServerProcess } from "../helpers/server-process.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// The fast path's cache in the first seconds after a start or an import. Many visitors asking at once for an answer
// not stored yet: one of them is answered by Express, the others wait for that answer and get it from memory
// (docs/decisions/performance.md N30). And what is stored stays when the branch stock is first read (N32).

const BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd" };
const AT_ONCE = 30;

/** A response the fast path sent has a Content-Length; Express streams a compressed answer in chunks. */
const fromMemory = (response: Response) => response.headers.has("content-length");

async function burst(fetchPath: (path: string, init: RequestInit) => Promise<Response>, path: string) {
  return Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      const response = await fetchPath(path, { headers: BROWSER });
      return { response, body: await response.text() };
    }),
  );
}

describe("a burst of requests for an answer not yet in memory", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ template: "demo" });
  }, 60_000);
  afterAll(() => app?.close());

  it("is answered by one search and the same bytes from memory for the rest", async () => {
    const answers = await burst(app.fetch, "/api/equipment?search=drill");
    expect(answers.map(({ response }) => response.status)).toEqual(Array(AT_ONCE).fill(200));
    expect(new Set(answers.map(({ body }) => body)).size).toBe(1);
    expect(answers.filter(({ response }) => !fromMemory(response))).toHaveLength(1);
  });

  it("keeps what it stored when the branch stock, all of it fresh, is first read", async () => {
    const { services } = app;
    const branchData = new BranchDataStore(
      app.database.db,
      () => services.catalogue.current().version,
      services.config.STOCK_MAX_AGE_HOURS,
      services.logger,
    );
    const site = createSite({ services: { ...services, branchData } });
    const server = createServer(site.listener).listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", resolve));
    const get = async () => {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/categories`);
      await response.text();
      return fromMemory(response);
    };
    try {
      await get();
      await expect.poll(get).toBe(true);
      expect((await branchData.current()).stock.hasRows).toBe(true);
      expect(await get()).toBe(true);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("a burst of visitors behind one address asking for a page not yet in memory", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    // Five renders a minute: without waiting for the first render, the burst's other visitors would be refused.
    server = await startServerProcess({ env: { RATE_LIMIT_RENDER_PER_MINUTE: "5" } });
  }, 300_000);
  afterAll(() => server?.stop());

  it.each(["/faqs", "/locations"])("all get %s, rendered once", async (path) => {
    const answers = await burst(server.fetch, path);
    expect(answers.map(({ response }) => response.status)).toEqual(Array(AT_ONCE).fill(200));
    expect(new Set(answers.map(({ body }) => body)).size).toBe(1);
    expect(answers.filter(({ response }) => !fromMemory(response))).toHaveLength(1);
  });
});
