import fc from "fast-check";
import { request as httpRequest } from "node:http";
import { sql } from "drizzle-orm";
import { addDays, todayInLondon } from "../../core/hire-dates.js";
import type { Db } from "../../server/db/client.js";
import { PAT_CHECKOUT } from "./mylist.js";

// Hostile requests for every endpoint (docs/threat-model.md): the API routes of server/api/index.ts, the page routes of
// app/routes.ts and the static folders. Shared by tests/api/hostile-requests.test.ts (a quick run) and
// scripts/soak/hostile.ts (10,000+ requests).

export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Real values, so that some requests get past validation to the code behind it. */
export interface HostileContext {
  sessionId: string;
  reservationId: number;
  itemId: number;
  equipmentSlug: string;
  categorySlug: string;
  locationId: number;
  adminCookie: string;
  origin: string;
}

const HUGE = "x".repeat(120_000);

/** Dates the API accepts (within two years), so that some requests get past the date checks. */
const soon = (days: number) => addDays(todayInLondon(), days);

/** Values chosen to break parsers, validators, SQL, paths and number handling. */
export const NASTY_VALUES = [
  "",
  " ",
  "..",
  "../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "%252e%252e%252fetc%252fpasswd",
  "..\\..\\windows\\win.ini",
  "%5c..%5c..%5c",
  "%00",
  "a%00.jpg",
  "%ff%fe",
  "%",
  "%zz",
  "'; DROP TABLE reservations; --",
  "1 OR 1=1",
  "' OR '1'='1",
  "$1",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "__proto__",
  "constructor",
  "prototype",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "1e309",
  "-0",
  "0x10",
  "99999999999999999999999999",
  "2147483648",
  "9007199254740993",
  "2026-02-30",
  "2026-13-01",
  "0000-00-00",
  "9999-12-31",
  "1970-01-01T00:00:00Z",
  "+275760-09-13",
  "\u0000",
  "\u202e\u0041\u200b",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚧🦺",
  "\ud800",
  "Sam\r\nBcc: x@evil.test",
  "null",
  "true",
  "[]",
  "{}",
  HUGE,
];
const nasty = fc.constantFrom(...NASTY_VALUES);

const text = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
);

/** A JSON value of the wrong type, or the wrong size, for any field. */
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0, 1, 10, 11, 2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER + 2, 1e308) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.integer(), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }) },
);

/** A path segment: mostly hostile, sometimes the real one so the code behind validation runs too. */
const segment = (real: string | number) =>
  fc.oneof({ weight: 1, arbitrary: fc.constant(String(real)) }, { weight: 3, arbitrary: text.map(encodeSegment) });

/** Encodes a segment for a URL, but keeps some raw traversal so the server's own decoding is tested. */
export function encodeSegment(raw: string): string {
  if (/^[\w.%\\-]*$/.test(raw)) return raw.slice(0, 4000);
  try {
    return encodeURIComponent(raw).slice(0, 4000);
  } catch {
    return "%ED%A0%80"; // a lone surrogate, as its UTF-8 bytes
  }
}

const queryValue = (real?: string) =>
  real === undefined
    ? text.map(encodeSegment)
    : fc.oneof(fc.constant(encodeURIComponent(real)), text.map(encodeSegment));

function query(params: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const entries = Object.entries(params);
  return fc
    .tuple(
      fc.subarray(entries.map(([name]) => name)),
      fc.tuple(...entries.map(([, arbitrary]) => arbitrary)),
      fc.boolean(),
    )
    .map(([names, values, repeat]) => {
      const pairs = names.map((name) => `${name}=${values[entries.findIndex(([n]) => n === name)]}`);
      // A repeated parameter arrives as an array, a classic source of type confusion.
      if (repeat && pairs[0]) pairs.push(pairs[0]);
      return pairs.length ? `?${pairs.join("&")}` : "";
    });
}

/** A body: an object whose fields are the endpoint's, with hostile values, or not JSON at all. */
function body(fields: Record<string, unknown>): fc.Arbitrary<string | undefined> {
  const names = Object.keys(fields);
  const object = fc
    .tuple(fc.subarray(names), fc.array(value, { minLength: names.length, maxLength: names.length }), fc.boolean())
    .map(([chosen, values, keepValid]) => {
      const result: Record<string, unknown> = keepValid ? { ...fields } : {};
      chosen.forEach((name) => (result[name] = values[names.indexOf(name)]));
      return JSON.stringify(result);
    });
  return fc.oneof(
    { weight: 5, arbitrary: object },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "{",
        '{"sessionId": }',
        "[1,2",
        "nul",
        '{"__proto__": {"isAdmin": true}}',
        '{"constructor": {"prototype": {"x": 1}}}',
        "[]",
        '"text"',
        "12",
        "null",
        `{"a":"${"y".repeat(200_000)}"}`,
        "\uFEFF{}",
      ),
    },
    { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "",
);

type Template = (c: HostileContext) => fc.Arbitrary<HostileRequest>;
const get = (path: fc.Arbitrary<string>) => path.map((p): HostileRequest => ({ method: "GET", path: p, headers: {} }));
const join = (...parts: (string | fc.Arbitrary<string>)[]) =>
  fc.tuple(...parts.map((part) => (typeof part === "string" ? fc.constant(part) : part))).map((p) => p.join(""));

function write(
  method: string,
  path: fc.Arbitrary<string>,
  fields: Record<string, unknown>,
  headers: fc.Arbitrary<Record<string, string>> = fc.constant({}),
): fc.Arbitrary<HostileRequest> {
  return fc.tuple(path, body(fields), contentType, headers).map(([p, b, type, extra]) => ({
    method,
    path: p,
    body: b,
    headers: { ...(type ? { "content-type": type } : {}), ...extra },
  }));
}

/** X-Session-Id: the owner's, another session's, malformed, or none. */
const owner = (c: HostileContext) =>
  fc.oneof(
    fc.constant({ "x-session-id": c.sessionId }),
    fc.constant({ "x-session-id": "session-0000000000000-another-visitor-xx" }),
    text.map((t) => ({ "x-session-id": t.replace(/[^\x20-\x7e]/g, "").slice(0, 300) })),
    fc.constant({}),
  );

/** Admin calls with the session cookie or not, and with a same-origin, foreign or no Origin. */
const admin = (c: HostileContext) =>
  fc
    .tuple(
      fc.boolean(),
      fc.constantFrom(c.origin, "https://evil.example", "null", ""),
      fc.constantFrom("same-origin", "cross-site", "same-site", "none", ""),
    )
    .map(([signedIn, origin, site]) => ({
      ...(signedIn ? { cookie: c.adminCookie } : {}),
      ...(origin ? { origin } : {}),
      ...(site ? { "sec-fetch-site": site } : {}),
    }));

/** Valid checkout details (delivered, so no branch id is needed), for tests that change one field at a time. */
export const DELIVERY_CHECKOUT = { ...PAT_CHECKOUT, deliveryMethod: "delivery" } as const;

const templates: Template[] = [
  // API: site settings and catalogue
  () => get(join("/api/site-settings/", segment("site_mode"))),
  () =>
    get(
      join(
        "/api/categories",
        query({ level: queryValue("1"), featured: queryValue("true"), parentSlug: queryValue("access") }),
      ),
    ),
  (c) => get(join("/api/categories/slug/", segment(c.categorySlug))),
  (c) => get(join("/api/categories/", segment(c.categorySlug), "/documents")),
  (c) => get(join("/api/categories/", segment(c.categorySlug))),
  (c) =>
    get(
      join(
        "/api/equipment",
        query({ search: queryValue("breaker"), categorySlug: queryValue(c.categorySlug), fields: queryValue("full") }),
      ),
    ),
  (c) => get(join("/api/equipment/", segment(c.equipmentSlug))),
  (c) => get(join("/api/equipment/", segment(c.equipmentSlug), "/category-image")),
  () => get(join("/api/specials/", fc.constantFrom("featured", "by-category", ""), query({ x: queryValue() }))),
  // API: branches and addresses
  () => get(join("/api/locations", query({ limit: queryValue("5") }))),
  () =>
    get(
      join(
        "/api/locations/search",
        query({
          postcode: queryValue("SW1A 1AA"),
          lat: queryValue("51.5"),
          lng: queryValue("-0.12"),
          maxDistance: queryValue("50"),
          limit: queryValue("3"),
        }),
      ),
    ),
  (c) => get(join("/api/locations/", segment(c.locationId))),
  () => get(join("/api/addresses/autocomplete", query({ query: queryValue("SW1A") }))),
  () => get(join("/api/addresses/geocode", query({ address: queryValue("London") }))),
  () => get(join("/api/addresses/lookup", query({ postcode: queryValue("SW1A 1AA") }))),
  // API: MyList writes, with every owner header
  (c) => write("POST", fc.constant("/api/reservations"), { sessionId: c.sessionId, startDate: soon(30) }, owner(c)),
  (c) => get(join("/api/reservations/session/", segment(c.sessionId))),
  (c) =>
    write(
      "PUT",
      join("/api/reservations/", segment(c.reservationId)),
      { startDate: soon(30), endDate: soon(33) },
      owner(c),
    ),
  (c) => write("DELETE", join("/api/reservations/", segment(c.reservationId)), {}, owner(c)),
  (c) =>
    write(
      "POST",
      join("/api/reservations/", segment(c.reservationId), "/items"),
      { equipmentSlug: c.equipmentSlug, quantity: 1 },
      fc
        .tuple(owner(c), fc.option(text.map((t) => t.replace(/[^\x20-\x7e]/g, "").slice(0, 300))))
        .map(([o, key]) => (key === null ? o : { ...o, "idempotency-key": key })),
    ),
  (c) => write("PUT", join("/api/reservations/items/", segment(c.itemId)), { quantity: 2 }, owner(c)),
  (c) => write("DELETE", join("/api/reservations/items/", segment(c.itemId)), {}, owner(c)),
  (c) => write("POST", join("/api/reservations/", segment(c.reservationId), "/checkout"), DELIVERY_CHECKOUT, owner(c)),
  (c) =>
    write(
      "POST",
      fc.constant("/api/special-request"),
      {
        email: "a@b.co",
        telephone: "01234 567890",
        postcode: "SW1A 1AA",
        daysRequired: 3,
        fromDate: soon(30),
        equipment: { equipmentSlug: c.equipmentSlug },
      },
      fc
        .option(text.map((t) => t.replace(/[^\x20-\x7e]/g, "").slice(0, 300)))
        .map((key): Record<string, string> => (key === null ? {} : { "idempotency-key": key })),
    ),
  // API: admin, with and without a session
  (c) => write("POST", fc.constant("/api/admin/login"), { email: "boss@hirebase.test", password: "x" }, admin(c)),
  (c) => get(fc.constant("/api/admin/auth")).chain((r) => admin(c).map((h) => ({ ...r, headers: h }))),
  (c) => write("POST", join("/api/admin/import/", segment("categories")), {}, admin(c)),
  (c) =>
    get(join("/api/admin/import/", segment("equipment"), "/template")).chain((r) =>
      admin(c).map((h) => ({ ...r, headers: h })),
    ),
  (c) =>
    get(join("/api/admin/export/", segment("locations"))).chain((r) => admin(c).map((h) => ({ ...r, headers: h }))),
  (c) =>
    get(
      join(
        "/api/admin/requests",
        fc.constantFrom("", "/export.csv"),
        query({
          search: queryValue("jo"),
          from: queryValue(soon(-30)),
          to: queryValue(soon(0)),
          status: queryValue("new"),
          branch: queryValue("1"),
          page: queryValue("1"),
        }),
      ),
    ).chain((r) => admin(c).map((h) => ({ ...r, headers: h }))),
  () => get(join("/api/", segment("nothing-here"))),
  // Static folders
  () =>
    get(join("/category_images/", segment("BRK"), fc.constantFrom(".jpg", "", "%00.jpg", "/..%2f..%2fpackage.json"))),
  () => get(join("/documents/", segment("guide.pdf"))),
];

/** The page routes of app/routes.ts: only against a production build (scripts/soak/hostile.ts). */
const pageTemplates: Template[] = [
  () => get(join("/equipment", query({ search: queryValue("drill"), page: queryValue("2"), category: queryValue() }))),
  (c) => get(join("/equipment/", segment(c.equipmentSlug))),
  () => get(join("/categories", query({ x: queryValue() }))),
  (c) => get(join("/categories/", segment(c.categorySlug))),
  () => get(join("/locations", query({ q: queryValue("Leeds"), lat: queryValue("51.5"), lng: queryValue("-0.1") }))),
  (c) => get(join("/locations/", segment(c.locationId))),
  () => get(join("/", segment("faqs"), query({ x: queryValue() }))),
  () => get(join("/admin/", segment("login"))),
];

export function hostileRequest(context: HostileContext, pages = false): fc.Arbitrary<HostileRequest> {
  return fc.oneof(...[...templates, ...(pages ? pageTemplates : [])].map((template) => template(context)));
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/**
 * Sends the path exactly as written (raw backslashes, dot segments and all) through node:http, so the server's
 * own URL handling is what is tested; a path node refuses to send goes through fetch, which normalises it.
 */
export function send(baseUrl: string, request: HostileRequest): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise<Answer>((resolve, reject) => {
    let outgoing: ReturnType<typeof httpRequest>;
    try {
      outgoing = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          headers: { ...request.headers, "content-length": String(Buffer.byteLength(request.body ?? "")) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: String(response.headers["content-type"] ?? ""),
              text: Buffer.concat(chunks).toString("utf8"),
            }),
          );
          response.on("error", reject);
        },
      );
    } catch {
      resolve(sendWithFetch(baseUrl, request));
      return;
    }
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

async function sendWithFetch(baseUrl: string, request: HostileRequest): Promise<Answer> {
  const response = await fetch(baseUrl + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: "manual",
  });
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    text: await response.text(),
  };
}

const LEAKS = [
  /\bat [\w.<>]+ \(?(?:file:|node:|\/)/, // a stack frame
  /\b(?:syntax error at or near|relation "\w+" does not exist|violates \w+ constraint|duplicate key value)\b/i,
  /\b(?:select|insert|update|delete)\b[^"]{0,80}\b(?:from|into|set)\b\s+"?\w+"?/i,
  /node_modules|\/work\/|drizzle|pglite/i,
];

/** What is wrong with an answer, or undefined. */
export function problemWith(request: HostileRequest, answer: Answer): string | undefined {
  if (answer.status >= 500) return `status ${answer.status}`;
  const api = /^\/api(?:\/|$)/.test(request.path);
  if (api && answer.status >= 400) {
    if (!answer.contentType.startsWith("application/json")) return `API ${answer.status} is ${answer.contentType}`;
    let parsed: { error?: unknown; issues?: { field?: unknown }[] };
    try {
      parsed = JSON.parse(answer.text);
    } catch {
      return `API ${answer.status} body is not JSON`;
    }
    if (typeof parsed.error !== "string" || !parsed.error) return `API ${answer.status} without {"error"}`;
    if (parsed.issues?.some((issue) => typeof issue.field !== "string" || !issue.field))
      return "an issue names no field";
  }
  if (answer.status >= 400) {
    const leak = LEAKS.find((pattern) => pattern.test(answer.text));
    if (leak) return `${answer.status} leaks internals (${leak})`;
  }
  return undefined;
}

/**
 * Everything a request could change, as one digest: MyList, requests, mail, admin accounts and sessions, and
 * the catalogue's version (every import bumps it). Rate-limit counts, the postcode cache and the audit log
 * are meant to change on refused requests, so they are left out.
 */
export async function stateDigest(db: Db): Promise<string> {
  const result = await db.execute(sql`
    select md5(concat_ws('|',
      (select string_agg(to_jsonb(t)::text, ',' order by id) from reservations t),
      (select string_agg(to_jsonb(t)::text, ',' order by id) from reservation_items t),
      (select string_agg(to_jsonb(t)::text, ',' order by 1) from idempotency_keys t),
      (select string_agg(to_jsonb(t)::text, ',' order by id) from hire_requests t),
      (select string_agg(to_jsonb(t)::text, ',' order by id) from special_requests t),
      (select count(*)::text from mail_outbox),
      (select string_agg(to_jsonb(t)::text, ',' order by id) from admin_users t),
      (select string_agg(token_hash, ',' order by token_hash) from admin_sessions),
      (select setting_value from site_settings where setting_key = 'catalogue_version')
    )) as digest`);
  return (result as unknown as { rows: { digest: string }[] }).rows[0].digest;
}

/** The whole catalogue as one digest, compared once before and once after a run. */
export async function catalogueDigest(db: Db): Promise<string> {
  const tables = ["categories", "equipment", "equipment_categories", "category_documents", "specials", "locations"];
  const parts = tables.map(
    (table) =>
      `(select md5(coalesce(string_agg(to_jsonb(t)::text, ',' order by to_jsonb(t)::text), '')) from ${table} t)`,
  );
  const result = await db.execute(sql.raw(`select concat_ws('|', ${parts.join(", ")}) as digest`));
  return (result as unknown as { rows: { digest: string }[] }).rows[0].digest;
}

export interface HostileRun {
  requests: number;
  byStatus: Map<number, number>;
  /** Request and what was wrong with its answer, at most 20. */
  failures: { request: HostileRequest; answer: Answer; problem: string }[];
  /** Refused requests after which the state digest had changed. */
  changedByRefusal: number;
  /** Milliseconds spent waiting for answers, and checking the database after them. */
  sendMs: number;
  checkMs: number;
}

/**
 * Sends `runs` hostile requests one after another and checks each answer; after each refused (4xx) request
 * the state digest must be what it was before it. `prepare` makes the real list, item and admin session and
 * runs again whenever an accepted request may have used them up (a list deleted or sent).
 */
export async function runHostile(options: {
  baseUrl: string;
  db: Db;
  runs: number;
  seed?: number;
  /** Include the page routes (the server must have a production build). */
  pages?: boolean;
  prepare: () => Promise<HostileContext>;
}): Promise<HostileRun> {
  const run: HostileRun = {
    requests: 0,
    byStatus: new Map(),
    failures: [],
    changedByRefusal: 0,
    sendMs: 0,
    checkMs: 0,
  };
  let context = await options.prepare();
  let samples = fc.sample(hostileRequest(context, options.pages), { numRuns: 200, seed: options.seed ?? 14 });
  let digest = await stateDigest(options.db);
  let round = 0;
  while (run.requests < options.runs) {
    const request = samples.pop();
    if (!request) {
      round += 1;
      samples = fc.sample(hostileRequest(context, options.pages), { numRuns: 200, seed: (options.seed ?? 14) + round });
      continue;
    }
    const started = performance.now();
    const answer = await send(options.baseUrl, request);
    const sent = performance.now();
    run.sendMs += sent - started;
    run.requests += 1;
    run.byStatus.set(answer.status, (run.byStatus.get(answer.status) ?? 0) + 1);
    const problem = problemWith(request, answer);
    const after = await stateDigest(options.db);
    run.checkMs += performance.now() - sent;
    const refused = answer.status >= 400;
    const changed = refused && after !== digest;
    if (changed) run.changedByRefusal += 1;
    if ((problem || changed) && run.failures.length < 20) {
      run.failures.push({ request: shorten(request), answer, problem: problem ?? "a refused request changed state" });
    }
    digest = after;
    const usedUp = request.method === "DELETE" || request.path.endsWith("/checkout");
    if (!refused && usedUp && request.path.startsWith("/api/reservations")) {
      context = await options.prepare();
      samples = fc.sample(hostileRequest(context, options.pages), {
        numRuns: 200,
        seed: (options.seed ?? 14) + ++round,
      });
      digest = await stateDigest(options.db);
    }
  }
  return run;
}

function shorten(request: HostileRequest): HostileRequest {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}...(${s.length} chars)` : s);
  return { ...request, path: cut(request.path), body: request.body === undefined ? undefined : cut(request.body) };
}

/** A visitor's list with one item, and an administrator's session, made through the API as a browser would. */
export function contextMaker(baseUrl: string, admin: { email: string; password: string }) {
  let adminCookie: string | undefined;
  let visitors = 0;
  const json = async (path: string, init: RequestInit) => {
    const response = await fetch(baseUrl + path, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return { body: (await response.json()) as Record<string, unknown>, response };
  };
  return async (): Promise<HostileContext> => {
    const origin = new URL(baseUrl).origin;
    if (!adminCookie) {
      const { response } = await json("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify(admin),
      });
      adminCookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
    }
    const sessionId = `session-${Date.now()}-hostile${String(++visitors).padStart(6, "0")}abcdef`;
    const headers = { "content-type": "application/json", "x-session-id": sessionId };
    const list = await json("/api/reservations", { method: "POST", headers, body: JSON.stringify({ sessionId }) });
    const reservationId = list.body.id as number;
    // A Hire item of the demo catalogue and its category (tests/helpers/mylist.ts WEEKLY).
    const equipmentSlug = "articulated-boom-lift-12m";
    const categorySlug = "articulated-boom-lifts";
    const item = await json(`/api/reservations/${reservationId}/items`, {
      method: "POST",
      headers,
      body: JSON.stringify({ equipmentSlug, quantity: 1 }),
    });
    const itemId = (item.body as { id: number }).id;
    const locations = await json("/api/locations", {});
    const locationId = (locations.body as unknown as { id: number }[])[0].id;
    return { sessionId, reservationId, itemId, equipmentSlug, categorySlug, locationId, adminCookie, origin };
  };
}
