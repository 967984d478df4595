import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HireRequestSnapshot } from "../../core/hire-request-snapshot.js";
import { hireRequests, mailOutbox } from "../../server/db/schema.js";
import { ADMIN_ENV, AdminClient, withoutBom } from "../helpers/admin.js";
import { DAILY, PAT_CHECKOUT, RESALE, Visitor } from "../helpers/mylist.js";
import { pdfText } from "../helpers/pdf-text.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// Buying is not hiring (docs/decisions/mylist.md U14): a request of Resale items alone carries the day the customer
// wants them from, chosen by the hire start's rules, and nothing it sends or shows speaks of a hire period.

// Thursday 26 November 2026, 10:00 in London. Monday 30 November is St Andrew's Day, closed in Scotland only;
// branch 1 is in Aberdeen, branch 2 in England.
const clock = new Date("2026-11-26T10:00:00Z");
let app: TestApp;
let admin: AdminClient;
beforeAll(async () => {
  app = await startTestApp({ template: "demo", env: ADMIN_ENV, services: { backgroundWork: false, now: () => clock } });
  admin = new AdminClient(app);
  expect((await admin.login()).status).toBe(200);
});
afterAll(() => app?.close());

/** A list holding `slugs`, its day or period chosen as the browser sends it, checked out collecting from `branch`. */
async function send(slugs: string[], dates: { startDate: string; endDate: string }, branch = 2) {
  const visitor = new Visitor(app);
  const list = await visitor.createReservation();
  for (const slug of slugs) expect((await visitor.add(list.id, slug, 2)).status).toBe(201);
  const changed = await visitor.request("PUT", `/api/reservations/${list.id}`, dates);
  expect(changed.status).toBe(200);
  return visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
    ...PAT_CHECKOUT,
    collectionLocationId: branch,
  });
}

async function sent(response: Response) {
  expect(response.status).toBe(201);
  const { referenceNumber, trackingUrl } = (await response.json()) as { referenceNumber: string; trackingUrl: string };
  const [row] = await app.database.db
    .select()
    .from(hireRequests)
    .where(eq(hireRequests.referenceNumber, referenceNumber));
  const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.referenceNumber, referenceNumber));
  return { referenceNumber, link: new URL(trackingUrl), snapshot: row.snapshot as HireRequestSnapshot, mails };
}

// The browser stores a chosen day as the start of a one-day draft (R5 wants an end after the start).
const saturday = { startDate: "2026-11-28", endDate: "2026-11-29" };

describe("a request of Resale items alone", () => {
  it("keeps the day the customer chose, a Saturday, and records it as a day, not a period", async () => {
    const { snapshot } = await sent(await send([RESALE.slug], saturday));
    expect(snapshot.period).toEqual({ startDate: "2026-11-28", endDate: "2026-11-28", days: 0 });
  });

  it("says 'Wanted from' and never 'Hire period' or a £0.00 hire line in both e-mails", async () => {
    const { mails } = await sent(await send([RESALE.slug], saturday));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.textBody).toContain("Wanted from: Saturday 28 November 2026");
      expect(mail.textBody).not.toMatch(/hire period/i);
      expect(mail.textBody).not.toMatch(/^Hire: /m);
      expect(mail.htmlBody).not.toMatch(/hire period/i);
      // Words for a purchase: no weekly or weekend rates.
      expect(mail.textBody).toContain("The branch confirms availability and the final price, and any delivery charge.");
      expect(mail.textBody).not.toMatch(/weekly or weekend rates/);
    }
  });

  it("prints its day on the estimate PDF and the tracking page's data, with no hire period", async () => {
    const { link } = await sent(await send([RESALE.slug], saturday));
    const token = link.searchParams.get("t")!;
    const pdf = await app.fetch(`/api${link.pathname}/estimate.pdf?t=${token}`);
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain("Purchase request ML-");
    expect(text).toContain("Wanted from\nSaturday 28 November 2026");
    expect(text).not.toMatch(/Hire period/);
    expect(text).not.toMatch(/^Hire\n/m);
    expect(text).toContain("This is an estimate for a request to buy, not a contract or a confirmed order.");
    expect(text).not.toMatch(/weekly or weekend/);

    const tracked = await (await app.fetch(`/api${link.pathname}?t=${token}`)).json();
    expect(tracked.estimate.dates).toEqual(["Wanted from", "Saturday 28 November 2026"]);
  });

  it("leaves the CSV export's end date empty", async () => {
    const { referenceNumber } = await sent(await send([RESALE.slug], saturday));
    const csv = withoutBom(await admin.text(`/api/admin/requests/export.csv?search=${referenceNumber}`));
    const row = csv.split("\r\n").find((line) => line.startsWith(referenceNumber))!;
    expect(row.split(",").slice(8, 10)).toEqual(["2026-11-28", ""]);
  });

  it("is refused on a bank holiday of its branch's nation, naming the day, and offered an open Monday elsewhere", async () => {
    const monday = { startDate: "2026-11-30", endDate: "2026-12-01" };
    const refused = await send([RESALE.slug], monday, 1);
    expect(refused.status).toBe(400);
    const answer = await refused.json();
    expect(answer.error).toBe(
      "Please choose another day for your items: branches are closed on St Andrew’s Day, 30 November 2026.",
    );
    expect(answer.issues).toEqual([{ field: "startDate", message: answer.error }]);

    const { snapshot } = await sent(await send([RESALE.slug], monday, 2));
    expect(snapshot.period.startDate).toBe("2026-11-30");
  });
});

describe("a mixed list", () => {
  it("keeps its hire period for the Hire lines in the e-mails and the PDF", async () => {
    const { mails, link, snapshot } = await sent(
      await send([DAILY.slug, RESALE.slug], { startDate: "2026-12-01", endDate: "2026-12-03" }),
    );
    expect(snapshot.period).toEqual({ startDate: "2026-12-01", endDate: "2026-12-03", days: 2 });
    for (const mail of mails) {
      expect(mail.textBody).toContain("Hire period: Tuesday 1 December 2026 to Thursday 3 December 2026 (2 days)");
    }
    const pdf = await app.fetch(`/api${link.pathname}/estimate.pdf?t=${link.searchParams.get("t")}`);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain("Hire period\nTuesday 1 December 2026");
  });
});
