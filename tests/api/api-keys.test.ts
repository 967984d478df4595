import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/db/schema.js";
import { ADMIN_ENV, AdminClient, EMAIL } from "../helpers/admin.js";
import { createKey, withKey } from "../helpers/api-keys.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// API keys for the integration API (docs/decisions/integration.md I3, I4): administrators create and revoke them;
// /api/v1 answers 401 without a valid key, 403 for a missing scope or a refused address, 429 past a key's limit.

let app: TestApp;
let admin: AdminClient;

const REQUESTS = "/api/v1/hire-requests";

beforeAll(async () => {
  app = await startTestApp({
    template: "demo",
    env: { ...ADMIN_ENV, RATE_LIMIT_API_KEY_PER_MINUTE: "5" },
    services: { backgroundWork: false },
  });
  admin = new AdminClient(app);
  expect((await admin.login()).status).toBe(200);
});
afterAll(() => app?.close());

const lastAudit = async (action: string) =>
  (await app.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)))[0];

describe("managing keys", () => {
  it("shows a new key once, lists keys without it, and audits creation with the key's name", async () => {
    const created = await createKey(admin, "InspHire", ["requests:read", "requests:read", "imports:write"]);
    expect(created).toMatchObject({ name: "InspHire", scopes: ["requests:read", "imports:write"] });
    expect(created.key).toMatch(/^hbk_[A-Za-z0-9_-]{43}$/);

    const listed = await (await admin.request("/api/admin/api-keys")).json();
    const entry = listed.keys.find((key: { id: number }) => key.id === created.id);
    expect(entry).toMatchObject({ name: "InspHire", scopes: ["requests:read", "imports:write"], allowedCidrs: [] });
    expect(JSON.stringify(listed)).not.toContain(created.key);
    expect(JSON.stringify(listed)).not.toContain(created.key.slice(12));
    expect(await lastAudit("api-key-created")).toMatchObject({ actorEmail: EMAIL, outcome: "success" });
    expect((await lastAudit("api-key-created")).detail).toContain("InspHire");
  });

  it("refuses bad scopes, addresses and names with 400 naming the field", async () => {
    const post = (body: unknown) =>
      admin.request("/api/admin/api-keys", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const badScope = await post({ name: "X", scopes: ["requests:delete"] });
    expect(badScope.status).toBe(400);
    expect((await badScope.json()).error).toMatch(/scopes\.0: must be a list of scopes from requests:read/);
    const noScope = await post({ name: "X", scopes: [] });
    expect((await noScope.json()).error).toMatch(/scopes:/);
    const badRange = await post({ name: "X", scopes: ["requests:read"], allowedCidrs: ["10.0.0.0/33"] });
    expect(badRange.status).toBe(400);
    expect((await badRange.json()).error).toMatch(/allowedCidrs\.0: must be addresses or CIDR ranges/);
    const noName = await post({ scopes: ["requests:read"] });
    expect((await noName.json()).error).toMatch(/name: is required/);
    await createKey(admin, "Twice", ["requests:read"]);
    const twice = await post({ name: "twice", scopes: ["requests:read"] });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error).toMatch(/^name: a key named 'twice' exists/);
  });

  it("is for administrators only: signed out 401, branch staff 403", async () => {
    expect((await app.fetch("/api/admin/api-keys")).status).toBe(401);
    const staff = { email: "desk@hirebase.test", password: "a long enough password" };
    const made = await admin.request("/api/admin/accounts", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...staff, role: "branch-staff", branchIds: [2] }),
    });
    expect(made.status).toBe(201);
    const desk = new AdminClient(app);
    expect((await desk.login(staff.email, staff.password)).status).toBe(200);
    expect((await desk.request("/api/admin/api-keys")).status).toBe(403);
    const post = await desk.request("/api/admin/api-keys", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Sneaky", scopes: ["requests:read"] }),
    });
    expect(post.status).toBe(403);
  });
});

describe("using a key", () => {
  it("answers 401 without a key or with an unknown one, saying how to send it", async () => {
    const none = await app.fetch(REQUESTS);
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await none.json()).error).toBe("Authorization: send an API key as 'Authorization: Bearer <key>'");
    const unknown = await withKey(app, `hbk_${"A".repeat(43)}`, REQUESTS);
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).error).toMatch(/unknown or has been revoked/);
    const basic = await app.fetch(REQUESTS, { headers: { authorization: "Basic dXNlcjpwYXNz" } });
    expect(basic.status).toBe(401);
  });

  it("answers 403 naming the scope a key lacks", async () => {
    const importer = await createKey(admin, "Stock export", ["imports:write"]);
    const refused = await withKey(app, importer.key, REQUESTS);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe("Authorization: this API key lacks the scope 'requests:read'");
    const patch = await withKey(app, importer.key, `${REQUESTS}/ML-AAAA-BBBB`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "contacted" }),
    });
    expect(patch.status).toBe(403);
  });

  it("stops working the moment it is revoked, and the revocation is audited", async () => {
    const reader = await createKey(admin, "Revoked soon", ["requests:read"]);
    expect((await withKey(app, reader.key, REQUESTS)).status).toBe(200);
    const revoked = await admin.request(`/api/admin/api-keys/${reader.id}`, { method: "DELETE" });
    expect(revoked.status).toBe(204);
    const after = await withKey(app, reader.key, REQUESTS);
    expect(after.status).toBe(401);
    expect((await lastAudit("api-key-revoked")).detail).toBe("Revoked soon");
    const listed = await (await admin.request("/api/admin/api-keys")).json();
    expect(listed.keys.map((key: { id: number }) => key.id)).not.toContain(reader.id);
    expect((await admin.request(`/api/admin/api-keys/${reader.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("is refused (403) outside the addresses it is limited to", async () => {
    const elsewhere = await createKey(admin, "Office only", ["requests:read"], ["203.0.113.0/24", "2001:db8::/32"]);
    const refused = await withKey(app, elsewhere.key, REQUESTS);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe("Authorization: this API key may not be used from this address");
    const here = await createKey(admin, "This machine", ["requests:read"], ["127.0.0.0/8"]);
    expect((await withKey(app, here.key, REQUESTS)).status).toBe(200);
  });

  it("has its own rate limit: 429 past it, while another key goes on", async () => {
    const busy = await createKey(admin, "Busy", ["requests:read"]);
    const quiet = await createKey(admin, "Quiet", ["requests:read"]);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await withKey(app, busy.key, REQUESTS)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await withKey(app, busy.key, REQUESTS);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/^Too many requests/);
    expect((await withKey(app, quiet.key, REQUESTS)).status).toBe(200);
  });
});
