import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, customerRequests, mailOutbox, requestStatusChanges } from "../../server/db/schema.js";
import { ADMIN_ENV, AdminClient } from "../helpers/admin.js";
import { bookablePeriod, DAILY, PAT_CHECKOUT, Visitor } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// The customer's own cancellation from the tracking link (docs/decisions/mylist.md D16): only before the branch
// confirms, only with the link's token, in one transaction with history, audit and the branch's e-mail.

let app: TestApp;
let admin: AdminClient;

/** A checked-out request and the token of its tracking link, as the customer's e-mail carries it. */
async function request(target = app): Promise<{ reference: string; token: string }> {
  const visitor = new Visitor(target);
  const list = await visitor.createReservation(bookablePeriod(2));
  await visitor.add(list.id, DAILY.slug, 1);
  const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
    ...PAT_CHECKOUT,
    collectionLocationId: 2,
  });
  expect(response.status).toBe(201);
  const { referenceNumber } = (await response.json()) as { referenceNumber: string };
  const mails = await target.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.referenceNumber, referenceNumber));
  const link = /\/requests\/\S+\?t=([A-Za-z0-9_-]{43})/.exec(mails.find((m) => m.kind.endsWith("-customer"))!.textBody);
  return { reference: referenceNumber, token: link![1] };
}

const cancel = (reference: string, body: unknown, target = app) =>
  target.fetch(`/api/requests/${reference}/cancel`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const rowOf = async (reference: string) =>
  (await app.database.db.select().from(customerRequests).where(eq(customerRequests.referenceNumber, reference)))[0];

const setStatus = (reference: string, status: string) =>
  admin.request(`/api/admin/requests/${reference}/status`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ status }),
  });

beforeAll(async () => {
  app = await startTestApp({ template: "demo", env: ADMIN_ENV, services: { backgroundWork: false } });
  admin = new AdminClient(app);
  expect((await admin.login()).status).toBe(200);
});
afterAll(() => app?.close());

describe("POST /api/requests/{reference}/cancel", () => {
  it("cancels a received request: the desk shows who cancelled, the history and audit record it, the branch is e-mailed", async () => {
    const { reference, token } = await request();
    const response = await cancel(reference, { t: token });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ status: "cancelled", statusLabel: "Cancelled by the customer" });

    const detail = (await (await admin.request(`/api/admin/requests/${reference}`)).json()) as {
      status: string;
      history: { label: string; actorEmail: string | null }[];
    };
    expect(detail.status).toBe("cancelled");
    expect(detail.history.at(-1)).toMatchObject({ label: "Cancelled by the customer", actorEmail: null });
    const listed = (await (await admin.request("/api/admin/requests?status=cancelled")).json()) as {
      requests: { referenceNumber: string }[];
    };
    expect(listed.requests.map((r) => r.referenceNumber)).toEqual([reference]);

    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "request-cancelled-by-customer"));
    expect(audit).toMatchObject({ actorEmail: null, detail: `${reference}: received -> cancelled (tracking link)` });
    const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.referenceNumber, reference));
    const branchMail = mails.find((mail) => mail.kind === "request-cancelled-branch");
    expect(branchMail).toMatchObject({
      toAddress: "aberystwyth@kestrelhire.co.uk",
      subject: `Request ${reference} was cancelled by the customer`,
    });
    expect(branchMail!.textBody).toContain(`http://hirebase.test/admin/requests/${reference}`);
    expect(branchMail!.textBody).not.toContain(token);
  });

  it("cancels a contacted request, and refuses a confirmed, declined or already cancelled one with 409", async () => {
    const contacted = await request();
    expect((await setStatus(contacted.reference, "contacted")).status).toBe(200);
    expect((await cancel(contacted.reference, { t: contacted.token })).status).toBe(200);
    const again = await cancel(contacted.reference, { t: contacted.token });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(
      /^status: this request is cancelled by the customer/,
    );

    for (const status of ["confirmed", "declined"]) {
      const { reference, token } = await request();
      expect((await setStatus(reference, status)).status).toBe(200);
      const refused = await cancel(reference, { t: token });
      expect(refused.status, status).toBe(409);
      expect(((await refused.json()) as { error: string }).error).toContain("please call the branch");
      expect((await rowOf(reference)).status).toBe(status);
    }
  });

  it("takes the link of a status e-mail as well as the checkout's (D13)", async () => {
    const { reference } = await request();
    expect((await setStatus(reference, "contacted")).status).toBe(200);
    const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.referenceNumber, reference));
    const statusMail = mails.find((mail) => mail.kind === "request-status-contacted")!;
    const later = /\/requests\/\S+\?t=([A-Za-z0-9_-]{43})/.exec(statusMail.textBody);
    expect((await cancel(reference, { t: later![1] })).status).toBe(200);
    expect((await rowOf(reference)).status).toBe("cancelled");
  });

  it("answers the tracking page's 404 for a wrong token or reference, and 400 naming t without one; nothing changes", async () => {
    const { reference, token } = await request();
    const other = await request();
    for (const [ref, body] of [
      [reference, { t: other.token }],
      [reference, { t: "x".repeat(43) }],
      ["ML-ZZZZ-ZZZZ", { t: token }],
      ["not-a-reference", { t: token }],
    ] as const) {
      const response = await cancel(ref, body);
      expect(response.status, ref).toBe(404);
      expect(await response.json()).toEqual({ error: "Request not found" });
    }
    for (const body of [{}, { t: 12 }, { t: "x".repeat(201) }]) {
      const response = await cancel(reference, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(
        "t: must be the token from your tracking link",
      );
    }
    expect((await rowOf(reference)).status).toBe("received");
    const [row] = [await rowOf(reference)];
    expect(
      await app.database.db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, row.id)),
    ).toEqual([]);
  });

  it("is the customer's alone: the desk cannot set a request to cancelled", async () => {
    const { reference } = await request();
    const response = await setStatus(reference, "cancelled");
    expect(response.status).toBe(409);
    expect((await rowOf(reference)).status).toBe("received");
  });
});

describe("cancellation rate limit", () => {
  it("shares the tracking links' per-client budget", async () => {
    const limited = await startTestApp({
      template: "demo",
      env: { RATE_LIMIT_TRACKING_PER_MINUTE: "2" },
      services: { backgroundWork: false },
    });
    try {
      const { reference, token } = await request(limited);
      const statuses = [(await limited.fetch(`/api/requests/${reference}?t=${token}`)).status];
      for (let i = 0; i < 2; i++) statuses.push((await cancel(reference, { t: token }, limited)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
