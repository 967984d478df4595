import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hireRequests, mailOutbox } from "../../server/db/schema.js";
import { LoadRecord, runLoad, warmUp } from "../../scripts/soak/visitor.js";
import { SmtpCapture } from "../helpers/smtp-capture.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// The small version of `npm run soak`'s load step (docs/reliability.md): 20 visitors for 5 s, in process.
const capture = new SmtpCapture();
let app: TestApp;

beforeAll(async () => {
  await capture.start();
  app = await startTestApp({
    template: "demo",
    // In DEV mode branch copies go to DEV_MAIL_TO (O6), so both e-mails of every checkout are still sent.
    env: { SMTP_URL: capture.url, DEV_MAIL_TO: "desk@hirebase.test" },
    services: { outbox: { pollMs: 100, baseBackoffMs: 100, maxBackoffMs: 300 } },
  });
});
afterAll(async () => {
  await app?.close();
  await capture.stop();
});

const messageIds = () =>
  capture.messages.map((message) => /^Message-ID:\s*(<[^>]+>)/im.exec(message.raw.replace(/\r?\n[ \t]+/g, " "))?.[1]);

describe("load (small)", () => {
  it("20 visitors for 5 s: no 5xx, every accepted checkout stored once with its items, every e-mail delivered once", async () => {
    const record = new LoadRecord();
    await warmUp(app.baseUrl);
    await runLoad({ baseUrls: [app.baseUrl], record, visitors: 20, seconds: 5, thinkMs: 20, pages: false });

    expect(record.failures).toEqual([]);
    expect(record.refused).toEqual([]);
    expect(record.accepted.length).toBeGreaterThanOrEqual(20);
    expect(new Set(record.accepted).size).toBe(record.accepted.length);

    const stored = await app.database.db
      .select()
      .from(hireRequests)
      .where(inArray(hireRequests.referenceNumber, record.accepted));
    expect(stored.map((row) => row.referenceNumber).sort()).toEqual([...record.accepted].sort());
    for (const row of stored) expect((row.snapshot as { items: unknown[] }).items.length).toBeGreaterThanOrEqual(2);

    const queued = await app.database.db.select().from(mailOutbox);
    expect(queued.length).toBe(2 * record.accepted.length);
    await capture.waitFor(queued.length, 20_000);
    expect(messageIds().sort()).toEqual(queued.map((row) => row.messageId).sort());
  }, 60_000);
});
