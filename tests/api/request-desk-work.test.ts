import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox } from "../../server/db/schema.js";
import { ADMIN_ENV, AdminClient, EMAIL, withoutBom } from "../helpers/admin.js";
import { bookablePeriod, DAILY, PAT_CHECKOUT, sendSpecialRequest, Visitor, weekday } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// Finding and working a request on the desk (docs/decisions/mylist.md D9-D12): search as staff type, the collection or
// delivery column and the fuller export, internal notes, the price and time a branch confirms, and erased requests as
// read-only.

let app: TestApp;
let admin: AdminClient;
let staff: AdminClient;
let hireRef: string;
let specialRef: string;

async function checkout(customer: Record<string, unknown>) {
  const visitor = new Visitor(app);
  const list = await visitor.createReservation(bookablePeriod(2));
  await visitor.add(list.id, DAILY.slug, 1);
  const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
    ...PAT_CHECKOUT,
    collectionLocationId: 2,
    damageWaiver: true,
    ...customer,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { referenceNumber: string }).referenceNumber;
}

const post = (path: string, body: unknown, client = admin) =>
  client.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

const mailsAbout = (reference: string) =>
  app.database.db.select().from(mailOutbox).where(eq(mailOutbox.referenceNumber, reference));

beforeAll(async () => {
  app = await startTestApp({ template: "demo", env: ADMIN_ENV, services: { backgroundWork: false } });
  admin = new AdminClient(app);
  expect((await admin.login()).status).toBe(200);
  hireRef = await checkout({
    customerFirstName: "Siobhán",
    customerLastName: "O'Neill",
    customerEmail: "siobhan@example.com",
    customerPhone: "0113 496 0999",
    customerPostcode: "LS1 4AP",
    customerAddress: "=1+2 Park Row, Leeds",
    accountCode: "KES123",
  });
  specialRef = await sendSpecialRequest(app, "jo.bloggs@example.com");
  const created = await post("/api/admin/accounts", {
    email: "other.branch@hirebase.test",
    password: "other branch password",
    role: "branch-staff",
    branchIds: [1],
  });
  expect(created.status).toBe(201);
  staff = new AdminClient(app);
  expect((await staff.login("other.branch@hirebase.test", "other branch password")).status).toBe(200);
});
afterAll(() => app?.close());

describe("desk search as staff type it", () => {
  const refs = async (search: string) => {
    const response = await admin.request(`/api/admin/requests?search=${encodeURIComponent(search)}`);
    expect(response.status, search).toBe(200);
    return ((await response.json()) as { requests: { referenceNumber: string }[] }).requests.map(
      (request) => request.referenceNumber,
    );
  };

  it("matches names without case, accents, apostrophes or spaces", async () => {
    for (const term of ["oneill", "O'Neill", "o neill", "ONEILL", "siobhan", "Siobhan O Neill", "siobhánoneill"]) {
      expect(await refs(term), term).toEqual([hireRef]);
    }
    expect(await refs("oneil x")).toEqual([]);
  });

  it("matches postcodes in any spacing and case, hire and special requests alike", async () => {
    for (const term of ["LS1 4AP", "ls14ap", "ls1 4a", "LS1"]) expect(await refs(term), term).toEqual([hireRef]);
    for (const term of ["AB12 6QJ", "ab126qj"]) expect(await refs(term), term).toEqual([specialRef]);
  });

  it("matches telephone numbers by their digits, however they are written", async () => {
    for (const term of ["+44 (0)113 496 0999", "0113.496.0999", "0113-496-0999", "(0113) 4960999"]) {
      expect(await refs(term), term).toEqual([hireRef]);
    }
  });
});

describe("the list and the export", () => {
  it("lists collection or delivery for each request", async () => {
    const body = (await (await admin.request("/api/admin/requests")).json()) as {
      requests: { referenceNumber: string; deliveryMethod: string | null }[];
    };
    const method = (ref: string) => body.requests.find((request) => request.referenceNumber === ref)?.deliveryMethod;
    expect(method(hireRef)).toBe("collection");
    expect(method(specialRef)).toBeNull();
  });

  it("exports the delivery method, address, postcode, damage waiver and account code, formula-safe", async () => {
    const response = await admin.request("/api/admin/requests/export.csv");
    expect(response.status).toBe(200);
    const lines = withoutBom(await response.text()).split("\r\n");
    const header = lines[0].split(",");
    expect(header).toEqual(
      expect.arrayContaining(["delivery_method", "address", "postcode", "damage_waiver", "account_code"]),
    );
    const hire = lines.find((line) => line.startsWith(hireRef))!;
    expect(hire).toContain(",collection,");
    expect(hire).toContain(`'=1+2 Park Row, Leeds`);
    expect(hire).toContain(",LS1 4AP,yes,KES123,");
    expect(lines.find((line) => line.startsWith(specialRef))).toContain(",AB12 6QJ,");
  });
});

describe("internal notes", () => {
  const notePath = () => `/api/admin/requests/${hireRef}/notes`;

  it("are kept with the request, with who wrote them and when, never e-mailed or shown to the customer", async () => {
    const mailsBefore = (await mailsAbout(hireRef)).length;
    const response = await post(notePath(), { text: "Customer prefers a call after 4pm." });
    expect(response.status).toBe(201);
    const detail = (await response.json()) as { notes: { text: string; authorEmail: string; at: string }[] };
    expect(detail.notes).toEqual([
      { text: "Customer prefers a call after 4pm.", authorEmail: EMAIL, at: expect.any(String) },
    ]);
    expect((await mailsAbout(hireRef)).length).toBe(mailsBefore);
    const again = (await (await admin.request(`/api/admin/requests/${hireRef}`)).json()) as { notes: unknown[] };
    expect(again.notes).toHaveLength(1);
    // Audited without the text (docs/decisions/operation.md Z11).
    const [audit] = await app.database.db.select().from(auditLog).where(eq(auditLog.action, "request-note"));
    expect(audit).toMatchObject({ actorEmail: EMAIL, detail: `${hireRef}: internal note added` });
    expect(JSON.stringify(await app.database.db.select().from(auditLog))).not.toContain("after 4pm");
  });

  it("refuses an empty or too long note, a cross-site post, and another branch's request", async () => {
    for (const body of [{}, { text: "  " }, { text: "x".repeat(2001) }]) {
      const response = await post(notePath(), body);
      expect(response.status, JSON.stringify(body).slice(0, 30)).toBe(400);
      expect(await errorOf(response)).toContain("text");
    }
    const crossSite = await admin.request(notePath(), {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ text: "hello" }),
    });
    expect(crossSite.status).toBe(403);
    const otherBranch = await post(notePath(), { text: "hello" }, staff);
    expect(otherBranch.status).toBe(404);
    const detail = (await (await admin.request(`/api/admin/requests/${hireRef}`)).json()) as { notes: unknown[] };
    expect(detail.notes).toHaveLength(1);
  });
});

describe("confirming with the agreed price and time", () => {
  const when = `${weekday(6)}T09:30`;

  it("refuses a bad price or time, or either without confirming, changing nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ status: "confirmed", confirmedPrice: "-1" }, "confirmedPrice"],
      [{ status: "confirmed", confirmedPrice: "12.345" }, "confirmedPrice"],
      [{ status: "confirmed", confirmedPrice: "twelve" }, "confirmedPrice"],
      [{ status: "confirmed", confirmedFor: "2026-02-30T09:00" }, "confirmedFor"],
      [{ status: "confirmed", confirmedFor: "next tuesday" }, "confirmedFor"],
      [{ status: "confirmed", confirmedFor: "2099-01-01T09:00" }, "confirmedFor"],
      [{ status: "contacted", confirmedPrice: "10" }, "confirmedPrice"],
    ];
    for (const [body, field] of cases) {
      const response = await post(`/api/admin/requests/${hireRef}/status`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(response), JSON.stringify(body)).toContain(field);
    }
    const detail = (await (await admin.request(`/api/admin/requests/${hireRef}`)).json()) as { status: string };
    expect(detail.status).toBe("received");
  });

  it("records them and tells the customer by e-mail and on the tracking page", async () => {
    const response = await post(`/api/admin/requests/${hireRef}/status`, {
      status: "confirmed",
      confirmedPrice: "1234.5",
      confirmedFor: when,
    });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as { confirmedPrice: string; confirmedFor: string };
    expect(detail.confirmedPrice).toBe("1234.50");
    // A London wall-clock time: 09:30 in London is 09:30 or 08:30 UTC.
    expect(detail.confirmedFor).toMatch(new RegExp(`^${weekday(6)}T0[89]:30:00.000Z$`));
    const mail = (await mailsAbout(hireRef)).find((row) => row.kind === "request-status-confirmed")!;
    expect(mail.textBody).toContain("Confirmed price");
    expect(mail.textBody).toContain("£1,234.50 excluding VAT");
    expect(mail.textBody).toMatch(/Collection time\s*:?\s*\d{1,2} \w{3} \d{4}, 09:30/);
    const link = /http:\/\/hirebase\.test\/requests\/\S+/.exec(
      (await mailsAbout(hireRef)).find((row) => row.kind.endsWith("-customer"))!.textBody,
    )![0];
    const url = new URL(link);
    const tracked = (await (
      await app.fetch(`/api${url.pathname}?t=${encodeURIComponent(url.searchParams.get("t")!)}`)
    ).json()) as { agreed: [string, string][] };
    expect(tracked.agreed).toEqual([
      ["Confirmed price", "£1,234.50 excluding VAT"],
      ["Collection time", expect.stringMatching(/09:30$/)],
    ]);
    expect(JSON.stringify(tracked)).not.toContain("after 4pm");
  });
});

describe("an erased request", () => {
  it("is read-only: no status change, no note; its notes went with the customer's details", async () => {
    const exported = (await (
      await post("/api/admin/customer-data/export", { email: "siobhan@example.com", format: "json" })
    ).json()) as { requests: { internalNotes: { text: string; by: string }[] }[] };
    expect(exported.requests[0].internalNotes).toEqual([
      { text: "Customer prefers a call after 4pm.", by: EMAIL, at: expect.any(String) },
    ]);
    const erased = await post("/api/admin/customer-data/erase", {
      email: "siobhan@example.com",
      confirm: "siobhan@example.com",
    });
    expect(erased.status).toBe(200);

    const detail = (await (await admin.request(`/api/admin/requests/${hireRef}`)).json()) as {
      nextStatuses: string[];
      notes: unknown[];
    };
    expect(detail).toMatchObject({ nextStatuses: [], notes: [] });
    const moved = await post(`/api/admin/requests/${hireRef}/status`, { status: "completed" });
    expect(moved.status).toBe(409);
    expect(await errorOf(moved)).toMatch(/^status: .*erased.*read-only/);
    const noted = await post(`/api/admin/requests/${hireRef}/notes`, { text: "hello" });
    expect(noted.status).toBe(409);
    expect(await errorOf(noted)).toMatch(/^notes: .*erased.*read-only/);
    expect(
      await app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "request-status"), eq(auditLog.outcome, "success"))),
    ).toHaveLength(1);
    // Searching for the erased customer finds nothing.
    const found = (await (await admin.request("/api/admin/requests?search=oneill")).json()) as { total: number };
    expect(found.total).toBe(0);
  });
});
