import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/db/schema.js";
import { ADMIN_ENV, AdminClient } from "../helpers/admin.js";
import { createKey, withKey } from "../helpers/api-keys.js";
import { DAILY, WEEKLY } from "../helpers/mylist.js";
import { readJson, startTestApp, type TestApp } from "../helpers/test-app.js";

// PUT /api/v1/imports/{table} (docs/decisions/integration.md I9): the nightly stock export arriving from a hire
// management system while the site runs, on the embedded database and (with TEST_DATABASE_URL) on PostgreSQL, with the
// admin import's validation, preview and confirmation.

let app: TestApp;
let stockKey: string;
let secondKey: string;
let weeklyCode: string;
let dailyCode: string;

const put = (table: string, body: string, query = "", key = stockKey, type = "text/csv") =>
  withKey(app, key, `/api/v1/imports/${table}${query}`, {
    method: "PUT",
    headers: { "content-type": type },
    body,
  });

const recently = () => new Date(Date.now() - 3_600_000).toISOString();

beforeAll(async () => {
  app = await startTestApp({
    template: "demo",
    env: { ...ADMIN_ENV, IMPORT_MAX_MB: "1" },
    services: { backgroundWork: false },
  });
  const admin = new AdminClient(app);
  expect((await admin.login()).status).toBe(200);
  stockKey = (await createKey(admin, "Nightly stock", ["imports:write"])).key;
  secondKey = (await createKey(admin, "Another system", ["imports:write"])).key;
  const snapshot = app.services.catalogue.current();
  weeklyCode = snapshot.equipmentBySlug(WEEKLY.slug)!.productCode;
  dailyCode = snapshot.equipmentBySlug(DAILY.slug)!.productCode;
});
afterAll(() => app?.close());

describe("PUT /api/v1/imports/branch_stock", () => {
  it("previews a file that would remove most of the table (409), and imports it with the confirmToken", async () => {
    const csv = [
      "branchId,productCode,quantity,asOf",
      `1,${weeklyCode},2,${recently()}`,
      `1,${dailyCode},0,${recently()}`,
    ].join("\n");
    const preview = await put("branch_stock", csv);
    expect(preview.status).toBe(409);
    const body = await preview.json();
    expect(body).toMatchObject({ table: "branch_stock", needsConfirmation: true, changes: { rowsAfter: 2 } });
    expect(body.error).toMatch(/branch_stock/);
    expect(body.confirmToken).toEqual(expect.any(String));

    // The token confirms this file only, for this key only.
    const confirm = `?confirmToken=${encodeURIComponent(body.confirmToken)}`;
    expect((await put("branch_stock", `${csv}\n`, confirm)).status).toBe(409);
    expect((await put("branch_stock", csv, confirm, secondKey)).status).toBe(409);
    const imported = await put("branch_stock", csv, `?confirmToken=${encodeURIComponent(body.confirmToken)}`);
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(await imported.json()).toMatchObject({ recordsImported: 2, warnings: [], changes: { rowsAfter: 2 } });

    const stock = await readJson(app, `/api/branch-stock?items=${WEEKLY.slug}&branches=1`);
    expect(stock.body.statuses).toEqual([{ branchId: 1, status: "usually-available" }]);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "import"))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ actorEmail: "api-key:Nightly stock", outcome: "success", tableName: "branch_stock" });
  });

  it("imports a file that changes little at once, as tonight's export does", async () => {
    const csv = [
      "branchId,productCode,quantity,asOf",
      `1,${weeklyCode},5,${recently()}`,
      `1,${dailyCode},1,${recently()}`,
    ].join("\n");
    const response = await put("branch_stock", csv);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ recordsImported: 2, changes: { changed: 2 } });
  });

  it("refuses a bad file with 400 naming the row and column, and keeps the table", async () => {
    const response = await put(
      "branch_stock",
      `branchId,productCode,quantity,asOf\n1,${weeklyCode},-1,${recently()}\n`,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/quantity/);
    const stock = await readJson(app, `/api/branch-stock?items=${WEEKLY.slug}&branches=1`);
    expect(stock.body.statuses).toEqual([{ branchId: 1, status: "usually-available" }]);
  });

  it("answers 415 for a body that is not text/csv, 413 past IMPORT_MAX_MB, 400 for an unknown table", async () => {
    const json = await put("branch_stock", "{}", "", stockKey, "application/json");
    expect(json.status).toBe(415);
    expect((await json.json()).error).toBe("Content-Type: send the CSV file as text/csv");
    const big = await put("branch_stock", `branchId,productCode,quantity,asOf\n${"1,X,1,\n".repeat(200_000)}`);
    expect(big.status).toBe(413);
    expect((await big.json()).error).toBe("body: larger than the 1 MB limit");
    const unknown = await put("customers", "a\n1\n");
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toMatch(/^Invalid path: table: must be one of categories/);
  });

  it("needs the imports:write scope", async () => {
    const admin = new AdminClient(app);
    await admin.login();
    const reader = await createKey(admin, "Reader", ["requests:read"]);
    const response = await put("branch_stock", "branchId,productCode,quantity,asOf\n", "", reader.key);
    expect(response.status).toBe(403);
  });
});
