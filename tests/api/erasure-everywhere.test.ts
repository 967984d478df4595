import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray, sql } from "drizzle-orm";
import { auditLog } from "../../server/db/schema.js";
import { ADMIN_ENV, AdminClient } from "../helpers/admin.js";
import { bookablePeriod, DAILY, PAT_CHECKOUT, sendSpecialRequest, Visitor } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// After a customer's erasure nothing on the site's side still holds them, however staff looked them up
// first: not a table, not the audit log, not the server's log (docs/operations.md, Personal data). Mail already sent
// and older backups are outside the site's reach, as the privacy section says.

const CUSTOMER = {
  email: "Xanthe.Quillfeather@Example.co.uk",
  firstName: "Xanthe",
  lastName: "Quillfeather",
  phone: "+44 7700 900987",
  address: "12 Zephyrine Mews, Perth",
};
/** Every form the customer may take in a row or a log line, lower case: plain, URL-encoded, digits of the phone. */
const TRACES = [
  CUSTOMER.email.toLowerCase(),
  encodeURIComponent(CUSTOMER.email).toLowerCase(),
  "quillfeather",
  "xanthe",
  "zephyrine",
  "900987",
];

let app: TestApp;
let admin: AdminClient;
let log = "";

const encoded = encodeURIComponent;
const post = (path: string, body: unknown) =>
  admin.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function checkout(): Promise<string> {
  const visitor = new Visitor(app);
  const list = await visitor.createReservation(bookablePeriod(2));
  await visitor.add(list.id, DAILY.slug, 1);
  const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
    ...PAT_CHECKOUT,
    customerEmail: CUSTOMER.email,
    customerFirstName: CUSTOMER.firstName,
    customerLastName: CUSTOMER.lastName,
    customerPhone: CUSTOMER.phone,
    customerAddress: CUSTOMER.address,
    collectionLocationId: 2,
    damageWaiver: false,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { referenceNumber: string }).referenceNumber;
}

/** Every row of every table of the public schema, as text. */
async function wholeDatabase(): Promise<string[]> {
  const { db } = app.database;
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { name: string }[] };
  expect(tables.rows.map((table) => table.name)).toEqual(expect.arrayContaining(["customer_requests", "audit_log"]));
  const rows: string[] = [];
  for (const { name } of tables.rows) {
    const result = (await db.execute(sql`select t::text as row from ${sql.identifier(name)} t`)) as unknown as {
      rows: { row: string }[];
    };
    rows.push(...result.rows.map(({ row }) => `${name}: ${row}`));
  }
  return rows;
}

const tracesIn = (lines: string[]) =>
  lines.filter((line) => TRACES.some((trace) => line.toLowerCase().includes(trace)));

beforeAll(async () => {
  const logged = new PassThrough();
  logged.on("data", (chunk: Buffer) => (log += chunk.toString()));
  app = await startTestApp({
    template: "demo",
    env: ADMIN_ENV,
    services: { backgroundWork: false },
    logTo: logged,
  });
  admin = new AdminClient(app);
  expect((await admin.login()).status).toBe(200);
});
afterAll(() => app?.close());

describe("a customer's erasure", () => {
  it("leaves no copy of their address, name or phone in any table, the audit log or the server's log", async () => {
    const hireRef = await checkout();
    const specialRef = await sendSpecialRequest(app, CUSTOMER.email);

    // Staff look the customer up every way the desk allows, on the API and the pages.
    const searches = [CUSTOMER.email, CUSTOMER.lastName, "07700 900987", CUSTOMER.email.toUpperCase()];
    for (const search of searches) {
      const found = await admin.request(`/api/admin/requests?search=${encoded(search)}`);
      expect(found.status, search).toBe(200);
      expect(((await found.json()) as { total: number }).total, search).toBeGreaterThan(0);
    }
    // The pages' own requests, and a spelling the front door redirects: logged whatever they answer here, unbuilt.
    for (const path of ["/admin/requests", "/admin/requests.data", "/Admin/requests/"]) {
      await admin.request(`${path}?search=${encoded(CUSTOMER.email)}&status=received`);
    }
    const csv = await admin.request(`/api/admin/requests/export.csv?search=${encoded(CUSTOMER.email)}&status=received`);
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(CUSTOMER.email);
    const note = `Called ${CUSTOMER.firstName} ${CUSTOMER.lastName} on 07700 900987`;
    const moved = await post(`/api/admin/requests/${hireRef}/status`, { status: "contacted", note });
    expect(moved.status).toBe(200);
    const internal = `${CUSTOMER.firstName} asked for a call back on 07700 900987`;
    expect((await post(`/api/admin/requests/${hireRef}/notes`, { text: internal })).status).toBe(201);
    expect((await post("/api/admin/customer-data/find", { email: CUSTOMER.email })).status).toBe(200);
    for (const format of ["json", "csv"]) {
      expect((await post("/api/admin/customer-data/export", { email: CUSTOMER.email, format })).status).toBe(200);
    }
    expect(tracesIn(await wholeDatabase()).length).toBeGreaterThan(0);

    const erased = await post("/api/admin/customer-data/erase", { email: CUSTOMER.email, confirm: CUSTOMER.email });
    expect(erased.status).toBe(200);
    expect(((await erased.json()) as { erased: string[] }).erased.sort()).toEqual([hireRef, specialRef].sort());

    expect(tracesIn(await wholeDatabase())).toEqual([]);
    // The server logs a request when its answer is finished, which may be just after the client has it.
    await expect.poll(() => log.includes("/api/admin/customer-data/erase")).toBe(true);
    const lines = log.trim().split("\n");
    expect(lines.filter((line) => line.includes("/admin/requests")).length).toBeGreaterThanOrEqual(8);
    expect(tracesIn(lines)).toEqual([]);
    expect(log).toContain("/api/admin/requests/export.csv?search=[redacted]&status=received");

    // The audit log says what each action did: a search was used, how many rows left the site, a note was sent.
    const audit = await app.database.db.select().from(auditLog);
    const exported = audit.find((row) => row.action === "export" && row.tableName === "customer_requests")!;
    expect(JSON.parse(exported.detail!)).toEqual({ search: true, status: "received", rows: 2 });
    expect(exported.recordCount).toBe(2);
    expect(audit.find((row) => row.action === "request-status")!.detail).toBe(
      `${hireRef}: received -> contacted (with a note)`,
    );
  });

  it("no longer finds typed text in audit entries written before the rule (migration 0016)", async () => {
    const { db } = app.database;
    const legacy = await db
      .insert(auditLog)
      .values([
        {
          action: "export",
          tableName: "customer_requests",
          outcome: "success",
          detail: JSON.stringify({ search: CUSTOMER.email, status: "new" }),
        },
        {
          action: "request-status",
          outcome: "success",
          detail: `ML-AAAA-BBBB: received -> contacted (note: Hi Xanthe)`,
        },
        { action: "request-status", outcome: "success", detail: "ML-AAAA-CCCC: contacted -> confirmed (note erased)" },
        { action: "request-status", outcome: "success", detail: "ML-AAAA-DDDD: received -> declined" },
      ])
      .returning({ id: auditLog.id });
    const migration = readFileSync(
      new URL("../../server/db/migrations/0016_audit_without_typed_text.sql", import.meta.url),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    const ids = legacy.map((row) => row.id);
    const rows = await db.select().from(auditLog).where(inArray(auditLog.id, ids)).orderBy(auditLog.id);
    expect(JSON.parse(rows[0]!.detail!)).toEqual({ search: true, status: "new" });
    expect(rows.slice(1).map((row) => row.detail)).toEqual([
      "ML-AAAA-BBBB: received -> contacted (with a note)",
      "ML-AAAA-CCCC: contacted -> confirmed (with a note)",
      "ML-AAAA-DDDD: received -> declined",
    ]);
  });
});
