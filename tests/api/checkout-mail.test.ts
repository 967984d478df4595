import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema.js";
import { bookablePeriod, DAILY, PAT_CHECKOUT, Visitor } from "../helpers/mylist.js";
import { SmtpCapture } from "../helpers/smtp-capture.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// The outbox against a real SMTP server on loopback that is down when the customer checks out (O3).
const capture = new SmtpCapture();
let app: TestApp;

beforeAll(async () => {
  await capture.start();
  await capture.stop(); // keep its port, so the mail server is "down" at that address
  app = await startTestApp({
    template: "demo",
    // LIVE, so the branch's copy goes to the branch (DEV mode sends it to the administrator: dev-mail.test.ts).
    env: { SMTP_URL: capture.url, MAIL_FROM: "Kestrel Hire <hire@kestrelhire.co.uk>", SITE_MODE: "LIVE" },
    services: { outbox: { pollMs: 100, baseBackoffMs: 100, maxBackoffMs: 300 } },
  });
});
afterAll(async () => {
  await app?.close();
  await capture.stop();
});

describe("mail outbox", () => {
  it("accepts a checkout while the mail server is down, and delivers both e-mails once it is back", async () => {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation(bookablePeriod(2));
    await visitor.add(list.id, DAILY.slug, 1);
    const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
      ...PAT_CHECKOUT,
      collectionLocationId: 1,
    });
    expect(response.status).toBe(201);
    const { referenceNumber } = await response.json();

    // The worker has tried the oldest message and failed, and keeps both pending: while the mail server cannot be
    // reached, nothing behind the oldest is tried, so mail goes out in the order it was written (docs/decisions/operation.md Y3).
    const failing = async () =>
      app.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.referenceNumber, referenceNumber))
        .orderBy(mailOutbox.id);
    await expect.poll(async () => (await failing())[0].attempts, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    const [oldest, newer] = await failing();
    expect([oldest.status, newer.status]).toEqual(["pending", "pending"]);
    expect(oldest.lastError).toBeTruthy();
    // The outbox sends several messages at once over pooled connections, but not while the server cannot be reached:
    // then only the oldest is tried, again and again, and the newer one waits untried (docs/decisions/operation.md Z1).
    expect(newer.lastError).toBeNull();
    expect(capture.messages).toHaveLength(0);

    await capture.start();
    await capture.waitFor(2);
    const rows = await failing();
    await expect
      .poll(async () => (await failing()).map((row) => row.status), { timeout: 5000 })
      .toEqual(["sent", "sent"]);

    const byRecipient = new Map(capture.messages.map((message) => [message.to[0], message.raw]));
    const customerCopy = byRecipient.get("pat@example.com")!;
    const branchCopy = byRecipient.get("aberdeen@kestrelhire.co.uk")!;
    expect(customerCopy).toContain(referenceNumber);
    expect(branchCopy).toContain(referenceNumber);
    expect(customerCopy).toMatch(/Content-Type: text\/plain/);
    expect(customerCopy).toMatch(/Content-Type: text\/html/);
    // The Message-ID given at queueing time is the one delivered (stable across retries).
    const delivered = capture.messages.map(
      (message) => /^Message-ID:\s*(<[^>]+>)/im.exec(message.raw.replace(/\r?\n[ \t]+/g, " "))?.[1],
    );
    expect(delivered.sort()).toEqual(rows.map((row) => row.messageId).sort());
    expect(capture.messages).toHaveLength(2);
  });
});

describe("what the checkout e-mails say", () => {
  /** Checks a list out and answers the customer's and the branch's copy as queued. */
  async function checkoutMails(details: Record<string, unknown>) {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation(bookablePeriod(2));
    await visitor.add(list.id, DAILY.slug, 1);
    const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
      ...PAT_CHECKOUT,
      ...details,
    });
    expect(response.status).toBe(201);
    const { referenceNumber } = await response.json();
    const rows = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.referenceNumber, referenceNumber));
    return {
      customer: rows.find((row) => row.kind === "hire-request-customer")!,
      branch: rows.find((row) => row.kind === "hire-request-branch")!,
    };
  }

  it("labels a collection 'Collection:' with the branch, and a delivery 'Delivery:' with the address", async () => {
    const collection = await checkoutMails({ collectionLocationId: 1 });
    const branchName = /^Branch: (.+)$/m.exec(collection.customer.textBody)![1];
    for (const mail of [collection.customer, collection.branch]) {
      expect(mail.textBody).toContain(`Collection: ${branchName}`);
      expect(mail.textBody).not.toMatch(/^Delivery:/m);
    }

    const delivery = await checkoutMails({ deliveryMethod: "delivery" });
    for (const mail of [delivery.customer, delivery.branch]) {
      expect(mail.textBody).toContain("Delivery: To 3 High Street, Perth, PH1 5AA");
      expect(mail.textBody).not.toMatch(/^Collection:/m);
    }
  });

  it("gives the totals ex and inc VAT, lined up under the estimate column in the HTML", async () => {
    const { customer } = await checkoutMails({ collectionLocationId: 1 });
    const exVat = /^Estimated total ex VAT: (£[\d,.]+)$/m.exec(customer.textBody)?.[1];
    const incVat = /^Estimated total inc VAT: (£[\d,.]+)$/m.exec(customer.textBody)?.[1];
    expect(exVat, "ex VAT total in the text").toBeTruthy();
    expect(incVat, "inc VAT total in the text").toBeTruthy();
    const pence = (amount: string) => Math.round(Number(amount.replace(/[£,]/g, "")) * 100);
    expect(pence(incVat!)).toBe(Math.round(pence(exVat!) * 1.2));
    expect(customer.textBody).toMatch(/^VAT at 20%: £/m);

    // The totals are rows of the items' table, their amounts in its last (Estimate) column, right-aligned like it.
    const itemsTable = /<table[^>]*><thead>.*?<\/table>/s.exec(customer.htmlBody)![0];
    expect(itemsTable).toContain(
      '<th align="right" style="padding:6px 8px;border-bottom:1px solid #ddd">Estimate</th>',
    );
    expect(itemsTable).toMatch(
      new RegExp(
        `<th colspan="4"[^>]*>Estimated total inc VAT</th><td align="right"[^>]*>${incVat!.replace(".", "\\.")}</td>`,
      ),
    );
  });
});
