import { enrolTotp, WRONG_CREDENTIALS_OR_CODE } from "../../server/services/admin/index.js";
import { currentTotp } from "../../server/services/admin/totp.js";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/db/schema.js";
import { ADMIN_ENV, AdminClient, EMAIL, PASSWORD, withoutBom, TOTP_KEY } from "../helpers/admin.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

describe("admin sign-in and sessions", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ template: "demo", env: ADMIN_ENV });
  });
  afterAll(() => app?.close());

  it("refuses every admin endpoint without a session", async () => {
    const client = new AdminClient(app);
    const calls: [string, RequestInit?][] = [
      ["/api/admin/auth"],
      ["/api/admin/logout", { method: "POST" }],
      ["/api/admin/import/equipment/template"],
      ["/api/admin/export/equipment"],
    ];
    for (const [path, init] of calls) {
      const response = await client.request(path, init);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ error: "Sign in as an administrator first" });
    }
    const upload = await client.upload("equipment", "equipmentSlug,name,productCode,type\n");
    expect(upload.status).toBe(401);
  });

  it("signs in with the ADMIN_EMAIL account, sets a strict httpOnly cookie and answers the auth check", async () => {
    const client = new AdminClient(app);
    const response = await client.login(EMAIL.toUpperCase(), PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ isAdmin: true, email: EMAIL, role: "administrator" });
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^hirebase_admin=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).not.toMatch(/Secure/); // PUBLIC_URL is http here

    const auth = await client.request("/api/admin/auth");
    expect(auth.status).toBe(200);
    expect(await auth.json()).toEqual({ isAdmin: true, email: EMAIL, role: "administrator", branchIds: [] });

    const logout = await client.request("/api/admin/logout", { method: "POST" });
    expect(logout.status).toBe(204);
    expect((await client.request("/api/admin/auth")).status).toBe(401);
  });

  it("answers wrong credentials with one generic 401, for a wrong password and an unknown account alike", async () => {
    const client = new AdminClient(app);
    const wrongPassword = await client.login(EMAIL, "not the password at all");
    const unknown = await client.login("nobody@hirebase.test", PASSWORD);
    for (const response of [wrongPassword, unknown]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "The e-mail address or password is not correct." });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("refuses a malformed sign-in body with a 400 naming the field", async () => {
    const response = await new AdminClient(app).request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: EMAIL }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/password/);
  });

  it("refuses state-changing requests without a same-origin Origin header (CSRF)", async () => {
    const client = new AdminClient(app);
    expect((await client.login()).status).toBe(200);
    for (const origin of ["https://evil.example", ""]) {
      const headers: Record<string, string> = origin ? { origin } : {};
      const form = new FormData();
      form.append("file", new Blob(["categorySlug,name,categoryCode,level\n"]), "categories.csv");
      const init = { method: "POST", body: form, headers: { ...headers, cookie: client.cookie } };
      const response = await app.fetch("/api/admin/import/categories", init);
      expect(response.status).toBe(403);
      expect((await response.json()).error).toMatch(/Origin/);
    }
    const login = await app.fetch("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(login.status).toBe(403);
    // Nothing was replaced: the demo categories are still there.
    expect(withoutBom(await client.text("/api/admin/export/categories")).split("\r\n").length).toBeGreaterThan(10);
  });

  it("writes sign-ins, failed sign-ins and sign-outs to the audit log with the client address", async () => {
    const rows = await app.database.db.select().from(auditLog).orderBy(desc(auditLog.id));
    const signIns = rows.filter((row) => row.action === "login" || row.action === "logout");
    const kinds = new Set(signIns.map((row) => `${row.action}:${row.outcome}`));
    expect(kinds).toEqual(new Set(["login:success", "login:failure", "logout:success"]));
    expect(signIns.every((row) => row.clientAddress === "127.0.0.1" && row.at instanceof Date)).toBe(true);
  });
});

describe("sign-in throttling", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: ADMIN_ENV });
  });
  afterAll(() => app?.close());

  it("answers 429 after five wrong passwords from an address, even to the right password, and only there", async () => {
    const client = new AdminClient(app);
    for (let i = 0; i < 5; i++) expect((await client.login(EMAIL, `wrong password ${i}`)).status).toBe(401);
    const blocked = await client.login(EMAIL, "wrong password again");
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("60");
    expect((await blocked.json()).error).toBe("Too many failed sign-ins from your connection: try again in 1 minute.");
    expect((await client.login(EMAIL, PASSWORD)).status).toBe(429);
    // Another address (played through the loopback proxy) is not kept out.
    const elsewhere = await client.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.44" },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(elsewhere.status).toBe(200);
  });

  it("answers 429 to an address that tries many accounts", async () => {
    const fresh = await startTestApp({ env: ADMIN_ENV });
    try {
      const client = new AdminClient(fresh);
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        statuses.push((await client.login(`guess${i}@hirebase.test`, "wrong password")).status);
      }
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
    } finally {
      await fresh.close();
    }
  });
});

describe("admin address allowlist", () => {
  it("refuses other addresses in LIVE mode and allows listed ones", async () => {
    const refused = await startTestApp({ env: { ...ADMIN_ENV, SITE_MODE: "LIVE", ADMIN_IP_ALLOWLIST: "10.0.0.0/8" } });
    try {
      const response = await new AdminClient(refused).login();
      expect(response.status).toBe(403);
      expect((await response.json()).error).toMatch(/not allowed from this address/);
      expect((await new AdminClient(refused).request("/api/admin/auth")).status).toBe(403);
    } finally {
      await refused.close();
    }
    const allowed = await startTestApp({
      env: { ...ADMIN_ENV, SITE_MODE: "LIVE", ADMIN_IP_ALLOWLIST: "10.0.0.0/8, 127.0.0.1" },
    });
    try {
      // LIVE mode also needs the second factor (S3): the listed address gets that far.
      const client = new AdminClient(allowed);
      expect(await (await client.login()).json()).toEqual({ error: WRONG_CREDENTIALS_OR_CODE });
      const enrolment = await enrolTotp(allowed.database.db, TOTP_KEY, EMAIL);
      const signedIn = await client.request("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD, code: currentTotp(enrolment!.secret) }),
      });
      expect(signedIn.status).toBe(200);
    } finally {
      await allowed.close();
    }
  });

  it("does not apply the allowlist in DEV mode", async () => {
    const app = await startTestApp({ env: { ...ADMIN_ENV, SITE_MODE: "DEV", ADMIN_IP_ALLOWLIST: "10.0.0.0/8" } });
    try {
      expect((await new AdminClient(app).login()).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe("secure cookies", () => {
  it("uses the __Host- prefix and Secure when PUBLIC_URL is https (O1)", async () => {
    const app = await startTestApp({ env: { ...ADMIN_ENV, PUBLIC_URL: "https://hire.example" } });
    try {
      const response = await new AdminClient(app).login();
      expect(response.status).toBe(200);
      const setCookie = response.headers.get("set-cookie") ?? "";
      expect(setCookie).toMatch(/^__Host-hirebase_admin=/);
      expect(setCookie).toMatch(/; Path=\//);
      expect(setCookie).toMatch(/; Secure/);
    } finally {
      await app.close();
    }
  });
});
