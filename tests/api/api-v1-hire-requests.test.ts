import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, customerRequests, mailOutbox } from "../../server/db/schema.js";
import { hireRequestItemSchema, type HireRequestItem } from "../../server/services/integration/index.js";
import { ADMIN_ENV, AdminClient } from "../helpers/admin.js";
import { createKey, withKey } from "../helpers/api-keys.js";
import { testDatabaseUrl } from "../helpers/databases.js";
import { bookablePeriod, DAILY, PAT_CHECKOUT, RESALE, Visitor, weekday } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// The pull API and status changes through it (docs/decisions/integration.md I5-I7): a system that polls with the last
// cursor gets every change once, oldest first, across pages and later updates.

let app: TestApp;
let admin: AdminClient;
let reader: string;
let writer: string;

interface Page {
  data: HireRequestItem[];
  nextCursor: string | null;
  hasMore: boolean;
}

async function checkout(email: string, withResale = true): Promise<string> {
  const visitor = new Visitor(app);
  const list = await visitor.createReservation(bookablePeriod(2));
  await visitor.add(list.id, DAILY.slug, 2);
  if (withResale) await visitor.add(list.id, RESALE.slug, 3);
  const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
    ...PAT_CHECKOUT,
    customerEmail: email,
    collectionLocationId: 2,
    damageWaiver: false,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { referenceNumber: string }).referenceNumber;
}

async function specialRequest(email: string): Promise<string> {
  const response = await app.fetch("/api/special-request", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      telephone: "0113 496 0000",
      postcode: "LS1 4AP",
      daysRequired: "3",
      fromDate: `${weekday(4)}T00:00:00.000Z`,
      equipment: {
        equipmentSlug: DAILY.slug,
        name: "x",
        productCode: "X",
        type: "Hire",
        rate: "1",
        rateType: "per day",
      },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { referenceNumber: string }).referenceNumber;
}

async function pull(query: string, key = reader): Promise<Page> {
  const response = await withKey(app, key, `/api/v1/hire-requests${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  const page = (await response.json()) as Page;
  for (const item of page.data) hireRequestItemSchema.parse(item);
  return page;
}

/** Every change after `cursor`, page by page, as a poller reads them; returns them and the cursor to keep. */
async function pullAll(cursor: string | null, limit: number) {
  const seen: HireRequestItem[] = [];
  let pages = 0;
  for (;;) {
    const page = await pull(`?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    seen.push(...page.data);
    cursor = page.nextCursor ?? cursor;
    pages += 1;
    if (!page.hasMore) return { seen, cursor, pages };
  }
}

/**
 * `pullAll` as a poller repeats it until the changes are given: on PostgreSQL a transaction still running anywhere on the
 * server, in another database too, holds newer changes back (docs/decisions/integration.md I6).
 */
const HELD_BACK_AT_MOST = { timeout: 15_000, interval: 100 };

async function pullUntilGiven(cursor: string | null, limit: number, references: string[]) {
  return vi.waitFor(async () => {
    const pulled = await pullAll(cursor, limit);
    expect(pulled.seen.map((item) => item.reference)).toEqual(references);
    return pulled;
  }, HELD_BACK_AT_MOST);
}

const patch = (reference: string, body: unknown, key = writer) =>
  withKey(app, key, `/api/v1/hire-requests/${reference}`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  // Pulls repeat while a change is held back: more than the default per-key limit allows.
  const env = { ...ADMIN_ENV, RATE_LIMIT_API_KEY_PER_MINUTE: "100000" };
  app = await startTestApp({ template: "demo", env, services: { backgroundWork: false } });
  admin = new AdminClient(app);
  expect((await admin.login()).status).toBe(200);
  reader = (await createKey(admin, "Poller", ["requests:read"])).key;
  writer = (await createKey(admin, "InspHire", ["requests:write"])).key;
});
afterAll(() => app?.close());

describe("GET /api/v1/hire-requests", () => {
  let references: string[];
  let cursor: string | null;

  it("gives every request once across pages, oldest change first, in the documented shape", async () => {
    references = [
      await checkout("first@example.com"),
      await specialRequest("second@example.com"),
      await checkout("third@example.com", false),
      await checkout("fourth@example.com"),
      await checkout("fifth@example.com"),
    ];
    const { seen, cursor: kept, pages } = await pullUntilGiven(null, 2, references);
    expect(pages).toBe(3);
    cursor = kept;

    const [hire, special, hireOnly] = seen;
    expect(hire).toMatchObject({
      kind: "hire",
      status: "received",
      history: [{ from: null, status: "received" }],
      branch: { id: 2 },
      customer: { erased: false, firstName: "Pat", lastName: "Jones", email: "first@example.com" },
      handover: { method: "collection", address: null },
      lines: [
        { type: "Hire", quantity: 2, rate: DAILY.rate, rateType: "per day", lineTotal: "580.00" },
        { type: "Resale", quantity: 3, rate: RESALE.rate, lineTotal: "11.85" },
      ],
      totals: { currency: "GBP", hire: "580.00", resale: "11.85", exVat: "591.85", vat: "118.37", incVat: "710.22" },
      confirmed: null,
    });
    expect(hire.period).toMatchObject({ days: 2 });
    expect(special).toMatchObject({ kind: "special", totals: null, customer: { email: "second@example.com" } });
    expect(special.lines).toHaveLength(1);
    expect(special.period).toMatchObject({ days: 3, startDate: weekday(4) });
    expect(hireOnly.lines).toHaveLength(1);
  });

  it("answers nothing new to a poll with the kept cursor, and the cursor stays", async () => {
    const page = await pull(`?cursor=${encodeURIComponent(cursor!)}`);
    expect(page).toEqual({ data: [], nextCursor: cursor, hasMore: false });
  });

  it("gives a changed request again after the cursor, once, with its new status and history", async () => {
    const response = await patch(references[1], { status: "contacted", note: "Called, will ring back" });
    expect(response.status, await response.clone().text()).toBe(200);
    const newRequest = await checkout("sixth@example.com");
    const { seen, cursor: kept } = await pullUntilGiven(cursor, 1, [references[1], newRequest]);
    expect(seen[0]).toMatchObject({
      status: "contacted",
      history: [
        { status: "received", from: null },
        { status: "contacted", from: "received", note: "Called, will ring back" },
      ],
    });
    expect((await pull(`?cursor=${encodeURIComponent(kept!)}`)).data).toEqual([]);
    cursor = kept;
  });

  it("shows an erasure as a change, with the customer's details gone", async () => {
    const erased = await admin.request("/api/admin/customer-data/erase", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "fourth@example.com", confirm: "fourth@example.com" }),
    });
    expect(erased.status, await erased.clone().text()).toBe(200);
    const { seen } = await pullUntilGiven(cursor, 50, [references[3]]);
    expect(seen[0].customer).toMatchObject({ erased: true, firstName: "", email: "", address: "" });
    expect(seen[0].lines).toHaveLength(2);
  });

  it("starts from updatedSince without a cursor", async () => {
    const [row] = await app.database.db
      .select({ updatedAt: customerRequests.updatedAt })
      .from(customerRequests)
      .where(eq(customerRequests.referenceNumber, references[1]));
    const page = await pull(`?updatedSince=${encodeURIComponent(row.updatedAt.toISOString())}`);
    expect(page.data.map((item) => item.reference)).toContain(references[1]);
    expect(page.data.map((item) => item.reference)).not.toContain(references[0]);
  });

  it("refuses bad parameters with 400 naming them", async () => {
    const cases: [string, RegExp][] = [
      ["?limit=0", /^Invalid query: limit: must be a whole number from 1 to 200/],
      ["?limit=201", /limit: must be a whole number from 1 to 200/],
      ["?limit=ten", /limit: must be a whole number/],
      ["?cursor=not-a-cursor", /cursor: must be a nextCursor this API returned/],
      ["?updatedSince=yesterday", /updatedSince: must be a date and time with its offset/],
      ["?updatedSince=2026-11-28T06:00:00", /updatedSince:/],
    ];
    for (const [query, message] of cases) {
      const response = await withKey(app, reader, `/api/v1/hire-requests${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error, query).toMatch(message);
    }
  });
});

describe("PATCH /api/v1/hire-requests/{reference}", () => {
  let reference: string;

  beforeAll(async () => {
    reference = await checkout("patched@example.com");
  });

  it("changes the status as the desk does: history, the customer's e-mail and the audit name the key", async () => {
    const response = await patch(reference.toLowerCase(), {
      status: "confirmed",
      note: "See you at 8",
      confirmedPrice: "120.50",
      confirmedFor: `${weekday(10)}T09:30:00Z`,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const item = hireRequestItemSchema.parse(await response.json());
    expect(item).toMatchObject({ reference, status: "confirmed", confirmed: { price: "120.50" } });
    const mails = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.referenceNumber, reference), eq(mailOutbox.kind, "request-status-confirmed")));
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain("See you at 8");
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "request-status"))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      actorEmail: "api-key:InspHire",
      detail: `${reference}: received -> confirmed (with a note)`,
    });
    const desk = await (await admin.request(`/api/admin/requests/${reference}`)).json();
    expect(desk.history.at(-1)).toMatchObject({ status: "confirmed", actorEmail: "api-key:InspHire" });
  });

  it("keeps the desk's rules: 409 for a step the status cannot take, 404 for no such request, 400 naming the field", async () => {
    const backwards = await patch(reference, { status: "received" });
    expect(backwards.status).toBe(409);
    expect((await backwards.json()).error).toMatch(/^status: a confirmed request cannot become received/);
    expect((await patch("ML-ZZZZ-ZZZZ", { status: "contacted" })).status).toBe(404);
    const badStatus = await patch(reference, { status: "shipped" });
    expect(badStatus.status).toBe(400);
    expect((await badStatus.json()).error).toMatch(/^Invalid body: status: must be one of received/);
    const badReference = await patch("12345", { status: "contacted" });
    expect(badReference.status).toBe(400);
    expect((await badReference.json()).error).toMatch(/reference: must be a reference such as ML-AB12-CD34/);
    const notJson = await withKey(app, writer, `/api/v1/hire-requests/${reference}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
  });
});

describe.runIf(testDatabaseUrl)("a change that commits behind an older one still running (PostgreSQL)", () => {
  it("is held back until the older one ends, so the cursor never passes a change", async () => {
    const older = await checkout("older@example.com");
    const newer = await checkout("newer@example.com");
    const { cursor } = await vi.waitFor(async () => {
      const pulled = await pullAll(null, 200);
      expect(pulled.seen.at(-1)?.reference).toBe(newer);
      return pulled;
    }, HELD_BACK_AT_MOST);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const updating = new Promise<void>((resolve) => (started = resolve));
    const slow = app.database.db.transaction(async (tx) => {
      await tx
        .update(customerRequests)
        .set({ updatedAt: new Date() })
        .where(eq(customerRequests.referenceNumber, older));
      started();
      await gate;
    });
    await updating;
    expect((await patch(newer, { status: "contacted" })).status).toBe(200);
    expect((await pull(`?cursor=${encodeURIComponent(cursor!)}`)).data).toEqual([]);
    release();
    await slow;
    await pullUntilGiven(cursor, 200, [older, newer]);
  });
});
