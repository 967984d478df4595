import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolTotp, WRONG_CREDENTIALS_OR_CODE } from "../../server/services/admin/index.js";
import { currentTotp } from "../../server/services/admin/totp.js";
import { ADMIN_ENV, EMAIL, PASSWORD, TOTP_KEY } from "../helpers/admin.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// Sign-in (docs/decisions/security.md A2): in LIVE mode the answer never tells a stranger the password was right. A
// right password with a missing or wrong code is answered, and counted, exactly as a wrong password is, until both are
// right.

function attempt(app: TestApp, from: string, body: { email: string; password: string; code?: string }) {
  return app.fetch("/api/admin/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.baseUrl, "x-forwarded-for": from },
    body: JSON.stringify(body),
  });
}

/** What could tell one answer from another (headers that vary with every request, such as the date, left out). */
async function answer(response: Response) {
  const header = (name: string) => response.headers.get(name);
  return {
    status: response.status,
    body: await response.text(),
    headers: { cookie: header("set-cookie"), retryAfter: header("retry-after"), type: header("content-type") },
  };
}

describe("LIVE mode sign-in with a second factor", () => {
  let app: TestApp;
  let secret: string;
  beforeAll(async () => {
    app = await startTestApp({ env: { ...ADMIN_ENV, SITE_MODE: "LIVE" } });
    secret = (await enrolTotp(app.database.db, TOTP_KEY, EMAIL))!.secret;
  });
  afterAll(() => app?.close());

  const wrongCode = () => String((Number(currentTotp(secret)) + 500_000) % 1_000_000).padStart(6, "0");

  it("answers a right password without a code, or with a wrong one, exactly as a wrong password", async () => {
    const from = "203.0.113.30";
    const wrongPassword = await answer(await attempt(app, from, { email: EMAIL, password: "not the password" }));
    expect(wrongPassword.status).toBe(401);
    expect(JSON.parse(wrongPassword.body)).toEqual({ error: WRONG_CREDENTIALS_OR_CODE });
    expect(wrongPassword.headers.cookie).toBeNull();

    const others = [
      { email: EMAIL, password: PASSWORD },
      { email: EMAIL, password: PASSWORD, code: wrongCode() },
      { email: EMAIL, password: "not the password", code: currentTotp(secret) },
      { email: "nobody@hirebase.test", password: PASSWORD, code: currentTotp(secret) },
    ];
    for (const body of others) {
      expect(await answer(await attempt(app, from, body)), JSON.stringify(body)).toEqual(wrongPassword);
    }
  });

  it("counts a right password with a missing or wrong code as a failed sign-in", async () => {
    const from = "203.0.113.31";
    for (let i = 0; i < 5; i++) {
      const body =
        i % 2 ? { email: EMAIL, password: PASSWORD } : { email: EMAIL, password: PASSWORD, code: wrongCode() };
      expect((await attempt(app, from, body)).status).toBe(401);
    }
    const right = { email: EMAIL, password: PASSWORD, code: currentTotp(secret) };
    expect((await attempt(app, from, right)).status).toBe(429);
    // From another address the right password and code sign in.
    expect((await attempt(app, "203.0.113.32", right)).status).toBe(200);
  });
});
