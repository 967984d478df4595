import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../core/money.js";
import { auditLog, customerRequests, mailOutbox } from "../../server/db/schema.js";
import { ADMIN_ENV, AdminClient, EMAIL, withoutBom } from "../helpers/admin.js";
import { bookablePeriod, DAILY, PAT_CHECKOUT, RESALE, Visitor, weekday } from "../helpers/mylist.js";
import { pdfText } from "../helpers/pdf-text.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// The request desk, tracking links and printable estimates (docs/decisions/mylist.md D1-D6), through the API as a
// browser uses it.

let app: TestApp;
let admin: AdminClient;
let hireRef: string;
let specialRef: string;

async function checkout(visitor: Visitor, customer: { first: string; last: string; email: string; phone: string }) {
  const list = await visitor.createReservation(bookablePeriod(2));
  await visitor.add(list.id, DAILY.slug, 2);
  await visitor.add(list.id, RESALE.slug, 3);
  const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
    ...PAT_CHECKOUT,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    customerFirstName: customer.first,
    customerLastName: customer.last,
    collectionLocationId: 2,
    damageWaiver: false,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { referenceNumber: string }).referenceNumber;
}

/** The tracking link in the customer's confirmation e-mail. */
async function trackingLink(reference: string): Promise<URL> {
  const rows = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.referenceNumber, reference));
  const customer = rows.find((row) => row.kind.endsWith("-customer"))!;
  const branch = rows.find((row) => row.kind.endsWith("-branch"))!;
  // The branch gets the desk entry (sign-in required), never the customer's tracking link (mylist.md D3, D7).
  expect(branch.textBody).not.toContain("?t=");
  expect(branch.textBody).toContain(`http://hirebase.test/admin/requests/${reference}`);
  const link = /http:\/\/hirebase\.test\/requests\/\S+/.exec(customer.textBody)?.[0];
  expect(link, "the customer's e-mail carries the tracking link").toBeTruthy();
  expect(customer.htmlBody).toContain(`href="${link!.replace(/&/g, "&amp;")}"`);
  return new URL(link!);
}

const apiPath = (link: URL, token = link.searchParams.get("t")!) =>
  `/api${link.pathname}?t=${encodeURIComponent(token)}`;

beforeAll(async () => {
  app = await startTestApp({ template: "demo", env: ADMIN_ENV, services: { backgroundWork: false } });
  admin = new AdminClient(app);
  expect((await admin.login()).status).toBe(200);
  hireRef = await checkout(new Visitor(app), {
    first: "Pat",
    last: "Quigley",
    email: "pat.quigley@example.com",
    phone: "+44 7700 900456",
  });
  const special = await app.fetch("/api/special-request", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email: "jo.bloggs@example.com",
      telephone: "0113 496 0000",
      postcode: "AB12 6QJ",
      daysRequired: "3",
      fromDate: `${weekday(4)}T00:00:00.000Z`,
      equipment: { equipmentSlug: DAILY.slug },
    }),
  });
  expect(special.status).toBe(201);
  specialRef = ((await special.json()) as { referenceNumber: string }).referenceNumber;
});
afterAll(() => app?.close());

describe("request desk access", () => {
  it("answers 401 without a session and 403 for a cross-site status change", async () => {
    for (const path of ["/api/admin/requests", `/api/admin/requests/${hireRef}`, "/api/admin/requests/export.csv"]) {
      const response = await app.fetch(path);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ error: "Sign in as an administrator first" });
    }
    const anonymous = await app.fetch(`/api/admin/requests/${hireRef}/status`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.baseUrl },
      body: JSON.stringify({ status: "contacted" }),
    });
    expect(anonymous.status).toBe(401);
    const crossSite = await admin.request(`/api/admin/requests/${hireRef}/status`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ status: "contacted" }),
    });
    expect(crossSite.status).toBe(403);
    const [row] = await app.database.db
      .select()
      .from(customerRequests)
      .where(eq(customerRequests.referenceNumber, hireRef));
    expect(row.status).toBe("received");
  });
});

describe("GET /api/admin/requests", () => {
  it("lists hire and special requests with reference, customer, branch, period, items, total and status", async () => {
    const response = await admin.request("/api/admin/requests");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toMatchObject({ total: 2, page: 1, pages: 1, pageSize: 25 });
    const hire = body.requests.find((r: { referenceNumber: string }) => r.referenceNumber === hireRef);
    expect(hire).toMatchObject({
      kind: "hire",
      customerName: "Pat Quigley",
      customerEmail: "pat.quigley@example.com",
      branchId: 2,
      branchName: "Kestrel Hire Aberystwyth",
      itemCount: 2,
      status: "received",
      startDate: bookablePeriod(2).startDate,
    });
    // 2 x £145.00 x days + 3 x £3.95, ex VAT, as the checkout priced it.
    expect(hire.itemsSummary).toContain("2 x ");
    expect(Number(hire.estimatedTotal)).toBeGreaterThan(290);
    const special = body.requests.find((r: { referenceNumber: string }) => r.referenceNumber === specialRef);
    expect(special).toMatchObject({ kind: "special", customerEmail: "jo.bloggs@example.com", estimatedTotal: null });
  });

  it("searches reference, name, e-mail and telephone (typed as the customer wrote it or not)", async () => {
    const refs = async (query: string) => {
      const body = await (await admin.request(`/api/admin/requests?${query}`)).json();
      return body.requests.map((r: { referenceNumber: string }) => r.referenceNumber);
    };
    expect(await refs(`search=${hireRef.toLowerCase()}`)).toEqual([hireRef]);
    expect(await refs(`search=${hireRef.slice(0, 5)}`)).toContain(hireRef);
    expect(await refs("search=quig")).toEqual([hireRef]);
    expect(await refs("search=Pat%20Q")).toEqual([hireRef]);
    expect(await refs("search=JO.BLOGGS%40")).toEqual([specialRef]);
    expect(await refs("search=07700%20900")).toEqual([hireRef]);
    expect(await refs("search=%2B447700900456")).toEqual([hireRef]);
    expect(await refs("search=0113496")).toEqual([specialRef]);
    expect(await refs("search=%25")).toEqual([]);
    expect(await refs("search=nobody")).toEqual([]);
  });

  it("filters by branch, status and received date", async () => {
    const refs = async (query: string) => {
      const body = await (await admin.request(`/api/admin/requests?${query}`)).json();
      return body.requests.map((r: { referenceNumber: string }) => r.referenceNumber).sort();
    };
    expect(await refs("branch=2")).toEqual([hireRef]);
    expect(await refs("branch=999")).toEqual([]);
    expect(await refs("status=received")).toEqual([hireRef, specialRef].sort());
    expect(await refs("status=completed")).toEqual([]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
    expect(await refs(`from=${today}&to=${today}`)).toEqual([hireRef, specialRef].sort());
    expect(await refs(`from=2020-01-01&to=2020-12-31`)).toEqual([]);
    expect(await refs(`branch=&status=&search=&from=&to=`)).toHaveLength(2);
  });

  it("refuses bad filters with 400 naming the field", async () => {
    const cases: [string, string][] = [
      ["status=lost", "status"],
      ["from=yesterday", "from"],
      ["from=2026-02-01&to=2026-01-01", "to"],
      ["page=0", "page"],
      ["page=two", "page"],
      ["branch=abc", "branch"],
      [`search=${"x".repeat(101)}`, "search"],
    ];
    for (const [query, field] of cases) {
      const response = await admin.request(`/api/admin/requests?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error, query).toMatch(new RegExp(`^Invalid query: ${field}: `));
    }
  });

  it("pages on the server, newest first, 25 a page", async () => {
    const base = Date.parse("2025-06-01T12:00:00Z");
    await app.database.db.insert(customerRequests).values(
      Array.from({ length: 60 }, (_, i) => ({
        kind: "hire",
        referenceNumber: `ML-PAGE-${String(i).padStart(4, "0")}`,
        branchId: 7,
        branchName: "Paging branch",
        customerName: `Paged Customer${i}`,
        customerSurname: `Customer${i}`,
        customerEmail: `paged${i}@example.com`,
        startDate: "2025-07-01",
        endDate: "2025-07-02",
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const page = async (n: number) => (await admin.request(`/api/admin/requests?branch=7&page=${n}`)).json();
    const first = await page(1);
    expect(first).toMatchObject({ total: 60, pages: 3, page: 1 });
    expect(first.requests).toHaveLength(25);
    expect(first.requests[0].referenceNumber).toBe("ML-PAGE-0059");
    const third = await page(3);
    expect(third.requests.map((r: { referenceNumber: string }) => r.referenceNumber)).toEqual(
      Array.from({ length: 10 }, (_, i) => `ML-PAGE-${String(9 - i).padStart(4, "0")}`),
    );
    // Past the end: the last page.
    expect(await page(9)).toMatchObject({ page: 3 });
  });
});

describe("status changes", () => {
  it("moves a request on with a note, audits it, e-mails the customer and refuses a step backwards", async () => {
    const move = (status: string, note?: string) =>
      admin.request(`/api/admin/requests/${hireRef}/status`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ status, note }),
      });
    const contacted = await move("contacted", "Called Pat: the trailer is ready from 8am.");
    expect(contacted.status).toBe(200);
    const detail = await contacted.json();
    expect(detail).toMatchObject({ status: "contacted", nextStatuses: ["confirmed", "declined"] });
    expect(detail.history.map((h: { status: string }) => h.status)).toEqual(["received", "contacted"]);
    expect(detail.history[1]).toMatchObject({ note: "Called Pat: the trailer is ready from 8am.", actorEmail: EMAIL });

    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "request-status"))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ actorEmail: EMAIL, outcome: "success", tableName: "customer_requests" });
    expect(audit.detail).toContain(`${hireRef}: received -> contacted`);

    const [mail] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.referenceNumber, hireRef), eq(mailOutbox.kind, "request-status-contacted")));
    expect(mail).toMatchObject({
      toAddress: "pat.quigley@example.com",
      replyTo: "aberystwyth@kestrelhire.co.uk",
      subject: `Your request ${hireRef}: Contacted`,
      status: "pending",
    });
    expect(mail.textBody).toContain("Called Pat: the trailer is ready from 8am.");
    // Greeted as the checkout e-mail greeted them, by first name.
    const [first] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.referenceNumber, hireRef), eq(mailOutbox.kind, "hire-request-customer")));
    expect(first.textBody).toContain("Dear Pat,");
    expect(mail.textBody).toContain("Dear Pat,");
    expect(mail.htmlBody).toContain("Dear Pat,");

    const backwards = await move("received");
    expect(backwards.status).toBe(409);
    expect((await backwards.json()).error).toMatch(/^status: a contacted request cannot become received/);
    expect((await move("completed")).status).toBe(409);
    expect((await move("confirmed")).status).toBe(200);
    expect((await move("completed")).status).toBe(200);
    expect((await move("declined")).status).toBe(409);

    const bad = await admin.request(`/api/admin/requests/${hireRef}/status`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "lost" }),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/^Invalid body: status: /);
    const missing = await admin.request(`/api/admin/requests/ML-ZZZZ-ZZZZ/status`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "contacted" }),
    });
    expect(missing.status).toBe(404);
  });

  it("shows one request in full with the snapshot taken at checkout", async () => {
    const response = await admin.request(`/api/admin/requests/${specialRef.toLowerCase()}`);
    expect(response.status).toBe(200);
    const detail = await response.json();
    expect(detail).toMatchObject({ referenceNumber: specialRef, kind: "special", hasTrackingLink: true });
    expect(detail.snapshot).toMatchObject({ referenceNumber: specialRef, daysRequired: 3 });
    expect(detail.snapshot.equipment.equipmentSlug).toBe(DAILY.slug);
  });
});

describe("CSV export", () => {
  it("exports the filtered list with formula-safe cells (A4)", async () => {
    await app.database.db.insert(customerRequests).values({
      kind: "hire",
      referenceNumber: "ML-CSV0-0001",
      branchId: 8,
      branchName: "@Branch",
      customerName: '=HYPERLINK("http://evil.example","Click")',
      customerSurname: "x",
      customerEmail: "csv@example.com",
      customerPhone: "+44 7700 900999",
      startDate: "2025-07-01",
      endDate: "2025-07-02",
      itemsSummary: "-1 x Thing",
      estimatedTotal: "12.50",
    });
    const response = await admin.request("/api/admin/requests/export.csv?branch=8");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="requests.csv"');
    const lines = withoutBom(await response.text())
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "reference,kind,status,received_at,customer_name,customer_email,customer_phone,branch,start_date,end_date,items,estimated_total_ex_vat,delivery_method,address,postcode,damage_waiver,account_code,confirmed_price_ex_vat,confirmed_for",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(lines[1]).toContain(",'+44 7700 900999,'@Branch,");
    expect(lines[1]).toContain(",'-1 x Thing,12.50");

    const all = withoutBom(await (await admin.request("/api/admin/requests/export.csv?search=pat")).text());
    expect(all).toContain(hireRef);
    expect(all).not.toContain(specialRef);
  });
});

describe("request tracking", () => {
  it("shows the request and its status to the holder of the link, and nothing to anyone else", async () => {
    const link = await trackingLink(specialRef);
    expect(link.pathname).toBe(`/requests/${specialRef}`);
    expect(link.searchParams.get("t")).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const response = await app.fetch(apiPath(link));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const tracked = await response.json();
    expect(tracked).toMatchObject({ referenceNumber: specialRef, status: "received", statusLabel: "Received" });
    expect(JSON.stringify(tracked)).not.toContain("0113 496 0000");

    const token = link.searchParams.get("t")!;
    const wrongToken = await app.fetch(apiPath(link, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`));
    const wrongReference = await app.fetch(`/api/requests/SR-ZZZZ-ZZZZ?t=${token}`);
    const otherReference = await app.fetch(`/api/requests/${hireRef}?t=${token}`);
    const noToken = await app.fetch(`/api/requests/${specialRef}`);
    const bodies = await Promise.all([wrongToken, wrongReference, otherReference, noToken].map((r) => r.text()));
    for (const [index, answer] of [wrongToken, wrongReference, otherReference, noToken].entries()) {
      expect(answer.status, String(index)).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(bodies[index]).toBe(bodies[0]);
    }
    expect(JSON.parse(bodies[0])).toEqual({ error: "Request not found" });
  });

  it("follows the desk's status changes", async () => {
    const link = await trackingLink(hireRef);
    const tracked = await (await app.fetch(apiPath(link))).json();
    expect(tracked.status).toBe("completed");
    expect(tracked.history.map((h: { status: string }) => h.status)).toEqual([
      "received",
      "contacted",
      "confirmed",
      "completed",
    ]);
    expect(tracked.history[1].note).toBe("Called Pat: the trailer is ready from 8am.");
    expect(tracked.history.every((h: { actorEmail: unknown }) => h.actorEmail === null)).toBe(true);
  });

  it("serves the estimate PDF from the recorded snapshot with items and totals ex and inc VAT", async () => {
    const link = await trackingLink(hireRef);
    const response = await app.fetch(`/api${link.pathname}/estimate.pdf?t=${link.searchParams.get("t")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    const detail = await (await admin.request(`/api/admin/requests/${hireRef}`)).json();
    const total = detail.snapshot.totals.estimatedTotal as string;
    const pence = Math.round(Number(total) * 100);
    const vat = Math.round(pence * 0.2);
    expect(text).toContain("Kestrel Hire");
    expect(text).toContain(hireRef);
    expect(text).toContain(detail.snapshot.items[0].name);
    expect(text).toContain("Estimated total ex VAT");
    // Money as the site writes it, with thousands separators.
    expect(text).toContain(formatMoney(total));
    expect(text).toContain(formatMoney(((pence + vat) / 100).toFixed(2)));
    expect(text).toContain("not a contract");
    // Whose request it is and how it changes hands; the tracking link shows no address (D3).
    expect(text).toContain("Pat Quigley");
    expect(text).toContain(`Collection\n${detail.snapshot.branch.name}`);

    const wrong = await app.fetch(`/api${link.pathname}/estimate.pdf?t=nope`);
    expect(wrong.status).toBe(404);
  });
});

describe("MyList estimate PDF", () => {
  it("prices the visitor's own list, and answers 404 to anyone else", async () => {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation(bookablePeriod(2));
    await visitor.add(list.id, RESALE.slug, 2);
    const own = await visitor.request("GET", `/api/reservations/${list.id}/estimate.pdf`);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("no-store");
    const text = pdfText(Buffer.from(await own.arrayBuffer()));
    expect(text).toContain("MyList estimate");
    expect(text).toContain("£7.90"); // 2 x £3.95
    expect(text).toContain("£9.48"); // inc 20% VAT
    // Named as the site names it, and no empty Hire part on a list of Resale items.
    expect(text).toContain("Resale");
    expect(text).not.toContain("Sales");
    expect(text).not.toMatch(/Hire\s*£0\.00/);

    const stranger = new Visitor(app);
    expect((await stranger.request("GET", `/api/reservations/${list.id}/estimate.pdf`)).status).toBe(404);
    expect((await app.fetch(`/api/reservations/${list.id}/estimate.pdf`)).status).toBe(404);
  });
});

describe("tracking rate limit", () => {
  it("has its own per-client budget", async () => {
    const limited = await startTestApp({
      template: "empty",
      env: { RATE_LIMIT_TRACKING_PER_MINUTE: "3" },
      services: { backgroundWork: false },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.fetch("/api/requests/ML-AAAA-AAAA?t=x")).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
      // Other API calls are not counted against it.
      expect((await limited.fetch("/api/site-settings")).status).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});
