import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, it } from "vitest";
import { webhookDeliveries, webhookEndpoints } from "../../server/db/schema.js";
import { createLogger } from "../../server/logger.js";
import { enqueueWebhookEvent, WebhookWorker } from "../../server/services/webhooks/index.js";
import { ADMIN_ENV, AdminClient } from "../helpers/admin.js";
import { freshDatabaseForTwo } from "../helpers/databases.js";
import { bookablePeriod, DAILY, PAT_CHECKOUT, Visitor } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";
import { WebhookReceiver } from "../helpers/webhook-receiver.js";

// The webhook outbox through a receiver outage, a restart and two instances (docs/decisions/webhooks.md I14).
const logger = createLogger("silent");
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** A schedule of `count` retries `everyMs` apart, as WEBHOOK_RETRY_SCHEDULE would give. */
const everyMs = (delay: number, count: number) => Array.from({ length: count }, () => delay);

const workerOptions = { pollMs: 50, timeoutMs: 1000, retryScheduleMs: everyMs(100, 100) };

describe("webhook outbox", () => {
  it("a receiver down during ten checkouts gets all ten once it is back, across a restart", async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    await receiver.stop(); // keeps its port: the receiver is down at that address
    cleanup.push(() => receiver.stop());
    const app: TestApp = await startTestApp({
      template: "demo",
      env: { ...ADMIN_ENV, WEBHOOK_RETRY_SCHEDULE: everyMs(100, 100).join("ms,") + "ms" },
      services: { webhooks: { pollMs: 50 } },
    });
    cleanup.push(() => app.close());
    const admin = new AdminClient(app);
    await admin.login();
    const created = await admin.request("/api/admin/webhooks", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: receiver.url, events: ["hire_request.created"] }),
    });
    const { secret } = (await created.json()) as { secret: string };

    const references: string[] = [];
    for (let index = 0; index < 10; index++) {
      const visitor = new Visitor(app);
      const list = await visitor.createReservation(bookablePeriod(2));
      await visitor.add(list.id, DAILY.slug, 1);
      const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
        ...PAT_CHECKOUT,
        collectionLocationId: 1,
      });
      expect(response.status).toBe(201);
      references.push(((await response.json()) as { referenceNumber: string }).referenceNumber);
    }
    const rows = () => app.database.db.select().from(webhookDeliveries);
    await expect.poll(async () => (await rows()).filter((row) => row.attempts >= 2).length).toBe(10);

    // The instance stops; a new one on the same database finds the deliveries still due.
    await app.services.webhookWorker.stop();
    const restarted = new WebhookWorker(
      { db: app.database.db, logger, mailFrom: "hire@example.com", adminUrl: "", onMailQueued: () => {} },
      workerOptions,
    );
    cleanup.push(() => restarted.stop());
    restarted.start();
    await receiver.start();

    await expect.poll(() => receiver.accepted().length, { timeout: 15_000 }).toBe(10);
    const verifier = new Webhook(secret);
    const delivered = receiver
      .accepted()
      .map((attempt) => (verifier.verify(attempt.body, attempt.headers) as { data: { reference: string } }).data);
    expect(delivered.map((data) => data.reference).sort()).toEqual([...references].sort());
    await expect.poll(async () => (await rows()).map((row) => row.status)).toEqual(Array(10).fill("delivered"));
  });

  it("two instances sharing a database never send one delivery at the same time or twice", async () => {
    const [first, second] = await freshDatabaseForTwo("empty");
    cleanup.push(
      () => first.close(),
      () => second.close(),
    );
    // Slow answers, so a second sender of one delivery would overlap the first.
    const receiver = new WebhookReceiver(() => 204, 30);
    await receiver.start();
    cleanup.push(() => receiver.stop());
    await first.db.insert(webhookEndpoints).values({
      url: receiver.url,
      events: ["hire_request.created"],
      secret: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
    });
    for (let index = 0; index < 60; index++) {
      await enqueueWebhookEvent(first.db, {
        type: "hire_request.created",
        referenceNumber: `ML-TEST-${String(index).padStart(4, "0")}`,
        at: new Date(),
        data: async () => ({ index }),
      });
    }
    const workers = [first, second].map(
      (database) =>
        new WebhookWorker(
          { db: database.db, logger, mailFrom: "hire@example.com", adminUrl: "", onMailQueued: () => {} },
          { ...workerOptions, maxInFlight: 5 },
        ),
    );
    for (const worker of workers) worker.start();
    cleanup.push(async () => {
      for (const worker of workers) await worker.stop();
    });
    await expect.poll(() => receiver.accepted().length, { timeout: 15_000 }).toBe(60);
    for (const worker of workers) await worker.stop();
    expect(new Set(receiver.received.map((attempt) => attempt.id)).size).toBe(60);
    expect(receiver.received).toHaveLength(60);
    expect(receiver.maxConcurrentPerId).toBe(1);
  });
});
