import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSite } from "../../server/http/app.js";
import { adminUsers, auditLog } from "../../server/db/schema.js";
import { createLogger } from "../../server/logger.js";
import {
  createOrResetAccount,
  enrolTotp,
  removeTotp,
  WRONG_CREDENTIALS_OR_CODE,
} from "../../server/services/admin/index.js";
import { currentTotp } from "../../server/services/admin/totp.js";
import { createServices } from "../../server/services/index.js";
import { ADMIN_ENV, AdminClient, EMAIL, PASSWORD, TOTP_KEY } from "../helpers/admin.js";
import { startTestApp, testConfig, type TestApp } from "../helpers/test-app.js";

// Admin security (docs/threat-model.md): CSRF by Sec-Fetch-Site, the TOTP second factor, throttling shared by two
// instances, sessions ended by a password reset, and an audit entry for every admin action.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ template: "demo", env: ADMIN_ENV });
});
afterAll(() => app?.close());

const loginWith = (target: TestApp | { baseUrl: string }, body: Record<string, string>, headers = {}) =>
  fetch(`${target.baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: target.baseUrl, ...headers },
    body: JSON.stringify(body),
  });

describe("CSRF: Sec-Fetch-Site", () => {
  it("refuses cross-site and same-site admin writes even with a matching Origin; same-origin passes", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const response = await loginWith(app, { email: EMAIL, password: PASSWORD }, { "sec-fetch-site": site });
      expect(response.status, site).toBe(403);
      expect((await response.json()).error).toMatch(/Sec-Fetch-Site/);
    }
    const client = new AdminClient(app);
    expect((await client.login()).status).toBe(200);
    const form = new FormData();
    form.append("file", new Blob(["categorySlug,name,categoryCode,level\n"]), "categories.csv");
    const refused = await client.request("/api/admin/import/categories", {
      method: "POST",
      body: form,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(refused.status).toBe(403);
    const same = await loginWith(app, { email: EMAIL, password: PASSWORD }, { "sec-fetch-site": "same-origin" });
    expect(same.status).toBe(200);
  });
});

describe("TOTP second factor (RFC 6238)", () => {
  const email = "totp@hirebase.test";
  const password = "another long password 42";

  it("asks for the code after a right password, refuses a wrong or reused code, and accepts the current one", async () => {
    await createOrResetAccount(app.database.db, email, password);
    const enrolment = await enrolTotp(app.database.db, TOTP_KEY, email);
    expect(enrolment?.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/);
    expect(enrolment?.uri).toContain("digits=6");
    expect(enrolment?.uri).toContain("period=30");
    const [stored] = await app.database.db.select().from(adminUsers).where(eq(adminUsers.email, email));
    // Sealed with TOTP_SECRET_KEY (docs/decisions/security.md S6): the database alone does not give the secret.
    expect(stored.totpSecret).toMatch(/^v1:[\w-]+$/);
    expect(stored.totpSecret).not.toContain(enrolment!.secret);

    const noCode = await loginWith(app, { email, password });
    expect(noCode.status).toBe(401);
    const asked = await noCode.json();
    expect(asked.issues).toEqual([{ field: "code", message: expect.stringMatching(/6-digit code/) }]);
    expect(noCode.headers.get("set-cookie")).toBeNull();

    const wrongPasswordRightCode = await loginWith(app, {
      email,
      password: "not the password at all",
      code: currentTotp(enrolment!.secret),
    });
    expect(wrongPasswordRightCode.status).toBe(401);

    const current = currentTotp(enrolment!.secret);
    const wrong = String((Number(current) + 1) % 1_000_000).padStart(6, "0");
    const wrongAnswer = await loginWith(app, { email, password, code: wrong });
    expect(wrongAnswer.status).toBe(401);
    expect((await wrongAnswer.json()).issues[0].field).toBe("code");

    const malformed = await loginWith(app, { email, password, code: "12ab56" });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toMatch(/code/);

    const right = await loginWith(app, { email, password, code: current });
    expect(right.status).toBe(200);
    expect(right.headers.get("set-cookie")).toMatch(/^hirebase_admin=/);
    // The same code a second time (a replay) is refused.
    const replay = await loginWith(app, { email, password, code: current });
    expect(replay.status).toBe(401);
  });

  it("in LIVE mode refuses an account without a second factor as it refuses a wrong password, and signs in one with it", async () => {
    const live = await startTestApp({ env: { ...ADMIN_ENV, SITE_MODE: "LIVE" } });
    try {
      const refused = await loginWith(live, { email: EMAIL, password: PASSWORD });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ error: WRONG_CREDENTIALS_OR_CODE });
      expect(refused.headers.get("set-cookie")).toBeNull();
      // The answer does not tell the password was right: a wrong one gets the very same.
      const wrong = await loginWith(live, { email: EMAIL, password: "wrong password here" });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ error: WRONG_CREDENTIALS_OR_CODE });
      const [refusal] = await live.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.detail, "no second factor in LIVE mode"));
      expect(refusal).toMatchObject({ actorEmail: EMAIL, outcome: "failure" });

      const enrolment = await enrolTotp(live.database.db, TOTP_KEY, EMAIL);
      const ok = await loginWith(live, { email: EMAIL, password: PASSWORD, code: currentTotp(enrolment!.secret) });
      expect(ok.status).toBe(200);
      await removeTotp(live.database.db, EMAIL);
      expect((await loginWith(live, { email: EMAIL, password: PASSWORD })).status).toBe(401);
    } finally {
      await live.close();
    }
  });
});

describe("sign-in throttling shared by two instances on one database (A2)", () => {
  it("counts an address's failures made on either instance, so its sixth attempt is refused on both", async () => {
    const first = await startTestApp({ env: ADMIN_ENV });
    // A second app and services on the same database, as a second server process would have.
    const config = testConfig(ADMIN_ENV);
    const services = await createServices(config, createLogger("silent"), first.database, { backgroundWork: false });
    const server = createServer(createSite({ services }).listener).listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", resolve));
    const second = { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    try {
      const wrong = { email: EMAIL, password: "wrong password, again" };
      for (const target of [first, second, first, second, first]) {
        expect((await loginWith(target, wrong)).status).toBe(401);
      }
      for (const target of [second, first]) {
        const refused = await loginWith(target, { email: EMAIL, password: PASSWORD });
        expect(refused.status).toBe(429);
        expect((await refused.json()).error).toMatch(/Too many failed sign-ins/);
      }
      // The account is not locked: the administrator signs in from another address.
      const elsewhere = await loginWith(
        second,
        { email: EMAIL, password: PASSWORD },
        { "x-forwarded-for": "192.0.2.9" },
      );
      expect(elsewhere.status).toBe(200);
    } finally {
      services.catalogue.stopPolling();
      await services.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await first.close();
    }
  });
});

describe("sessions and the audit log", () => {
  it("ends every session of an account when its password is reset", async () => {
    const client = new AdminClient(app);
    expect((await client.login()).status).toBe(200);
    expect((await client.request("/api/admin/auth")).status).toBe(200);
    await createOrResetAccount(app.database.db, EMAIL, PASSWORD);
    const after = await client.request("/api/admin/auth");
    expect(after.status).toBe(401);
    expect((await client.request("/api/admin/export/categories")).status).toBe(401);
  });

  it("ends a session 12 hours after sign-in however busy it has been (A11)", async () => {
    const client = new AdminClient(app);
    expect((await client.login()).status).toBe(200);
    const signedInAt = (hoursAgo: number) =>
      app.database.db.execute(
        sql`update admin_sessions set created_at = now() - make_interval(mins => ${hoursAgo * 60}), last_seen_at = now()`,
      );
    await signedInAt(11.9);
    expect((await client.request("/api/admin/auth")).status).toBe(200);
    await signedInAt(12.1);
    const after = await client.request("/api/admin/auth");
    expect(after.status).toBe(401);
    expect((await client.request("/api/admin/export/categories")).status).toBe(401);
  });

  it("writes an entry for every admin action: sign-in, sign-out, import, export, accounts and second factors", async () => {
    const client = new AdminClient(app);
    expect((await client.login()).status).toBe(200);
    const csv = await client.text("/api/admin/export/locations");
    expect((await client.upload("locations", csv.replace(/^\uFEFF/, ""))).status).toBe(200);
    expect((await client.upload("locations", "id,name\nnot-a-number,x\n")).status).toBe(400);
    expect((await client.request("/api/admin/logout", { method: "POST" })).status).toBe(204);
    await createOrResetAccount(app.database.db, "audit@hirebase.test", "a password of length");
    await enrolTotp(app.database.db, TOTP_KEY, "audit@hirebase.test");
    await removeTotp(app.database.db, "audit@hirebase.test");

    const rows = await app.database.db.select().from(auditLog).orderBy(desc(auditLog.id));
    const kinds = new Set(rows.map((row) => `${row.action}:${row.outcome}`));
    for (const kind of [
      "login:success",
      "logout:success",
      "import:success",
      "import:failure",
      "export:success",
      "account-created:success",
      "password-reset:success",
      "totp-enrol:success",
      "totp-remove:success",
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    const exported = rows.find((row) => row.action === "export");
    expect(exported).toMatchObject({ actorEmail: EMAIL, tableName: "locations", clientAddress: "127.0.0.1" });
  });
});
