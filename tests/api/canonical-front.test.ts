import { request } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { routePages } from "../helpers/route-table.js";
import { adminUsers } from "../../server/db/schema.js";
import { createSession } from "../../server/services/admin/sessions.js";
import { ADMIN_ENV, EMAIL } from "../helpers/admin.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// One canonical address per page (docs/decisions/security.md H4). Every spelling of a guarded address (escaped letters,
// other letter case in the route's own words, extra slashes) gets the canonical address's answer or a 308 to it, never
// an answer of its own; spellings that hide a path separator or a dot segment are refused. The test client (127.0.0.1)
// is outside the allowlist, so the request desk answers 403 at its canonical address.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    template: "demo",
    pages: true,
    env: { ...ADMIN_ENV, SITE_MODE: "LIVE", ADMIN_IP_ALLOWLIST: "10.0.0.0/8" },
  });
});
afterAll(() => app?.close());

/** A guarded address: `value` is the part that is a parameter value (its letter case is the value's own). */
interface Guarded {
  path: string;
  query?: string;
  value?: string;
}

/**
 * Every admin page of the route table (app/routes.ts) and its data request, so a new admin page is covered without
 * wiring; a parameter gets digits, which have no letter case of their own.
 */
const ADMIN_PAGES: string[] = routePages()
  .map((page) => `/${page.path}`)
  .filter((path) => path.startsWith("/admin/"))
  .map((path) => path.replace(/:\w+/g, "100001"))
  .flatMap((path) => [path, `${path}.data`]);
const SIGN_IN_PAGES = ["/admin/login", "/admin/login.data"];

const SESSION = "Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56";
const GUARDED: Guarded[] = [
  ...ADMIN_PAGES.map((path) => ({ path })),
  { path: "/admin/requests", query: "?status=new&q=Pat" },
  { path: "/admin/requests/SR-100001", value: "SR-100001" },
  { path: "/api/admin/requests" },
  { path: "/api/admin/auth" },
  { path: "/requests/ML-100001", query: "?t=Some-Token", value: "ML-100001" },
  { path: "/api/requests/ML-100001/estimate.pdf", query: "?t=Some-Token", value: "ML-100001" },
  { path: "/equipment", query: "?search=drill" },
  { path: "/equipment.data", query: "?search=drill" },
  { path: "/api/categories" },
  { path: "/api/bank-holidays", query: "?nation=eng" },
  { path: `/api/reservations/session/${SESSION}`, value: SESSION },
  { path: "/metrics" },
];

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
}

/** A GET with the target exactly as written (fetch would resolve dot segments and backslashes first). */
function send(target: string, cookie?: string): Promise<Answer> {
  const { hostname, port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path: target, headers: cookie ? { cookie } : {} }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, location: response.headers.location, body }));
    })
      .on("error", reject)
      .end();
  });
}

const canonicalAnswers = new Map<string, number>();
async function canonicalStatus(target: string): Promise<number> {
  let status = canonicalAnswers.get(target);
  if (status === undefined) {
    status = (await send(target)).status;
    canonicalAnswers.set(target, status);
  }
  return status;
}

const escape = (char: string, lower: boolean) => {
  const hex = char.charCodeAt(0).toString(16).padStart(2, "0");
  return `%${lower ? hex : hex.toUpperCase()}`;
};

/** A spelling of `guarded.path`: each character kept, escaped, or (outside the value) in the other case, plus slashes. */
function spelling(guarded: Guarded) {
  const { path, value } = guarded;
  const valueStart = value ? path.indexOf(value) : -1;
  const inValue = (at: number) => valueStart >= 0 && at >= valueStart && at < valueStart + value!.length;
  return fc
    .record({
      choices: fc.array(fc.nat(4), { minLength: path.length, maxLength: path.length }),
      doubled: fc.option(fc.nat(path.length - 1), { nil: undefined }),
      trailing: fc.boolean(),
    })
    .map(({ choices, doubled, trailing }) => {
      let out = "";
      for (let at = 0; at < path.length; at++) {
        const char = path[at]!;
        const choice = choices[at]!;
        if (char === "/") out += at === doubled ? "//" : "/";
        else if (choice === 1 && /[A-Za-z]/.test(char) && !inValue(at)) {
          out += char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
        } else if (choice === 2) out += escape(char, false);
        else if (choice === 3) out += escape(char, true);
        else out += char;
      }
      return trailing ? `${out}/` : out;
    });
}

describe("the front door", () => {
  it("answers every spelling of a guarded address as the address itself, or with a 308 to it", async () => {
    expect(ADMIN_PAGES).toEqual(
      expect.arrayContaining(["/admin/customer-data", "/admin/import.data", ...SIGN_IN_PAGES]),
    );
    // Outside the allowlist every admin address but the sign-in page is refused (docs/decisions/security.md A12).
    for (const path of ADMIN_PAGES) {
      const status = await canonicalStatus(path);
      if (SIGN_IN_PAGES.includes(path)) expect(status, path).not.toBe(403);
      else expect(status, path).toBe(403);
    }
    for (const guarded of GUARDED) {
      const canonical = guarded.path + (guarded.query ?? "");
      const expected = await canonicalStatus(canonical);
      await fc.assert(
        fc.asyncProperty(spelling(guarded), async (path) => {
          const response = await send(path + (guarded.query ?? ""));
          if (path === guarded.path) {
            expect(response.status).toBe(expected);
          } else {
            expect(response.status, path).toBe(308);
            expect(response.location, path).toBe(canonical);
          }
        }),
        { numRuns: 25 },
      );
    }
  });

  it("answers an outside address with a valid session cookie exactly as without one (A12)", async () => {
    const [account] = await app.database.db.select().from(adminUsers).where(eq(adminUsers.email, EMAIL));
    const stolen = `hirebase_admin=${await createSession(app.database.db, account!.id)}`;
    for (const path of [...ADMIN_PAGES.filter((page) => !SIGN_IN_PAGES.includes(page)), "/api/admin/auth"]) {
      const without = await send(path);
      const withCookie = await send(path, stolen);
      expect(withCookie.status, path).toBe(403);
      expect(withCookie.body, path).toBe(without.body);
    }
  });

  it("refuses spellings that hide a separator or a dot segment, whatever follows", async () => {
    const hidden = fc.constantFrom("%2f", "%2F", "%5c", "%5C", "\\", "/./", "/../", "/%2e%2e/", "/.%2E/", "%00");
    const guarded = fc.constantFrom(...GUARDED.map((entry) => entry.path));
    await fc.assert(
      fc.asyncProperty(guarded, hidden, fc.nat(), async (path, inserted, at) => {
        // In place of one of the path's inner slashes (a request target must start with "/"), or at its end.
        const slashes = [...path.matchAll(/\//g)].map((match) => match.index!).filter((index) => index > 0);
        const cut = slashes.length > 0 ? slashes[at % slashes.length]! : path.length;
        const target = path.slice(0, cut) + inserted + (slashes.length > 0 ? path.slice(cut + 1) : "x");
        const response = await send(target);
        expect(response.status, target).toBe(400);
        expect(JSON.parse(response.body)).toEqual({ error: expect.any(String) });
      }),
      { numRuns: 60 },
    );
  });

  it("redirects to the canonical address with the query as given, and never off the site", async () => {
    const response = await send("//evil.example/%61dmin/requests?q=%2F%2Fx&t=1");
    expect(response.status).toBe(308);
    expect(response.location).toBe("/evil.example/admin/requests?q=%2F%2Fx&t=1");
    expect((await send("/CATEGORIES")).location).toBe("/categories");
    // Parameter values keep their case: an image's product code, a reference.
    expect((await send("/Category_Images/SomeCode.jpg")).location).toBe("/category_images/SomeCode.jpg");
    expect((await send("/Requests/ML-100001?t=x")).location).toBe("/requests/ML-100001?t=x");
  });
});
