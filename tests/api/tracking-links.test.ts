import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerRequests, mailOutbox, requestTrackingLinks } from "../../server/db/schema.js";
import { ADMIN_ENV, AdminClient } from "../helpers/admin.js";
import { bookablePeriod, DAILY, PAT_CHECKOUT, Visitor } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// Every status e-mail carries a working link to the request's private page, and every link issued keeps working
// until the customer's details are erased (docs/decisions/mylist.md D13).

const EMAIL = "ronan.tracking@example.com";

let app: TestApp;
let admin: AdminClient;

const post = (path: string, body: unknown) =>
  admin.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function checkout(): Promise<{ reference: string; link: URL }> {
  const visitor = new Visitor(app);
  const list = await visitor.createReservation(bookablePeriod(2));
  await visitor.add(list.id, DAILY.slug, 1);
  const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
    ...PAT_CHECKOUT,
    customerEmail: EMAIL,
    collectionLocationId: 2,
    damageWaiver: false,
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { referenceNumber: string; trackingUrl: string };
  return { reference: body.referenceNumber, link: new URL(body.trackingUrl) };
}

/** The tracking link in the customer's e-mail of this kind, in both its parts. */
async function linkInMail(reference: string, kind: string): Promise<URL> {
  const [mail] = await app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.referenceNumber, reference), eq(mailOutbox.kind, kind)));
  expect(mail, kind).toBeDefined();
  const link = /http:\/\/hirebase\.test\/requests\/\S+/.exec(mail.textBody)?.[0];
  expect(link, `${kind} carries a tracking link`).toBeTruthy();
  expect(mail.htmlBody).toContain(`href="${link!.replace(/&/g, "&amp;")}"`);
  return new URL(link!);
}

/** What the tracking page's data answers for a link: its status code, and the status it shows. */
async function open(link: URL): Promise<{ code: number; status?: string }> {
  const response = await app.fetch(`/api${link.pathname}${link.search}`);
  const body = (await response.json()) as { status?: string };
  return { code: response.status, status: body.status };
}

beforeAll(async () => {
  app = await startTestApp({ template: "demo", env: ADMIN_ENV, services: { backgroundWork: false } });
  admin = new AdminClient(app);
  expect((await admin.login()).status).toBe(200);
});
afterAll(() => app?.close());

describe("tracking links in status e-mails", () => {
  it("each status e-mail opens the request, the earlier links still do, and erasure closes them all", async () => {
    const { reference, link: first } = await checkout();
    expect(await open(first)).toEqual({ code: 200, status: "received" });

    expect((await post(`/api/admin/requests/${reference}/status`, { status: "contacted" })).status).toBe(200);
    const contacted = await linkInMail(reference, "request-status-contacted");
    expect(contacted.pathname).toBe(`/requests/${reference}`);
    expect(await open(contacted)).toEqual({ code: 200, status: "contacted" });

    expect((await post(`/api/admin/requests/${reference}/status`, { status: "confirmed" })).status).toBe(200);
    const confirmed = await linkInMail(reference, "request-status-confirmed");
    const links = [first, contacted, confirmed];
    expect(new Set(links.map((link) => link.searchParams.get("t"))).size).toBe(3);
    for (const link of links) expect(await open(link)).toEqual({ code: 200, status: "confirmed" });
    // One link's token does not open another request.
    const other = await checkout();
    const borrowed = new URL(`${other.link.origin}${other.link.pathname}${confirmed.search}`);
    expect((await open(borrowed)).code).toBe(404);

    const erased = await post("/api/admin/customer-data/erase", { email: EMAIL, confirm: EMAIL });
    expect(erased.status).toBe(200);
    for (const link of links) expect((await open(link)).code).toBe(404);
    const [row] = await app.database.db
      .select({ id: customerRequests.id })
      .from(customerRequests)
      .where(eq(customerRequests.referenceNumber, reference));
    const kept = await app.database.db
      .select()
      .from(requestTrackingLinks)
      .where(eq(requestTrackingLinks.requestId, row.id));
    expect(kept).toEqual([]);
  });
});
