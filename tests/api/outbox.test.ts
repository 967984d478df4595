import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.js";
import { mailOutbox } from "../../server/db/schema.js";
import { createLogger } from "../../server/logger.js";
import { enqueueMail } from "../../server/services/mail/outbox.js";
import { SMTP_CONNECTIONS, smtpTransport } from "../../server/services/mail/transport.js";
import { OutboxWorker } from "../../server/services/mail/worker.js";
import { capturedMessageIds } from "../../scripts/soak/instance.js";
import { mailCheck, orderWindow } from "../../scripts/soak/audit.js";
import { freshDatabase } from "../helpers/databases.js";
import { SmtpCapture } from "../helpers/smtp-capture.js";

// The outbox's throughput and order against a real SMTP server on loopback (docs/decisions/operation.md O3, Y3, Z1).
const logger = createLogger("silent");
let database: Database | undefined;
let capture: SmtpCapture | undefined;
const workers: OutboxWorker[] = [];

afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
  await capture?.stop();
  await database?.close();
  capture = undefined;
  database = undefined;
});

async function queue(db: Database, count: number) {
  await enqueueMail(
    db.db,
    "Kestrel Hire <hire@kestrelhire.co.uk>",
    Array.from({ length: count }, (_, index) => ({
      kind: "test",
      referenceNumber: `HR-${String(index).padStart(4, "0")}`,
      to: `customer${index}@example.com`,
      subject: `Message ${index}`,
      text: `Message ${index}`,
      html: `<p>Message ${index}</p>`,
    })),
  );
  return (await db.db.select({ messageId: mailOutbox.messageId }).from(mailOutbox).orderBy(mailOutbox.id)).map(
    (row) => row.messageId,
  );
}

function startWorker(db: Database, url: string) {
  const worker = new OutboxWorker(db.db, smtpTransport(url), logger, { pollMs: 50, batchSize: 20 });
  workers.push(worker);
  worker.start();
  return worker;
}

describe("mail outbox throughput and order", () => {
  it("sends a backlog over several connections at once, in id order to within the window", async () => {
    database = await freshDatabase("empty");
    capture = new SmtpCapture({ replyDelayMs: 40 }); // a mail server taking 40 ms over each message
    await capture.start();
    const queued = await queue(database, 60);
    startWorker(database, capture.url);
    await capture.waitFor(queued.length, 20_000);

    const delivered = capturedMessageIds(capture.messages);
    expect(mailCheck(queued, delivered)).toEqual({ missing: 0, duplicates: 0 });
    // Several at once, never more than the pool's connections.
    expect(capture.maxReceivingAtOnce).toBeGreaterThan(1);
    expect(capture.maxReceivingAtOnce).toBeLessThanOrEqual(SMTP_CONNECTIONS);
    // A message starts only once every message SMTP_CONNECTIONS or more places older has been delivered.
    expect(orderWindow(queued, delivered)).toBeLessThanOrEqual(SMTP_CONNECTIONS);
  });

  it("two workers on one database never send the same message", async () => {
    database = await freshDatabase("empty");
    capture = new SmtpCapture({ replyDelayMs: 5 });
    await capture.start();
    const queued = await queue(database, 80);
    startWorker(database, capture.url);
    startWorker(database, capture.url);
    await capture.waitFor(queued.length, 20_000);
    // Stopping waits for any send in progress: a second copy of a message would have arrived by then.
    for (const worker of workers.splice(0)) await worker.stop();
    expect(mailCheck(queued, capturedMessageIds(capture.messages))).toEqual({ missing: 0, duplicates: 0 });
    expect(capture.messages).toHaveLength(queued.length);
  });
});

describe("orderWindow", () => {
  it("is 1 for id order and grows with the furthest overtaking", () => {
    expect(orderWindow(["a", "b", "c"], ["a", "b", "c"])).toBe(1);
    expect(orderWindow(["a", "b", "c"], ["b", "a", "c"])).toBe(2);
    expect(orderWindow(["a", "b", "c", "d"], ["a", "d", "b", "c"])).toBe(3);
    expect(orderWindow(["a", "b", "c"], ["a", "c"])).toBe(1); // b never arrived: not counted
  });
});
