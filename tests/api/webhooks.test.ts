import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema.js";
import { hireRequestItemSchema } from "../../server/services/integration/hire-request-item.js";
import { erasureDataSchema } from "../../server/services/webhooks/payload-schemas.js";
import { ADMIN_ENV, AdminClient, EMAIL } from "../helpers/admin.js";
import { bookablePeriod, DAILY, PAT_CHECKOUT, sendSpecialRequest, Visitor } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";
import { WebhookReceiver } from "../helpers/webhook-receiver.js";

// Webhooks end to end against real receivers on loopback (docs/decisions/webhooks.md I11-I18), on a fast retry schedule.
let app: TestApp;
let admin: AdminClient;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  app = await startTestApp({
    template: "demo",
    env: { ...ADMIN_ENV, WEBHOOK_RETRY_SCHEDULE: "50ms,50ms,50ms" },
    services: { webhooks: { pollMs: 50, timeoutMs: 500 } },
  });
  admin = new AdminClient(app);
  expect((await admin.login()).status).toBe(200);
});
afterEach(async () => {
  // Each test's endpoints go, so the next test's events reach only its own receiver.
  const { endpoints } = (await (await admin.request("/api/admin/webhooks")).json()) as { endpoints: { id: number }[] };
  for (const endpoint of endpoints) await admin.request(`/api/admin/webhooks/${endpoint.id}`, { method: "DELETE" });
  for (const receiver of receivers.splice(0)) await receiver.stop();
});
afterAll(async () => {
  await app?.close();
});

const ALL_EVENTS = [
  "hire_request.created",
  "hire_request.status_changed",
  "special_request.created",
  "customer_data.erased",
];

async function receiver(...args: ConstructorParameters<typeof WebhookReceiver>) {
  const started = new WebhookReceiver(...args);
  receivers.push(started);
  await started.start();
  return started;
}

async function addEndpoint(url: string, events = ALL_EVENTS) {
  const response = await admin.request("/api/admin/webhooks", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url, events }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; secret: string };
}

async function checkout(email: string = PAT_CHECKOUT.customerEmail): Promise<string> {
  const visitor = new Visitor(app);
  const list = await visitor.createReservation(bookablePeriod(2));
  await visitor.add(list.id, DAILY.slug, 1);
  const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
    ...PAT_CHECKOUT,
    customerEmail: email,
    collectionLocationId: 1,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { referenceNumber: string }).referenceNumber;
}

const post = (path: string, body: unknown) =>
  admin.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

interface Payload {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

describe("POST/GET/DELETE /api/admin/webhooks", () => {
  it("answers the whsec_ secret once, lists endpoints without it, and removes one", async () => {
    const created = await addEndpoint("http://10.0.0.5:8080/hirebase", ["hire_request.created"]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret.slice(6), "base64")).toHaveLength(32);

    const listed = await (await admin.request("/api/admin/webhooks")).json();
    expect(listed.endpoints).toEqual([
      expect.objectContaining({
        id: created.id,
        url: "http://10.0.0.5:8080/hirebase",
        events: ["hire_request.created"],
        failingSince: null,
        recentDeliveries: [],
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.secret.slice(6));

    expect((await admin.request(`/api/admin/webhooks/${created.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await admin.request(`/api/admin/webhooks/${created.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("refuses a bad URL, an unknown event and no events with 400 naming the field, writing nothing", async () => {
    const cases: [unknown, string][] = [
      [{ url: "ftp://example.com/hooks", events: ["hire_request.created"] }, "url"],
      [{ url: "not a url", events: ["hire_request.created"] }, "url"],
      [{ url: "http://example.com/hooks", events: ["hire_request.deleted"] }, "events.0"],
      [{ url: "http://example.com/hooks", events: [] }, "events"],
      [{ events: ["hire_request.created"] }, "url"],
    ];
    for (const [body, field] of cases) {
      const response = await post("/api/admin/webhooks", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error).toContain(`${field}:`);
    }
    const resend = await admin.request("/api/admin/webhooks/x/deliveries/1/resend", { method: "POST" });
    expect(resend.status).toBe(400);
    expect((await (await admin.request("/api/admin/webhooks")).json()).endpoints).toEqual([]);
  });

  it("is for signed-in administrators only", async () => {
    const anonymous = await app.fetch("/api/admin/webhooks");
    expect(anonymous.status).toBe(401);
    const created = await app.fetch("/api/admin/webhooks", {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.baseUrl },
      body: JSON.stringify({ url: "http://example.com/hooks", events: ["hire_request.created"] }),
    });
    expect(created.status).toBe(401);
  });
});

describe("the OpenAPI document", () => {
  it("describes every event's payload in its webhooks section", async () => {
    const response = await app.fetch("/api/v1/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as { webhooks?: Record<string, unknown> };
    expect(Object.keys(document.webhooks ?? {}).sort()).toEqual([...ALL_EVENTS].sort());
  });
});

describe("deliveries", () => {
  it("delivers each event once to a receiver that fails twice, signed, with one webhook-id on every attempt", async () => {
    const flaky = await receiver((attempt) => (attempt <= 2 ? 503 : 204));
    const { secret } = await addEndpoint(flaky.url);

    const hireReference = await checkout("webhooks-flaky@example.com");
    const specialReference = await sendSpecialRequest(app, "webhooks-special@example.com");
    const changed = await post(`/api/admin/requests/${hireReference}/status`, { status: "contacted" });
    expect(changed.status).toBe(200);
    // An erasure drops deliveries still waiting to go (I18), so it comes once the three are through.
    await expect.poll(() => flaky.accepted().length, { timeout: 10_000 }).toBe(3);
    const erased = await post("/api/admin/customer-data/erase", {
      email: "webhooks-special@example.com",
      confirm: "webhooks-special@example.com",
    });
    expect(erased.status).toBe(200);

    await expect.poll(() => flaky.accepted().length, { timeout: 10_000 }).toBe(4);
    const verifier = new Webhook(secret);
    const accepted = flaky.accepted().map((attempt) => ({
      id: attempt.id,
      payload: verifier.verify(attempt.body, attempt.headers) as Payload,
    }));
    expect(accepted.map((delivery) => delivery.payload.type).sort()).toEqual([...ALL_EVENTS].sort());
    for (const { id } of accepted) {
      const attempts = flaky.attemptsOf(id);
      expect(attempts.map((attempt) => attempt.answered)).toEqual([503, 503, 204]);
      expect(new Set(attempts.map((attempt) => attempt.body)).size).toBe(1);
    }
    expect(new Set(accepted.map((delivery) => delivery.id)).size).toBe(4);

    const byType = new Map(accepted.map((delivery) => [delivery.payload.type, delivery.payload.data]));
    expect(byType.get("hire_request.created")).toMatchObject({ reference: hireReference, status: "received" });
    expect(byType.get("hire_request.status_changed")).toMatchObject({
      reference: hireReference,
      status: "contacted",
    });
    expect(byType.get("special_request.created")).toMatchObject({ reference: specialReference, kind: "special" });
    // The same item the pull API lists (docs/decisions/integration.md I5).
    for (const type of ["hire_request.created", "hire_request.status_changed", "special_request.created"]) {
      expect(hireRequestItemSchema.safeParse(byType.get(type)).success, type).toBe(true);
    }
    const erasure = byType.get("customer_data.erased")!;
    expect(erasure).toMatchObject({
      reason: "erasure-request",
      requests: [{ reference: specialReference, kind: "special" }],
    });
    expect(JSON.stringify(erasure)).not.toContain("@");
    expect(erasureDataSchema.safeParse(erasure).success).toBe(true);
    // Nothing more arrives once each was accepted.
    expect(flaky.received).toHaveLength(12);
  });

  it("resends a delivery with the same webhook-id and a fresh signature", async () => {
    const once = await receiver();
    const { id: endpointId, secret } = await addEndpoint(once.url, ["hire_request.created"]);
    const reference = await checkout("webhooks-resend@example.com");
    await expect.poll(() => once.accepted().length).toBe(1);

    const listed = async () => (await (await admin.request("/api/admin/webhooks")).json()).endpoints[0];
    await expect.poll(async () => (await listed()).recentDeliveries[0]?.status).toBe("delivered");
    const [delivery] = (await listed()).recentDeliveries;
    expect(delivery).toMatchObject({ type: "hire_request.created", referenceNumber: reference, attempts: 1 });
    expect(delivery.lastStatusCode).toBe(204);

    const resent = await admin.request(`/api/admin/webhooks/${endpointId}/deliveries/${delivery.id}/resend`, {
      method: "POST",
    });
    expect(resent.status).toBe(202);
    await expect.poll(() => once.accepted().length).toBe(2);
    const [first, second] = once.accepted();
    expect(second.id).toBe(first.id);
    expect(second.body).toBe(first.body);
    expect(new Webhook(secret).verify(second.body, second.headers)).toMatchObject({ type: "hire_request.created" });

    const elsewhere = await admin.request(`/api/admin/webhooks/${endpointId + 1000}/deliveries/${delivery.id}/resend`, {
      method: "POST",
    });
    expect(elsewhere.status).toBe(404);
  });

  it("retries an attempt left without an answer", async () => {
    const slow = await receiver((attempt) => (attempt === 1 ? "hang" : 204));
    await addEndpoint(slow.url, ["hire_request.created"]);
    await checkout("webhooks-slow@example.com");
    await expect.poll(() => slow.accepted().length, { timeout: 10_000 }).toBe(1);
    const [accepted] = slow.accepted();
    expect(slow.attemptsOf(accepted.id)).toHaveLength(2);
  });

  it("marks the endpoint failing after the last attempt and e-mails the administrators once", async () => {
    const broken = await receiver(() => 500);
    const { id: endpointId } = await addEndpoint(broken.url, ["hire_request.created"]);
    await checkout("webhooks-broken-1@example.com");
    await checkout("webhooks-broken-2@example.com");

    interface Listed {
      id: number;
      failingSince: string | null;
      recentDeliveries: { status: string; attempts: number }[];
    }
    const endpoint = async () =>
      ((await (await admin.request("/api/admin/webhooks")).json()).endpoints as Listed[]).find(
        (row) => row.id === endpointId,
      )!;
    await expect
      .poll(async () => (await endpoint()).recentDeliveries.map((row) => row.status), { timeout: 10_000 })
      .toEqual(["failed", "failed"]);
    const failing = await endpoint();
    expect(failing.failingSince).not.toBeNull();
    // The first attempt and the three retries of WEBHOOK_RETRY_SCHEDULE, then no more.
    expect(failing.recentDeliveries.map((row) => row.attempts)).toEqual([4, 4]);
    expect(broken.received).toHaveLength(8);

    const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "webhook-failing"));
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress).toBe(EMAIL);
    expect(mails[0].textBody).toContain(broken.url);
    expect(mails[0].textBody).toContain("HTTP 500");
  });
});
