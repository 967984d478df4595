import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSite } from "../../server/http/app.js";
import type { FastPath } from "../../server/fast-path/fast-path.js";
import { createLogger } from "../../server/logger.js";
import { importAndRefresh } from "../../server/services/import/index.js";
import { ADMIN_ENV, AdminClient } from "../helpers/admin.js";
import { DAILY, Visitor, WEEKLY } from "../helpers/mylist.js";
import { startServerProcess, type ServerProcess } from "../helpers/server-process.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// The fast path (server/fast-path, docs/decisions/performance.md N1-N4) and the page cache it holds. Express answers
// the first request for a URL; the next identical request is served from memory with the same bytes and headers, until
// the catalogue changes.

const csv = (...lines: string[]) => `${lines.join("\n")}\n`;
const CATEGORIES = csv(
  "categorySlug,name,categoryCode,level,parentSlug,description,featured,sortOrder",
  "power-tools,Power Tools,C20,0,,Drills and saws,yes,1",
  "drills,Drills,C21,1,power-tools,<p>SDS and combi</p>,,1",
);
const equipment = (combiName: string) =>
  csv(
    "equipmentSlug,name,productCode,type,rate,rateType,strikeRate,fullDescription,mainCategorySlug",
    "sds-drill,SDS Drill,P100,Hire,25,per week,,<p>Heavy duty</p>,drills",
    `combi-drill,${combiName},P101,Hire,12.5,per day,,<p>Cordless</p>,drills`,
  );

const BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd" };
/** Headers that legitimately differ between two responses: time, framing, this request's id and rate count. */
const PER_RESPONSE = new Set([
  "date",
  "x-request-id",
  "ratelimit",
  "content-length",
  "transfer-encoding",
  "keep-alive",
]);

function headerMap(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => !PER_RESPONSE.has(name)));
}

/** Waits until every response the fast path is recording has been stored (or dropped). */
const recorded = (fastPath: FastPath) => vi.waitUntil(() => fastPath.capturesInProgress === 0);

/** Fetches `path` twice: Express answers the first time and the answer is recorded; the fast path answers next. */
async function missThenHit(app: TestApp, path: string, init: RequestInit = {}) {
  const miss = await app.fetch(path, init);
  const missBody = await miss.text();
  await recorded(app.fastPath);
  const hitsBefore = app.fastPath.stats.hits;
  const hit = await app.fetch(path, init);
  const hitBody = await hit.text();
  if (app.fastPath.stats.hits === hitsBefore) throw new Error(`${path} was not served by the fast path`);
  return { miss, missBody, hit, hitBody };
}

describe("the fast path", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await importAndRefresh(
      { catalogue: app.services.catalogue },
      { db: app.database.db, table: "categories", input: CATEGORIES },
    );
    await importAndRefresh(
      { catalogue: app.services.catalogue },
      { db: app.database.db, table: "equipment", input: equipment("Combi Drill") },
    );
  }, 60_000);
  afterAll(() => app?.close());

  const urls = [
    "/api/categories?level=0",
    "/api/equipment/combi-drill",
    "/api/equipment?categorySlug=drills",
    "/robots.txt",
    "/sitemap.xml",
  ];

  it.each(urls)("answers %s with the same status, headers and body as Express", async (path) => {
    const { miss, missBody, hit, hitBody } = await missThenHit(app, path, { headers: BROWSER });
    expect(hit.status).toBe(200);
    expect(miss.status).toBe(200);
    expect(headerMap(hit)).toEqual(headerMap(miss));
    expect(hitBody).toBe(missBody);
    expect(hit.headers.get("x-request-id")).toMatch(/^[\w-]{8,64}$/);
    expect(hit.headers.get("x-request-id")).not.toBe(miss.headers.get("x-request-id"));
    if (path.startsWith("/api/")) expect(hit.headers.get("ratelimit")).toMatch(/^"api"; r=\d+; t=\d+$/);
  });

  it("logs a hit as Express logs a request, and never its headers", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).trim().split("\n"));
        done();
      },
    });
    const logger = createLogger("info", { format: "json", destination: sink });
    const site = createSite({ services: { ...app.services, logger } });
    const server = createServer(site.listener).listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const path = "/api/equipment/combi-drill";
      const headers = { ...BROWSER, Cookie: "hb_admin=secret-cookie-value", "X-Request-Id": "request-from-client" };
      await (await fetch(base + path, { headers })).text();
      await recorded(site.fastPath!);
      await (await fetch(base + path, { headers })).text();
      expect(site.fastPath!.stats.hits).toBe(1);
      const requests = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === "request completed");
      const hit = requests.at(-1);
      expect(hit.req).toEqual({ id: "request-from-client", method: "GET", url: path });
      expect(hit.res).toEqual({ statusCode: 200 });
      expect(typeof hit.responseTime).toBe("number");
      expect(lines.join("\n")).not.toContain("secret-cookie-value");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("serves brotli, gzip or plain bytes as Accept-Encoding asks", async () => {
    const path = "/sitemap.xml";
    const { hitBody } = await missThenHit(app, path, { headers: BROWSER });
    for (const [accept, encoding] of [
      ["gzip", "gzip"],
      ["br", "br"],
      ["identity", null],
    ] as const) {
      const hits = app.fastPath.stats.hits;
      const response = await app.fetch(path, { headers: { "Accept-Encoding": accept } });
      expect(app.fastPath.stats.hits).toBe(hits + 1);
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(await response.text()).toBe(hitBody);
    }
  });

  it("records an address once: answers Express gives it later (weighted encodings) are not recorded again", async () => {
    const path = "/api/categories?level=0";
    await missThenHit(app, path, { headers: BROWSER });
    const stored = app.fastPath.stats.stored;
    const hits = app.fastPath.stats.hits;
    for (let i = 0; i < 3; i++) {
      const response = await app.fetch(path, { headers: { "Accept-Encoding": "br;q=1.0, gzip;q=0.8" } });
      expect(response.status).toBe(200);
      await recorded(app.fastPath);
    }
    expect(app.fastPath.stats.hits).toBe(hits);
    expect(app.fastPath.stats.stored).toBe(stored);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    for (const path of ["/api/equipment/sds-drill", "/api/categories?level=0"]) {
      const { hit } = await missThenHit(app, path, { headers: BROWSER });
      const etag = hit.headers.get("etag");
      expect(etag).toBeTruthy();
      const before = app.fastPath.stats.notModified;
      const revalidated = await app.fetch(path, { headers: { ...BROWSER, "If-None-Match": `"other", ${etag}` } });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe("");
      expect(revalidated.headers.get("etag")).toBe(etag);
      expect(revalidated.headers.get("cache-control")).toBe(hit.headers.get("cache-control"));
      expect(app.fastPath.stats.notModified).toBe(before + 1);
      const changed = await app.fetch(path, { headers: { ...BROWSER, "If-None-Match": `"other"` } });
      expect(changed.status).toBe(200);
    }
  });

  it("shows an import's data on the very next request", async () => {
    await missThenHit(app, "/api/equipment/combi-drill");
    await importAndRefresh(
      { catalogue: app.services.catalogue },
      { db: app.database.db, table: "equipment", input: equipment("Combi Drill Mk2") },
    );
    const api = await app.fetch("/api/equipment/combi-drill");
    expect((await api.json()).name).toBe("Combi Drill Mk2");
  });

  it("stores one copy per address, however many spellings of it are asked for", async () => {
    await missThenHit(app, "/api/categories", { headers: BROWSER });
    const entries = app.fastPath.cachedEntries;
    const bytes = app.fastPath.cachedBytes;
    const hits = app.fastPath.stats.hits;
    for (let i = 1; i < 32; i++) {
      const spelling = "/api/categories".replace(/[a-z]/g, (letter, at: number) =>
        (i >> (at % 5)) & 1 ? letter.toUpperCase() : letter,
      );
      for (const path of [spelling, spelling.replace("g", "%67"), `${spelling}/`]) {
        const response = await app.fetch(path, { headers: BROWSER });
        expect(response.status, path).toBe(308);
        expect(response.headers.get("location"), path).toBe("/api/categories");
      }
    }
    await recorded(app.fastPath);
    expect(app.fastPath.cachedEntries).toBe(entries);
    expect(app.fastPath.cachedBytes).toBe(bytes);
    // Redirects are answered before the cache is looked at: none of them counted as a hit.
    expect(app.fastPath.stats.hits).toBe(hits);
  });

  it("keeps no copy of an id written with leading zeros or of a page number without a search", async () => {
    const { id } = (await (await app.fetch("/api/equipment/combi-drill")).json()) as { id: number };
    const entries = app.fastPath.cachedEntries;
    const hits = app.fastPath.stats.hits;
    for (let zeros = 1; zeros <= 8; zeros++) {
      const padded = await app.fetch(`/api/equipment/${"0".repeat(zeros)}${id}`);
      expect(padded.status).toBe(200);
      expect(((await padded.json()) as { id: number }).id).toBe(id);
      await (await app.fetch(`/robots.txt?page=${zeros}`)).text();
    }
    await recorded(app.fastPath);
    expect(app.fastPath.cachedEntries).toBe(entries);
    expect(app.fastPath.stats.hits).toBe(hits);
  });

  it("leaves unknown query strings, 404s and per-visitor answers to Express every time", async () => {
    const paths = [
      "/api/categories?level=0&utm_source=mail",
      "/api/equipment/no-such-thing",
      "/api/reservations/session/session-0123456789abcdef0123456789abcdef",
    ];
    for (const path of paths) {
      const hits = app.fastPath.stats.hits;
      for (let i = 0; i < 3; i++) await (await app.fetch(path)).text();
      await recorded(app.fastPath);
      await (await app.fetch(path)).text();
      expect(app.fastPath.stats.hits, path).toBe(hits);
    }
  });
});

// Pages need React Router's build loaded as Node loads it, so they are tested against the production server in its
// own process. A page from memory carries Content-Length; Express streams pages (Transfer-Encoding: chunked).
describe("the page cache", () => {
  let server: ServerProcess;
  const admin = () => new AdminClient(server as unknown as TestApp);
  beforeAll(async () => {
    server = await startServerProcess({ env: { ...ADMIN_ENV, PUBLIC_URL: "http://hirebase.test" } });
  }, 300_000);
  afterAll(() => server?.stop());

  const fromMemory = (response: Response) => response.headers.has("content-length");

  async function pageMissThenHit(path: string, init: RequestInit = {}) {
    const miss = await server.fetch(path, init);
    const missBody = await miss.text();
    // The cache stores a render once its response has finished, just after the visitor has it.
    return vi.waitFor(
      async () => {
        const hit = await server.fetch(path, init);
        const hitBody = await hit.text();
        expect(fromMemory(hit), `${path} served from memory`).toBe(true);
        return { miss, missBody, hit, hitBody };
      },
      { timeout: 15_000, interval: 20 },
    );
  }

  it.each(["/", "/categories/trailer-mounted-cherry-pickers", `/equipment/${DAILY.slug}`, "/quick-hires"])(
    "serves %s from memory with the headers and CSP it was rendered with",
    async (path) => {
      const { miss, missBody, hit, hitBody } = await pageMissThenHit(path, { headers: BROWSER });
      expect(fromMemory(miss)).toBe(false);
      expect(hit.status).toBe(200);
      expect(headerMap(hit)).toEqual(headerMap(miss));
      expect(hit.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-");
      expect(hit.headers.get("cache-control")).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
      expect(hitBody).toBe(missBody);
    },
  );

  it("answers 304 to a matching If-None-Match", async () => {
    const path = "/categories/trailer-mounted-cherry-pickers";
    const { hit } = await pageMissThenHit(path, { headers: BROWSER });
    const etag = hit.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await server.fetch(path, { headers: { ...BROWSER, "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("content-security-policy")).toBe(hit.headers.get("content-security-policy"));
  });

  /** The number of responses the server's fast path holds, from its metrics (loopback may read them). */
  async function cachedEntries(): Promise<number> {
    const metrics = await (await server.fetch("/metrics")).text();
    return Number(/^hirebase_fast_path_cache_entries (\d+)$/m.exec(metrics)![1]);
  }

  it("keeps pages with query strings the cache does not know, 404s and admin pages out of memory", async () => {
    const before = await cachedEntries();
    // (A parameter the page does not read is redirected away first: tests/api/render-limit.test.ts.)
    for (const path of ["/locations/browse-all?q=leeds", "/equipment/no-such-thing", "/admin/login"]) {
      for (let i = 0; i < 2; i++) {
        const response = await server.fetch(path);
        await response.text();
        expect(fromMemory(response), path).toBe(false);
      }
    }
    // A page asked for after them is recorded after them: once it is in memory, nothing else was added.
    await pageMissThenHit("/contact");
    expect(await cachedEntries()).toBe(before + 1);
  });

  it("never puts a visitor's list in a cached page, even when that visitor's request filled the cache", async () => {
    const visitor = new Visitor(server as unknown as TestApp);
    const list = await visitor.createReservation();
    expect((await visitor.add(list.id, DAILY.slug)).status).toBe(201);
    const path = `/equipment/${WEEKLY.slug}`;
    const visitorHeaders = { "X-Session-Id": visitor.sessionId, Cookie: `sessionId=${visitor.sessionId}` };

    const { missBody, hitBody } = await pageMissThenHit(path, { headers: visitorHeaders });
    const anonymous = await (await server.fetch(path)).text();
    for (const body of [missBody, hitBody, anonymous]) {
      expect(body).not.toContain(visitor.sessionId);
      expect(body).not.toMatch(new RegExp(`"reservationId":\\s*${list.id}\\b`));
    }
    expect(anonymous).toBe(missBody);

    // The visitor's own list is never answered from memory: a change shows at once.
    expect((await visitor.read())?.items).toHaveLength(1);
    expect((await visitor.add(list.id, WEEKLY.slug)).status).toBe(201);
    expect((await visitor.read())?.items).toHaveLength(2);
  });

  // Last: it replaces the demo equipment.
  it("shows an import's data on the very next request", async () => {
    const path = `/equipment/${DAILY.slug}`;
    await pageMissThenHit(path);
    await pageMissThenHit("/api/equipment/" + DAILY.slug);
    const client = admin();
    expect((await client.login()).status).toBe(200);
    const renamed = csv(
      "equipmentSlug,name,productCode,type,rate,rateType,strikeRate,fullDescription,mainCategorySlug",
      `${DAILY.slug},Cherry Picker Renamed By Import,P9001,Hire,145,per day,,<p>Towable</p>,trailer-mounted-cherry-pickers`,
    );
    expect((await client.upload("equipment", renamed)).status).toBe(200);
    const page = await (await server.fetch(path)).text();
    expect(page).toContain("Cherry Picker Renamed By Import");
    const api = await server.fetch("/api/equipment/" + DAILY.slug);
    expect((await api.json()).name).toBe("Cherry Picker Renamed By Import");
  });
});
