import { createServer } from "node:http";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSite } from "../../server/http/app.js";
import { createLogger } from "../../server/logger.js";
import { ADMIN_ENV, AdminClient } from "../helpers/admin.js";
import { catalogueDigest, DELIVERY_CHECKOUT, send, stateDigest } from "../helpers/hostile-requests.js";
import { bookablePeriod, DAILY, Visitor, weekday } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// Hostile input (docs/threat-model.md): path traversal, security headers, hostile CSV files, reservation ownership on every
// write, and what logs and error answers must never contain.

let app: TestApp;
let admin: AdminClient;
beforeAll(async () => {
  app = await startTestApp({ template: "demo", env: ADMIN_ENV, services: { backgroundWork: false } });
  admin = new AdminClient(app);
  expect((await admin.login()).status).toBe(200);
});
afterAll(() => app?.close());

const TRAVERSALS = [
  "../../../../package.json",
  "..%2f..%2f..%2f..%2fpackage.json",
  "%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json",
  "..%252f..%252f..%252fpackage.json",
  "%252e%252e%252fpackage.json",
  "..\\..\\..\\package.json",
  "..%5c..%5c..%5cpackage.json",
  "%2e%2e%5c%2e%2e%5cpackage.json",
  "package.json%00.jpg",
  "ACC%00../../package.json",
  "..%c0%af..%c0%afpackage.json",
  "%2e%2e/%2e%2e/server/config.ts",
];

describe("path traversal", () => {
  it("never serves a file from outside the image and document folders, encoded, double encoded or with NUL", async () => {
    for (const base of ["/category_images/", "/documents/"]) {
      for (const attack of TRAVERSALS) {
        for (const suffix of ["", ".jpg", ".pdf"]) {
          const answer = await send(app.baseUrl, { method: "GET", path: base + attack + suffix, headers: {} });
          expect([400, 403, 404], `${base}${attack}${suffix}`).toContain(answer.status);
          expect(answer.text).not.toMatch(/"name": "hirebase"|loadConfig|devDependencies/);
        }
      }
    }
    // The real files still come through.
    const image = await app.fetch("/category_images/ACC.jpg");
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
  });

  it("answers every slug and id parameter holding traversal with a JSON 400 or 404", async () => {
    const visitor = new Visitor(app);
    const routes = [
      "/api/categories/slug/",
      "/api/categories/",
      "/api/equipment/",
      "/api/locations/",
      "/api/site-settings/",
      "/api/reservations/session/",
      "/api/admin/export/",
      "/api/admin/import/",
    ];
    for (const route of routes) {
      for (const attack of TRAVERSALS) {
        const answer = await send(app.baseUrl, {
          method: "GET",
          path: route + attack,
          headers: { cookie: admin.cookie, "x-session-id": visitor.sessionId },
        });
        expect([400, 404], `${route}${attack}`).toContain(answer.status);
        if (answer.contentType.startsWith("application/json")) expect(JSON.parse(answer.text).error).toBeTruthy();
      }
    }
    for (const attack of TRAVERSALS) {
      const image = await send(app.baseUrl, {
        method: "GET",
        path: `/api/equipment/${attack}/category-image`,
        headers: {},
      });
      expect([400, 404], attack).toContain(image.status);
    }
  });
});

describe("security headers", () => {
  // Pages are checked by tests/e2e/hostile-html.spec.ts against the production build.
  const cases = [
    ["an API answer", "/api/categories?level=0", 200],
    ["an API error", "/api/equipment/no-such-item", 404],
    ["an unknown API path", "/api/nothing", 404],
    ["a static image", "/category_images/ACC.jpg", 200],
    ["a missing static file", "/category_images/NOPE.jpg", 404],
    ["a document", "/documents/../x.pdf", 404],
    ["a malformed JSON body", "/api/reservations", 400],
  ] as const;

  it.each(cases)("are on %s", async (_name, path, status) => {
    const init =
      path === "/api/reservations"
        ? { method: "POST", headers: { "content-type": "application/json" }, body: "{" }
        : {};
    const response = await app.fetch(path, init);
    expect(response.status).toBe(status);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-powered-by")).toBeNull();
    // http PUBLIC_URL: no HSTS (O1); the https case is below.
    expect(response.headers.get("strict-transport-security")).toBeNull();
    if (path.startsWith("/api")) {
      expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it("include HSTS on every kind of answer when PUBLIC_URL is https (O1)", async () => {
    const secure = await startTestApp({ env: { PUBLIC_URL: "https://hire.example" } });
    try {
      for (const [, path] of cases) {
        const response = await secure.fetch(path);
        expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
      }
    } finally {
      await secure.close();
    }
  });
});

/** An import as an administrator who confirms (a file that replaces most of a table first answers 409, C7). */
async function upload(bytes: Buffer | string, table = "categories", fileName = `${table}.csv`) {
  const send = (confirmToken?: string) => {
    const form = new FormData();
    form.append(
      "file",
      new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type: "text/csv" }),
      fileName,
    );
    if (confirmToken) form.append("confirmToken", confirmToken);
    return admin.request(`/api/admin/import/${table}`, { method: "POST", body: form });
  };
  const first = await send();
  if (first.status !== 409) return first;
  return send(((await first.json()) as { confirmToken: string }).confirmToken);
}

const HEADER = "categorySlug,name,categoryCode,level,parentSlug,description,fullDescription";
const row = (slug: string, html = "<p>Fine</p>") => `${slug},Name ${slug},${slug.toUpperCase()},0,,Text,"${html}"`;

describe("hostile CSV files", () => {
  const refused: [string, () => Buffer | string, RegExp][] = [
    ["malformed quoting", () => `${HEADER}\n${row("one")}\ntwo,"unclosed,TWO,0,,x,y\n`, /quote|CSV|row/i],
    [
      "non-UTF-8 bytes",
      () =>
        Buffer.concat([
          Buffer.from(`${HEADER}\n`),
          Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x2c]),
          Buffer.from("ONE,0,,x,y\n"),
        ]),
      /not UTF-8/,
    ],
    ["a UTF-16 file", () => Buffer.from(`\uFEFF${HEADER}\n${row("one")}\n`, "utf16le"), /not UTF-8|column/i],
    ["a missing required column", () => `categorySlug,name,level\none,One,0\n`, /categoryCode/],
    ["an extra unknown column", () => `${HEADER},password\n${row("one")},x\n`, /password/],
    ["a repeated column", () => `${HEADER},name\n${row("one")},again\n`, /name/],
    ["a row with too many cells", () => `${HEADER}\n${row("one")},surplus\n`, /row|column|field/i],
    ["duplicated keys", () => `${HEADER}\n${row("one")}\n${row("one")}\n`, /one/],
    ["a 1 MB cell", () => `${HEADER}\n${row("one", "x".repeat(1024 * 1024))}\n`, /Row 2/],
    ["an empty file", () => "", /empty/i],
  ];

  it.each(refused)("refuses %s with a clear 400 and writes nothing", async (_name, file, message) => {
    const before = await catalogueDigest(app.database.db);
    const response = await upload(file());
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatch(message);
    expect(body.error).toMatch(/nothing was imported|not UTF-8|file/i);
    expect(await catalogueDigest(app.database.db)).toBe(before);
  });

  it("refuses a file over IMPORT_MAX_MB with 413 and writes nothing", async () => {
    const small = await startTestApp({ env: { ...ADMIN_ENV, IMPORT_MAX_MB: "1" } });
    try {
      const client = new AdminClient(small);
      await client.login();
      const before = await catalogueDigest(small.database.db);
      const response = await client.upload("categories", `${HEADER}\n${row("one", "y".repeat(1_100_000))}\n`);
      expect(response.status).toBe(413);
      expect((await response.json()).error).toMatch(/larger than the 1 MB limit/);
      expect(await catalogueDigest(small.database.db)).toBe(before);
    } finally {
      await small.close();
    }
  });

  it("accepts a byte-order mark and Windows line ends (E16), reading the file exactly as without them", async () => {
    const file = `\uFEFF${[HEADER, row("bom-one"), row("bom-two")].join("\r\n")}\r\n`;
    const response = await upload(file);
    expect(response.status).toBe(200);
    expect((await response.json()).recordsImported).toBe(2);
    const category = await (await app.fetch("/api/categories/slug/bom-one")).json();
    expect(category).toMatchObject({ categorySlug: "bom-one", name: "Name bom-one", categoryCode: "BOM-ONE" });
  });

  it("reads a stray quote inside an unquoted field literally (relax_quotes), as spreadsheets write it", async () => {
    const response = await upload(`${HEADER}\nstray-quote,Na"me,STRAY,0,,x,y\n${row("stray-two")}\n`);
    expect(response.status).toBe(200);
    expect((await (await app.fetch("/api/categories/slug/stray-quote")).json()).name).toBe('Na"me');
  });

  it("empties a table from a file with the header only, and says so (how an operator clears the specials)", async () => {
    const header = (await admin.text("/api/admin/import/specials/template")).replace(/^\uFEFF/, "").split("\r\n")[0];
    const response = await upload(`${header}\r\n`, "specials");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.recordsImported).toBe(0);
    expect(body.warnings.join(" ")).toMatch(/no data rows, so .* is now empty/);
  });

  it("stores script, event-handler and javascript: HTML sanitised", async () => {
    const payloads = [
      "<p>Safe</p><script>alert(1)</script>",
      "<img src=x onerror=alert(2)>",
      "<a href='javascript:alert(3)'>link</a>",
      "<svg onload=alert(4)></svg>",
      "<p onclick=alert(5)>click</p>",
      "<iframe src=javascript:alert(6)></iframe>",
      "<a href='JaVaScRiPt&colon;alert(7)'>x</a>",
      "<p\u000bonmouseover=alert(8)>x</p>",
    ];
    const file = [HEADER, ...payloads.map((html, i) => row(`xss-${i}`, html.replaceAll('"', '""')))].join("\n");
    const response = await upload(file);
    expect(response.status).toBe(200);
    for (let i = 0; i < payloads.length; i++) {
      const category = await (await app.fetch(`/api/categories/slug/xss-${i}`)).json();
      const html = String(category.fullDescription ?? "");
      expect(html, payloads[i]).not.toMatch(/<script|<iframe|<svg|\bon\w+\s*=|javascript:|&colon;/i);
    }
  });
});

describe("reservation ownership on every write (R2)", () => {
  it("answers 404 to another session on each write endpoint and changes nothing", async () => {
    const owner = new Visitor(app);
    const list = await (await owner.request("POST", "/api/reservations", { sessionId: owner.sessionId })).json();
    const item = await (
      await owner.request("POST", `/api/reservations/${list.id}/items`, { equipmentSlug: DAILY.slug, quantity: 1 })
    ).json();
    const stranger = new Visitor(app);
    await stranger.request("POST", "/api/reservations", { sessionId: stranger.sessionId });
    const writes: [string, string, unknown][] = [
      ["PUT", `/api/reservations/${list.id}`, bookablePeriod()],
      ["POST", `/api/reservations/${list.id}/items`, { equipmentSlug: DAILY.slug, quantity: 1 }],
      ["PUT", `/api/reservations/items/${item.id}`, { quantity: 3 }],
      ["DELETE", `/api/reservations/items/${item.id}`, undefined],
      ["POST", `/api/reservations/${list.id}/checkout`, { deliveryMethod: "delivery", termsAccepted: true }],
      ["DELETE", `/api/reservations/${list.id}`, undefined],
    ];
    const before = await stateDigest(app.database.db);
    for (const [method, path, body] of writes) {
      const owners: Record<string, string>[] = [{}, { "X-Session-Id": stranger.sessionId }, { "X-Session-Id": "x" }];
      for (const headers of owners) {
        const response = await stranger.request(method, path, body, headers);
        expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(404);
        expect((await response.json()).error).toMatch(/not found/i);
      }
    }
    // Creating with a header that disagrees with the body's sessionId is refused too.
    const hijack = await stranger.request("POST", "/api/reservations", { sessionId: owner.sessionId });
    expect(hijack.status).toBe(400);
    expect(await stateDigest(app.database.db)).toBe(before);
    const mine = await (await owner.request("GET", `/api/reservations/session/${owner.sessionId}`)).json();
    expect(mine.items).toHaveLength(1);
  });
});

describe("text and dates that reached a 500", () => {
  const PLAIN = "Please use ordinary text, without line breaks or control characters";
  const specialRequest = {
    email: "jo@example.com",
    telephone: "0113 496 0000",
    postcode: "LS1 4DY",
    daysRequired: "3",
    fromDate: weekday(4),
    equipment: { equipmentSlug: DAILY.slug },
  };

  /** The answer must be a 400 naming `field` (with `message`, when given), and nothing may have changed. */
  async function expectRefused(answer: Response, field: string, message?: string) {
    expect(answer.status, field).toBe(400);
    const body = (await answer.json()) as { error: string; issues: { field: string; message: string }[] };
    const issue = body.issues.find((candidate) => candidate.field === field);
    expect(issue, JSON.stringify(body)).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
  }

  it("refuses NUL and lone surrogates in the special request and the checkout, naming the field", async () => {
    const before = await stateDigest(app.database.db);
    const special = (change: Record<string, unknown>) =>
      app.fetch("/api/special-request", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...specialRequest, ...change }),
      });
    await expectRefused(await special({ telephone: "0113 496 0000\u0000" }), "telephone");
    await expectRefused(await special({ fromDate: "9999-12-31" }), "fromDate");
    await expectRefused(await special({ equipment: { equipmentSlug: "\ud800" } }), "equipment.equipmentSlug", PLAIN);

    const visitor = new Visitor(app);
    const list = await visitor.createReservation(bookablePeriod());
    expect((await visitor.add(list.id, DAILY.slug)).status).toBe(201);
    const checkoutWith = (change: Record<string, unknown>) =>
      visitor.request("POST", `/api/reservations/${list.id}/checkout`, { ...DELIVERY_CHECKOUT, ...change });
    await expectRefused(await checkoutWith({ customerFirstName: "Sam\u0000" }), "customerFirstName", PLAIN);
    await expectRefused(await checkoutWith({ customerAddress: "12 Mill \ud800Lane" }), "customerAddress", PLAIN);
    await expectRefused(await checkoutWith({ customerLastName: "Taylor\r\nX-Extra: 1" }), "customerLastName", PLAIN);
    const beforeList = await stateDigest(app.database.db);
    await expectRefused(
      await visitor.request("PUT", `/api/reservations/${list.id}`, { startDate: "9999-12-31" }),
      "startDate",
    );
    await expectRefused(
      await visitor.request("POST", `/api/reservations/${list.id}/items`, { equipmentSlug: "a\u0000b", quantity: 1 }),
      "equipmentSlug",
    );
    expect(await stateDigest(app.database.db)).toBe(beforeList);
    expect(before).not.toBe(beforeList); // the list was made in between
  });

  it("refuses NUL and far dates in the request desk's search and filters, and in place searches", async () => {
    const desk = (query: string) => admin.request(`/api/admin/requests?${query}`);
    await expectRefused(await desk("search=%00"), "search");
    await expectRefused(await desk("search=ab%0Acd"), "search");
    // Bytes that are not UTF-8 arrive as replacement characters: ordinary text.
    expect((await desk("search=%ED%A0%80")).status).toBe(200);
    await expectRefused(await desk("from=9999-12-31"), "from");
    await expectRefused(await desk("to=9999-12-31"), "to");
    expect((await desk("search=%20%20")).status).toBe(200);
    expect((await admin.request("/api/admin/requests/export.csv?search=%00")).status).toBe(400);
    await expectRefused(await app.fetch("/api/locations/search?query=%00"), "query");
    await expectRefused(await app.fetch("/api/addresses/geocode?address=a%00b"), "address");
    await expectRefused(await app.fetch("/api/addresses/autocomplete?query=sw1%00"), "query");
  });
});

describe("logs and error answers", () => {
  it("never log a whole session id, cookie or password, and never answer with a stack trace or SQL", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger("debug", { format: "json", destination: sink });
    const logged = createSite({ services: { ...app.services, logger } });
    const server = createServer(logged.listener).listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as import("node:net").AddressInfo).port}`;
    try {
      const visitor = new Visitor({ ...app, baseUrl, fetch: (p, i) => fetch(baseUrl + p, i) });
      await visitor.request("POST", "/api/reservations", { sessionId: visitor.sessionId });
      await visitor.request("GET", `/api/reservations/session/${visitor.sessionId}`);
      await visitor.request("PUT", "/api/reservations/1", { startDate: "nope" });
      await fetch(`${baseUrl}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseUrl, cookie: admin.cookie },
        body: JSON.stringify({ email: "boss@hirebase.test", password: "secret-password-in-body" }),
      });
      const broken = await fetch(`${baseUrl}/api/reservations`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"sessionId": "a\\',
      });
      expect(broken.status).toBe(400);
      expect(await broken.text()).not.toMatch(/\bat \S+ \(|node_modules|SyntaxError/);
      const log = lines.join("");
      expect(log.length).toBeGreaterThan(0);
      expect(log).not.toContain(visitor.sessionId);
      expect(log).toContain(visitor.sessionId.slice(0, 8));
      expect(log).not.toContain(admin.cookie.split("=")[1]);
      expect(log).not.toContain("secret-password-in-body");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
