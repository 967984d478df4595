import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../helpers/server-process.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// Many visitors asking at once for an answer the fast path has not stored yet (the first seconds after a start or an
// import): one of them is answered by Express, the others wait for that answer and get it from memory
// (docs/decisions/performance.md N30).

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
