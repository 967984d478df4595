import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminUsers,
  auditLog,
  customerRequests,
  hireRequests,
  mailCopies,
  mailOutbox,
  requestStatusChanges,
  specialRequests,
} from "../../server/db/schema.js";
import { ADMINISTRATORS_ONLY, createOrResetAccount } from "../../server/services/admin/index.js";
import { eraseExpiredRequests, retentionCutoff } from "../../server/services/customer-data/index.js";
import { ADMIN_ENV, AdminClient, withoutBom } from "../helpers/admin.js";
import { bookablePeriod, DAILY, PAT_CHECKOUT, RESALE, sendSpecialRequest, Visitor } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// Personal data (docs/decisions/operation.md Z4-Z6): the retention job, and a customer's access and erasure requests
// through the admin API.

let app: TestApp;
let admin: AdminClient;

async function checkout(email: string, last = "Quigley") {
  const visitor = new Visitor(app);
  const list = await visitor.createReservation(bookablePeriod(2));
  await visitor.add(list.id, DAILY.slug, 2);
  await visitor.add(list.id, RESALE.slug, 3);
  const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
    ...PAT_CHECKOUT,
    customerEmail: email,
    customerLastName: last,
    customerPhone: "+44 7700 900456",
    collectionLocationId: 2,
    damageWaiver: false,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { referenceNumber: string }).referenceNumber;
}

const specialRequest = (email: string) => sendSpecialRequest(app, email);

const deskRow = async (reference: string) =>
  (await app.database.db.select().from(customerRequests).where(eq(customerRequests.referenceNumber, reference)))[0];

/** Moves a request's last status change `months` months (and a day) into the past, its e-mails marked sent. */
async function age(reference: string, months: number) {
  const at = retentionCutoff(new Date(), months);
  at.setUTCDate(at.getUTCDate() - 1);
  const { db } = app.database;
  await db.update(customerRequests).set({ updatedAt: at }).where(eq(customerRequests.referenceNumber, reference));
  await db.update(mailOutbox).set({ status: "sent", sentAt: at }).where(eq(mailOutbox.referenceNumber, reference));
}

const post = (path: string, body: unknown, client = admin) =>
  client.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

beforeAll(async () => {
  app = await startTestApp({ template: "demo", env: ADMIN_ENV, services: { backgroundWork: false } });
  admin = new AdminClient(app);
  expect((await admin.login()).status).toBe(200);
});
afterAll(() => app?.close());

describe("the retention job", () => {
  let oldHire: string;
  let oldSpecial: string;
  let recentHire: string;

  beforeAll(async () => {
    oldHire = await checkout("old.customer@example.com", "Oldham");
    oldSpecial = await specialRequest("old.customer@example.com");
    recentHire = await checkout("recent.customer@example.com", "Newman");
    const status = await post(`/api/admin/requests/${oldHire}/status`, {
      status: "contacted",
      note: "Called Mr Oldham on 07700 900456",
    });
    expect(status.status).toBe(200);
    await age(oldHire, 24);
    await age(oldSpecial, 24);
  });

  it("erases the personal details of requests past RETENTION_MONTHS and keeps them for statistics", async () => {
    const before = await deskRow(oldHire);
    const erased = await eraseExpiredRequests(app.database.db, { months: 24, now: new Date() });
    expect(erased).toBe(2);

    const row = await deskRow(oldHire);
    expect(row.erasedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({
      customerName: "",
      customerSurname: "",
      customerEmail: "",
      customerPhone: "",
      phoneDigits: "",
      trackingTokenHash: null,
      // Statistics stay: reference, dates, branch, items, totals and status.
      referenceNumber: oldHire,
      startDate: before.startDate,
      endDate: before.endDate,
      branchId: before.branchId,
      branchName: before.branchName,
      itemsSummary: before.itemsSummary,
      itemCount: before.itemCount,
      estimatedTotal: before.estimatedTotal,
      status: "contacted",
    });
    const { db } = app.database;
    const [hire] = await db.select().from(hireRequests).where(eq(hireRequests.referenceNumber, oldHire));
    const snapshot = hire.snapshot as { customer: Record<string, unknown>; items: unknown[]; totals: unknown };
    expect(hire.customerEmail).toBe("");
    expect(snapshot.customer).toMatchObject({ firstName: "", lastName: "", email: "", phone: "", address: "" });
    expect(snapshot.items).toHaveLength(2);
    expect(JSON.stringify(hire.snapshot)).not.toMatch(/Oldham|old\.customer|7700|High Street/);
    const [special] = await db.select().from(specialRequests).where(eq(specialRequests.referenceNumber, oldSpecial));
    expect(JSON.stringify(special)).not.toMatch(/old\.customer|0113/);
    expect(special.fingerprint).toBeNull();
    const [change] = await db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, row.id));
    expect(change).toMatchObject({ toStatus: "contacted", note: "" });
    const mail = await db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.referenceNumber, [oldHire, oldSpecial]));
    expect(mail).toEqual([]);

    const recent = await deskRow(recentHire);
    expect(recent).toMatchObject({ customerEmail: "recent.customer@example.com", erasedAt: null });
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.referenceNumber, recentHire))).not.toHaveLength(0);

    const [statusAudit] = await db.select().from(auditLog).where(eq(auditLog.action, "request-status"));
    expect(statusAudit.detail).toBe(`${oldHire}: received -> contacted (with a note)`);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "retention-erase"));
    expect(audit).toMatchObject({ actorEmail: null, outcome: "success", recordCount: 2 });
    expect(audit.detail).toContain(oldHire);
    expect(audit.detail).not.toContain("old.customer");
  });

  it("is idempotent: a second run (or a second instance) erases nothing more", async () => {
    const first = await deskRow(oldHire);
    const runs = await Promise.all([
      eraseExpiredRequests(app.database.db, { months: 24, now: new Date() }),
      eraseExpiredRequests(app.database.db, { months: 24, now: new Date() }),
    ]);
    expect(runs).toEqual([0, 0]);
    expect((await deskRow(oldHire)).erasedAt).toEqual(first.erasedAt);
    const audits = await app.database.db.select().from(auditLog).where(eq(auditLog.action, "retention-erase"));
    expect(audits).toHaveLength(1);
  });

  it("works in bounded batches", async () => {
    const refs = [
      await checkout("batch@example.com"),
      await checkout("batch@example.com"),
      await checkout("batch@example.com"),
    ];
    for (const ref of refs) await age(ref, 3);
    expect(await eraseExpiredRequests(app.database.db, { months: 3, now: new Date(), batchSize: 2 })).toBe(3);
    for (const ref of refs) expect((await deskRow(ref)).erasedAt).not.toBeNull();
    const audits = await app.database.db.select().from(auditLog).where(eq(auditLog.action, "retention-erase"));
    expect(audits.map((audit) => audit.recordCount)).toEqual([2, 2, 1]);
  });

  it("shows an erased request on the desk, without the customer and without a tracking link", async () => {
    const response = await admin.request(`/api/admin/requests/${oldHire}`);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as Record<string, unknown>;
    expect(detail).toMatchObject({ referenceNumber: oldHire, customerEmail: "", hasTrackingLink: false });
    expect(detail.erasedAt).toEqual(expect.any(String));

    // It is read-only (docs/decisions/mylist.md D12): nothing moves it on and no e-mail is queued.
    expect(detail.nextStatuses).toEqual([]);
    const moved = await post(`/api/admin/requests/${oldHire}/status`, { status: "confirmed", note: "" });
    expect(moved.status).toBe(409);
    expect(await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.referenceNumber, oldHire))).toEqual([]);
  });

  it("counts months by the calendar", () => {
    expect(retentionCutoff(new Date("2026-03-31T12:00:00Z"), 1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(retentionCutoff(new Date("2026-11-26T08:00:00Z"), 24).toISOString()).toBe("2024-11-26T08:00:00.000Z");
  });
});

describe("a customer's access and erasure requests", () => {
  const address = "Jo.Bloggs@Example.com";
  let hireRef: string;
  let specialRef: string;
  let otherRef: string;

  beforeAll(async () => {
    hireRef = await checkout(address, "Bloggs");
    specialRef = await specialRequest(address.toLowerCase());
    otherRef = await checkout("someone.else@example.com", "Else");
  });

  it("is for administrators only, signed in, with a valid address", async () => {
    const anonymous = new AdminClient(app);
    for (const path of ["find", "export", "erase"]) {
      const response = await post(`/api/admin/customer-data/${path}`, { email: address, confirm: address }, anonymous);
      expect(response.status, path).toBe(401);
    }
    await createOrResetAccount(app.database.db, "branch@hirebase.test", "branch staff password");
    await app.database.db
      .update(adminUsers)
      .set({ role: "branch-staff" })
      .where(eq(adminUsers.email, "branch@hirebase.test"));
    const staff = new AdminClient(app);
    expect((await staff.login("branch@hirebase.test", "branch staff password")).status).toBe(200);
    for (const path of ["find", "export", "erase"]) {
      const response = await post(`/api/admin/customer-data/${path}`, { email: address, confirm: address }, staff);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({ error: ADMINISTRATORS_ONLY });
    }
    const bad = await post("/api/admin/customer-data/find", { email: "not an address" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain("email");
    const crossSite = await admin.request("/api/admin/customer-data/find", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ email: address }),
    });
    expect(crossSite.status).toBe(403);
  });

  it("finds every request of one address, in any case", async () => {
    const response = await post("/api/admin/customer-data/find", { email: "  jo.bloggs@EXAMPLE.com " });
    expect(response.status).toBe(200);
    const found = (await response.json()) as {
      emailAddress: string;
      requests: { referenceNumber: string; erasesOn: string; lastChangedAt: string }[];
    };
    expect(found.emailAddress).toBe("jo.bloggs@example.com");
    expect(found.requests.map((request) => request.referenceNumber).sort()).toEqual([hireRef, specialRef].sort());
    const first = found.requests[0]!;
    expect(first.erasesOn.slice(4)).toBe(first.lastChangedAt.slice(4));
    expect(Number(first.erasesOn.slice(0, 4)) - Number(first.lastChangedAt.slice(0, 4))).toBe(2);
  });

  it("exports everything stored for the address as JSON and as CSV", async () => {
    await app.database.db.insert(mailCopies).values({ address: "jo.bloggs@example.com", day: "2026-01-02", copies: 1 });
    const json = await post("/api/admin/customer-data/export", { email: address, format: "json" });
    expect(json.status).toBe(200);
    expect(json.headers.get("content-disposition")).toMatch(
      /^attachment; filename="customer-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await json.json()) as {
      emailAddress: string;
      retentionMonths: number;
      requests: {
        referenceNumber: string;
        submitted: { customer: Record<string, string> };
        emails: { to: string }[];
        desk: Record<string, unknown>;
      }[];
      mailCopies: unknown[];
    };
    expect(data.retentionMonths).toBe(24);
    const hire = data.requests.find((request) => request.referenceNumber === hireRef)!;
    expect(hire.submitted.customer).toMatchObject({ lastName: "Bloggs", address: PAT_CHECKOUT.customerAddress });
    expect(hire.desk).toMatchObject({ customerSurname: "Bloggs", customerPhone: "+44 7700 900456" });
    expect(hire.desk).not.toHaveProperty("trackingTokenHash");
    expect(hire.emails.length).toBeGreaterThanOrEqual(2);
    expect(data.requests.find((request) => request.referenceNumber === specialRef)!.submitted.customer.telephone).toBe(
      "0113 496 0000",
    );
    expect(data.mailCopies).toContainEqual({ day: "2026-01-02", copies: 1 });
    expect(JSON.stringify(data)).not.toContain(otherRef);

    const csv = await post("/api/admin/customer-data/export", { email: address, format: "csv" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const text = withoutBom(await csv.text());
    expect(text.split("\r\n")[0]).toBe("record,reference,field,value");
    expect(text).toContain(`submitted,${hireRef},customer.lastName,Bloggs`);
    expect(text).toContain(`submitted,${specialRef},customer.telephone,0113 496 0000`);
    expect(text).toContain("mail-copies,,day,2026-01-02");
    expect(text).toMatch(new RegExp(`request,${hireRef},createdAt,\\d{4}-\\d{2}-\\d{2}T`));
  });

  it("erases them on request, only after the address is repeated, and audits each step without the address", async () => {
    const refused = await post("/api/admin/customer-data/erase", { email: address, confirm: "someone@else.com" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain("confirm");

    const response = await post("/api/admin/customer-data/erase", { email: address, confirm: address.toLowerCase() });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { erased: string[] }).erased.sort()).toEqual([hireRef, specialRef].sort());
    for (const ref of [hireRef, specialRef]) {
      expect((await deskRow(ref)).erasedAt).not.toBeNull();
      expect(await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.referenceNumber, ref))).toEqual([]);
    }
    expect(
      await app.database.db.select().from(mailCopies).where(eq(mailCopies.address, "jo.bloggs@example.com")),
    ).toEqual([]);
    expect((await deskRow(otherRef)).customerEmail).toBe("someone.else@example.com");

    const again = (await (await post("/api/admin/customer-data/find", { email: address })).json()) as {
      requests: unknown[];
    };
    expect(again.requests).toEqual([]);

    const audits = await app.database.db
      .select()
      .from(auditLog)
      .where(and(inArray(auditLog.action, ["customer-data-find", "customer-data-export", "customer-data-erase"])));
    expect(audits.map((audit) => audit.action)).toEqual(
      expect.arrayContaining(["customer-data-find", "customer-data-export", "customer-data-erase"]),
    );
    const erase = audits.find((audit) => audit.action === "customer-data-erase")!;
    expect(erase).toMatchObject({ actorEmail: ADMIN_ENV.ADMIN_EMAIL, recordCount: 2, outcome: "success" });
    for (const audit of audits) expect(audit.detail ?? "").not.toMatch(/bloggs/i);
  });
});
