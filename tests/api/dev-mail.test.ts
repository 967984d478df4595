import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema.js";
import type { PostcodeLookup } from "../../server/integrations/postcode-lookup.js";
import { createOrResetAccount } from "../../server/services/admin/accounts.js";
import { bookablePeriod, DAILY, PAT_CHECKOUT, RESALE, Visitor } from "../helpers/mylist.js";
import { SmtpCapture, type CapturedMail } from "../helpers/smtp-capture.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// What a request's e-mails claim, and where they go in each site mode (docs/decisions/operation.md O6): DEV mode sends
// nothing to branches, as its banner says; the customer's copy goes out as in LIVE.

const unreachablePostcodes: PostcodeLookup = { lookup: async () => ({ status: "unavailable" }) };
const ABERDEEN = { id: 1, name: "Kestrel Hire Aberdeen", email: "aberdeen@kestrelhire.co.uk" };

const capture = new SmtpCapture();
beforeAll(() => capture.start());
afterAll(() => capture.stop());

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const start = (env: Record<string, string> = {}) =>
  startTestApp({
    template: "demo",
    env: { SMTP_URL: capture.url, ...env },
    services: { postcodes: unreachablePostcodes, outbox: { pollMs: 50, baseBackoffMs: 50, maxBackoffMs: 100 } },
  });

/** Checks out 5 daily items for 3+ days (over £1,000) and 2 resale items, collecting from Aberdeen. */
async function checkOut(on: TestApp): Promise<string> {
  const visitor = new Visitor(on);
  const list = await visitor.createReservation(bookablePeriod(3));
  await visitor.add(list.id, DAILY.slug, 5);
  await visitor.add(list.id, RESALE.slug, 2);
  const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
    ...PAT_CHECKOUT,
    collectionLocationId: ABERDEEN.id,
  });
  expect(response.status).toBe(201);
  return (await response.json()).referenceNumber;
}

const outboxRows = (on: TestApp, referenceNumber: string) =>
  on.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.referenceNumber, referenceNumber))
    .orderBy(mailOutbox.id);

/** Headers unfolded and quoted-printable soft breaks joined, so texts can be looked for whole. */
const readable = (mail: CapturedMail) => mail.raw.replace(/\r?\n[ \t]+/g, " ").replace(/=\r?\n/g, "");
const header = (mail: CapturedMail, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, "im").exec(readable(mail))?.[1].trim();
const delivered = (referenceNumber: string) => capture.messages.filter((mail) => mail.raw.includes(referenceNumber));

describe("request e-mails", () => {
  it("tell the customer what the site shows: Resale, money with thousands separators, no postcode note", async () => {
    app = await start();
    const referenceNumber = await checkOut(app);
    const [customer, branch] = await outboxRows(app, referenceNumber);
    expect(customer.kind).toBe("hire-request-customer");
    // The sender comes from the brand file (core/site.ts) when MAIL_FROM is not set.
    expect(customer.fromAddress).toBe("Kestrel Hire <no-reply@kestrelhire.co.uk>");
    expect(customer.messageId).toMatch(/@kestrelhire\.co\.uk>$/);
    for (const part of [customer.textBody, customer.htmlBody, branch.textBody, branch.htmlBody]) {
      expect(part).toMatch(/Resale/);
      expect(part).not.toMatch(/Sales/);
      // 5 x £145.00 a day for 3 days or more: thousands separated as on the site.
      expect(part).toMatch(/£\d{1,3},\d{3}\.\d{2}/);
      expect(part).not.toMatch(/£\d{4,}/);
    }
    expect(customer.textBody).toContain("Postcode: PH1 5AA\n");
    expect(customer.htmlBody).not.toContain("unverified");
    // The branch is told that the postcode could not be checked.
    expect(branch.textBody).toContain("PH1 5AA (postcode unverified)");
  });

  it("in DEV mode without an administrator, send the customer's copy and withhold the branch's", async () => {
    app = await start();
    const referenceNumber = await checkOut(app);
    await expect
      .poll(async () => (await outboxRows(app!, referenceNumber)).map((row) => [row.kind, row.status]), {
        timeout: 10_000,
      })
      .toEqual([
        ["hire-request-customer", "sent"],
        ["hire-request-branch", "withheld"],
      ]);
    const [, branch] = await outboxRows(app, referenceNumber);
    expect(branch.lastError).toMatch(/DEV mode: branch e-mail not sent/);
    expect(delivered(referenceNumber).map((mail) => mail.to)).toEqual([["pat@example.com"]]);
  });

  it("in DEV mode, send the branch's copy to the first administrator, marked with the branch it was for", async () => {
    app = await start();
    await createOrResetAccount(app.database.db, "first.admin@example.com", "a long enough password");
    await createOrResetAccount(app.database.db, "another.admin@example.com", "a long enough password");
    const referenceNumber = await checkOut(app);
    await expect.poll(() => delivered(referenceNumber).length, { timeout: 10_000 }).toBe(2);
    const byRecipient = new Map(delivered(referenceNumber).map((mail) => [mail.to[0], mail]));
    expect([...byRecipient.keys()].sort()).toEqual(["first.admin@example.com", "pat@example.com"]);
    const branchCopy = byRecipient.get("first.admin@example.com")!;
    const mark = `[DEV] for ${ABERDEEN.name} <${ABERDEEN.email}>`;
    expect(header(branchCopy, "Subject")).toBe(`${mark}: New MyList request ${referenceNumber} from Pat Jones`);
    expect(readable(branchCopy)).toContain(`${mark}: this site is in development mode`);
    expect(header(byRecipient.get("pat@example.com")!, "Subject")).not.toContain("[DEV]");
  });

  it("in DEV mode, send the branch's copy to DEV_MAIL_TO when it is set", async () => {
    app = await start({ DEV_MAIL_TO: "testing@kestrelhire.co.uk" });
    await createOrResetAccount(app.database.db, "first.admin@example.com", "a long enough password");
    const referenceNumber = await checkOut(app);
    await expect.poll(() => delivered(referenceNumber).length, { timeout: 10_000 }).toBe(2);
    const recipients = delivered(referenceNumber).map((mail) => mail.to[0]);
    expect(recipients.sort()).toEqual(["pat@example.com", "testing@kestrelhire.co.uk"]);
  });

  it("in LIVE mode, send the branch's copy to the branch, unmarked", async () => {
    app = await start({ SITE_MODE: "LIVE" });
    const referenceNumber = await checkOut(app);
    await expect.poll(() => delivered(referenceNumber).length, { timeout: 10_000 }).toBe(2);
    const branchCopy = delivered(referenceNumber).find((mail) => mail.to[0] === ABERDEEN.email)!;
    expect(header(branchCopy, "Subject")).toBe(`New MyList request ${referenceNumber} from Pat Jones`);
  });
});
