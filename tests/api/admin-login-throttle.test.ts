import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLoginThrottle, auditLog } from "../../server/db/schema.js";
import { ADMIN_ENV, EMAIL, PASSWORD } from "../helpers/admin.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// Sign-in (docs/decisions/security.md A2): throttled per address and per address + account, counted in one statement
// before the password is checked, with waits that double; a stranger's failures never keep the administrator out
// elsewhere. Clients are played by X-Forwarded-For from loopback (TRUST_PROXY is loopback by default).

const WRONG = "not the password at all";

function attempt(app: TestApp, from: string, email: string, password: string) {
  return app.fetch("/api/admin/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.baseUrl, "x-forwarded-for": from },
    body: JSON.stringify({ email, password }),
  });
}

/** Password checks made: each one writes a failure or a success to the audit log; refusals write 'refused'. */
async function passwordChecks(app: TestApp) {
  const rows = await app.database.db.select().from(auditLog).where(eq(auditLog.action, "login"));
  return rows.filter((row) => row.outcome !== "refused").length;
}

describe("sign-in throttling under concurrent attempts", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: ADMIN_ENV });
  });
  afterAll(() => app?.close());

  it("checks at most five passwords of 25 concurrent wrong ones from one address, and refuses the rest", async () => {
    const responses = await Promise.all(Array.from({ length: 25 }, () => attempt(app, "203.0.113.10", EMAIL, WRONG)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect(await passwordChecks(app)).toBe(5);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toEqual({
      error: "Too many failed sign-ins from your connection: try again in 1 minute.",
    });
  });

  it("checks at most twenty passwords of 40 concurrent attempts on different accounts from one address", async () => {
    const before = await passwordChecks(app);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(app, "203.0.113.20", `guess${i}@hirebase.test`, WRONG)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect((await passwordChecks(app)) - before).toBe(20);
  });

  it("lets the administrator in from a 41st address after 40 concurrent wrong passwords from 40 others", async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(app, `198.51.100.${i + 1}`, EMAIL, WRONG)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(40).fill(401));
    const admin = await attempt(app, "198.51.100.200", EMAIL, PASSWORD);
    expect(admin.status).toBe(200);
  });
});

describe("a stranger's failures", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: ADMIN_ENV });
  });
  afterAll(() => app?.close());

  it("slow the stranger's address down but never keep the administrator out from another", async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(app, "203.0.113.66", EMAIL, WRONG)).status).toBe(401);
    expect((await attempt(app, "203.0.113.66", EMAIL, WRONG)).status).toBe(429);
    // The stranger's address waits even with the right password; the administrator's does not.
    expect((await attempt(app, "203.0.113.66", EMAIL, PASSWORD)).status).toBe(429);
    expect((await attempt(app, "192.0.2.5", EMAIL, PASSWORD)).status).toBe(200);
  });

  it("from one IPv6 /64 are counted together, so stepping through its addresses does not help", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await attempt(app, `2001:db8:aa:1::${i + 1}`, EMAIL, WRONG)).status).toBe(401);
    }
    expect((await attempt(app, "2001:db8:aa:1:ffff::9", EMAIL, WRONG)).status).toBe(429);
    expect((await attempt(app, "2001:db8:aa:2::1", EMAIL, PASSWORD)).status).toBe(200);
  });
});

describe("waits that double", () => {
  let app: TestApp;
  let clock = Date.parse("2026-11-26T09:00:00Z");
  beforeAll(async () => {
    app = await startTestApp({ env: ADMIN_ENV, services: { admin: { now: () => new Date(clock) } } });
  });
  afterAll(() => app?.close());
  const from = "203.0.113.77";

  it("answers 429 with Retry-After 60, 120, 240... seconds, capped at 15 minutes, and lets one try each time", async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(app, from, EMAIL, WRONG)).status).toBe(401);
    const waits: string[] = [];
    for (let round = 0; round < 6; round++) {
      const refused = await attempt(app, from, EMAIL, WRONG);
      expect(refused.status).toBe(429);
      const wait = refused.headers.get("retry-after")!;
      waits.push(wait);
      clock += Number(wait) * 1000 - 1000;
      expect((await attempt(app, from, EMAIL, WRONG)).status, "a second early").toBe(429);
      clock += 1000;
      expect((await attempt(app, from, EMAIL, WRONG)).status, "when due").toBe(401);
    }
    expect(waits).toEqual(["60", "120", "240", "480", "900", "900"]);
  });

  it("clears the address's counts when it signs in, and forgets an address quiet for a day", async () => {
    clock += 15 * 60_000;
    expect((await attempt(app, from, EMAIL, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(app, from, EMAIL, WRONG)).status).toBe(401);
    expect((await attempt(app, from, EMAIL, WRONG)).status).toBe(429);
    expect((await attempt(app, "203.0.113.78", EMAIL, WRONG)).status).toBe(401);
    clock += 24 * 60 * 60_000;
    for (let i = 0; i < 5; i++) expect((await attempt(app, from, EMAIL, WRONG)).status).toBe(401);
    // The quiet address's counts are gone from the table, not just ignored.
    const quiet = await app.database.db
      .select()
      .from(adminLoginThrottle)
      .where(eq(adminLoginThrottle.clientAddress, "203.0.113.78"));
    expect(quiet).toEqual([]);
  });
});
