import { eq } from "drizzle-orm";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HireRequestSnapshot } from "../../core/hire-request-snapshot.js";
import { customerRequests, hireRequests, mailOutbox } from "../../server/db/schema.js";
import { createLogger } from "../../server/logger.js";
import { summaryOf } from "../../server/services/desk/stored-request.js";
import { createServices } from "../../server/services/index.js";
import { ImportRefused, importAndRefresh } from "../../server/services/import/index.js";
import { startPostcodesStub, type PostcodesStub } from "../fixtures/postcodes-stub.mjs";
import { bookablePeriod, DAILY, Visitor, WEEKLY } from "../helpers/mylist.js";
import { freshDatabase } from "../helpers/databases.js";
import { readJson, startTestApp, testConfig, type TestApp } from "../helpers/test-app.js";

// Branch stock and delivery estimates (docs/decisions/branches.md G7-G11): the two optional import tables,
// what the API says from them, what checkout stores, mails and shows on the desk, and today's behaviour without them.

let stub: PostcodesStub;
let app: TestApp;
let weeklyCode: string;
let dailyCode: string;

beforeAll(async () => {
  stub = await startPostcodesStub();
  app = await startTestApp({
    template: "demo",
    env: { POSTCODES_API_URL: stub.url, STOCK_MAX_AGE_HOURS: "24" },
    services: { backgroundWork: false },
  });
  const snapshot = app.services.catalogue.current();
  weeklyCode = snapshot.equipmentBySlug(WEEKLY.slug)!.productCode;
  dailyCode = snapshot.equipmentBySlug(DAILY.slug)!.productCode;
});
afterAll(async () => {
  await app?.close();
  await stub?.close();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const importTable = (table: string, input: string) =>
  importAndRefresh({ catalogue: app.services.catalogue }, { db: app.database.db, table, input });

const stockOf = (items: string, branches: string) =>
  readJson(app, `/api/branch-stock?items=${encodeURIComponent(items)}&branches=${branches}`);

describe("branch_stock import", () => {
  it("imports a good export, and names references that point nowhere as warnings", async () => {
    const result = await importTable(
      "branch_stock",
      [
        "branchId,productCode,quantity,asOf",
        `1,${weeklyCode},2,${hoursAgo(1)}`,
        `2,${weeklyCode},0,${hoursAgo(1)}`,
        `3,${dailyCode},1,`,
        `99999,${weeklyCode},4,${hoursAgo(1)}`,
        `1,NO/SUCH,4,${hoursAgo(1)}`,
      ].join("\n"),
    );
    expect(result.recordsImported).toBe(5);
    expect(result.warnings).toEqual([
      "Row 5: branchId '99999' is not in locations. The row is imported but ignored until locations has it: add it there, or correct the row.",
      "Row 6: productCode 'NO/SUCH' is not in equipment. The row is imported but ignored until equipment has it: add it there, or correct the row.",
    ]);
  });

  it("refuses a file with a bad cell, and keeps the rows it had", async () => {
    const bad = ["branchId,productCode,quantity,asOf", `1,${weeklyCode},-1,${hoursAgo(1)}`].join("\n");
    await expect(importTable("branch_stock", bad)).rejects.toThrow(ImportRefused);
    const { body } = await stockOf(WEEKLY.slug, "1");
    expect(body.statuses).toEqual([{ branchId: 1, status: "usually-available" }]);
  });
});

describe("GET /api/branch-stock", () => {
  it("says which branches usually have the items, and suggests the first (nearest) that has them", async () => {
    const { status, body, headers } = await stockOf(WEEKLY.slug, "2,1");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=300");
    expect(body).toEqual({
      statuses: [
        { branchId: 2, status: "ask" },
        { branchId: 1, status: "usually-available" },
      ],
      suggestedBranchId: 1,
    });
  });

  it("asks the branch when it has fewer than the list asks for", async () => {
    const { body } = await stockOf(`${WEEKLY.slug}:3`, "1,2");
    expect(body).toEqual({
      statuses: [
        { branchId: 1, status: "ask" },
        { branchId: 2, status: "ask" },
      ],
      suggestedBranchId: null,
    });
  });

  it("judges a list by the items the export knows, and says nothing when it knows none", async () => {
    const both = await stockOf(`${WEEKLY.slug},${DAILY.slug}`, "1,3");
    expect(both.body.statuses).toEqual([
      { branchId: 1, status: "ask" },
      { branchId: 3, status: "ask" },
    ]);
    const unknown = await stockOf("sds-plus-drill-bit-6mm-x-160mm", "1,2");
    expect(unknown.body).toEqual({ statuses: null, suggestedBranchId: null });
  });

  it("refuses items and branches it cannot read, naming the field", async () => {
    const { status, body } = await stockOf("Not A Slug", "1");
    expect(status).toBe(400);
    expect(body.error).toMatch(/^Invalid query: items/);
    expect((await stockOf(WEEKLY.slug, "x")).status).toBe(400);
  });

  it("ignores counts older than STOCK_MAX_AGE_HOURS: the page says nothing rather than something stale", async () => {
    await importTable(
      "branch_stock",
      [
        "branchId,productCode,quantity,asOf",
        `1,${weeklyCode},2,${hoursAgo(25)}`,
        `2,${dailyCode},2,${hoursAgo(2)}`,
      ].join("\n"),
    );
    expect((await stockOf(WEEKLY.slug, "1,2")).body).toEqual({ statuses: null, suggestedBranchId: null });
    expect((await stockOf(DAILY.slug, "1,2")).body.suggestedBranchId).toBe(2);
  });
});

const customer = {
  customerEmail: "robin.hale@example.co.uk",
  customerPhone: "07700 900777",
  customerFirstName: "Robin",
  customerLastName: "Hale",
  customerAddress: "4 Park Row, Leeds",
  customerPostcode: "LS1 4DY",
  accountCode: "",
  deliveryMethod: "delivery",
  termsAccepted: true,
  collectionLocationId: null,
};

async function checkoutWithDelivery(postcode: string) {
  const visitor = new Visitor(app);
  const list = await visitor.createReservation(bookablePeriod(3));
  await visitor.add(list.id, DAILY.slug, 1);
  const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
    ...customer,
    customerPostcode: postcode,
  });
  expect(response.status).toBe(201);
  const { referenceNumber } = (await response.json()) as { referenceNumber: string };
  const [stored] = await app.database.db
    .select()
    .from(hireRequests)
    .where(eq(hireRequests.referenceNumber, referenceNumber));
  const [desk] = await app.database.db
    .select()
    .from(customerRequests)
    .where(eq(customerRequests.referenceNumber, referenceNumber));
  const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.referenceNumber, referenceNumber));
  return { referenceNumber, snapshot: stored.snapshot as HireRequestSnapshot, desk, mails };
}

const ESTIMATE_TEXT = /^Delivery from .+, about \d+ miles?: from £\d+\.\d{2} ex VAT \(confirmed by the branch\)$/;

describe("delivery estimates", () => {
  it("prices delivery from the nearest branch by its bands, or the company-wide ones", async () => {
    await importTable("delivery_bands", ["branchId,upToMiles,price", ",5,25.00", ",15,40.00"].join("\n"));
    const { status, body } = await readJson(app, "/api/delivery-estimate?postcode=ls1%204dy");
    expect(status).toBe(200);
    expect(body.estimate).toMatchObject({ price: "25.00", placedBy: "postcode" });
    expect(body.estimate.miles).toBeLessThanOrEqual(5);
    expect(body.text).toMatch(ESTIMATE_TEXT);
    expect(body.text).toContain(`Delivery from ${body.estimate.branchName}, about `);

    // The nearest branch's own bands replace the company-wide ones; beyond the last band it is quoted on request.
    const branchId = body.estimate.branchId as number;
    await importTable("delivery_bands", ["branchId,upToMiles,price", ",5,25.00", `${branchId},0.1,19.50`].join("\n"));
    const own = await readJson(app, "/api/delivery-estimate?postcode=LS1%204DY");
    expect(own.body.estimate.price).toBeNull();
    expect(own.body.text).toMatch(/^Delivery from .+, about \d+ miles?: quote on request from the branch$/);
  });

  it("stores the estimate with the hire request, and repeats it in both e-mails and on the desk", async () => {
    await importTable("delivery_bands", ["branchId,upToMiles,price", ",5,25.00", ",15,40.00"].join("\n"));
    const preview = (await readJson(app, "/api/delivery-estimate?postcode=LS1%204DY")).body;
    const { referenceNumber, snapshot, desk, mails } = await checkoutWithDelivery("LS1 4DY");
    expect(snapshot.deliveryEstimate).toEqual(preview.estimate);
    expect(desk.deliveryEstimate).toBe(preview.text);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.textBody).toContain(preview.text);
      expect(mail.htmlBody).toContain("ex VAT (confirmed by the branch)");
    }
    // The desk's list and detail both read the row's summary.
    expect(summaryOf(desk)).toMatchObject({ referenceNumber, deliveryEstimate: preview.text });
  });

  it("places the customer by the postcode's area while the postcode service is out of reach", async () => {
    stub.state.mode = "down";
    try {
      const { body } = await readJson(app, "/api/delivery-estimate?postcode=LS2%209JT");
      expect(body.estimate).toMatchObject({ placedBy: "postcode-area" });
      expect(body.text).toMatch(/^Delivery from .+, about \d+ miles?: /);
      const { snapshot } = await checkoutWithDelivery("LS2 9JT");
      expect(snapshot.customer.postcodeStatus).toBe("unverified");
      expect(snapshot.deliveryEstimate).toEqual(body.estimate);
    } finally {
      stub.state.mode = "ok";
    }
  });
});

describe("without the tables", () => {
  it("keeps today's behaviour: no stock wording, and 'charges will be added on confirmation'", async () => {
    await importTable("branch_stock", "branchId,productCode,quantity,asOf\n");
    await importTable("delivery_bands", "branchId,upToMiles,price\n");
    expect((await stockOf(WEEKLY.slug, "1,2")).body).toEqual({ statuses: null, suggestedBranchId: null });
    const { body } = await readJson(app, "/api/delivery-estimate?postcode=LS1%204DY");
    expect(body).toEqual({ estimate: null, text: "Delivery (charges will be added on confirmation)" });
    const { snapshot, desk, mails } = await checkoutWithDelivery("LS1 4DY");
    expect(snapshot.deliveryEstimate).toBeUndefined();
    expect(desk.deliveryEstimate).toBeNull();
    for (const mail of mails) expect(mail.textBody).toContain("Delivery (charges will be added on confirmation)");
  });
});

describe("shutting down while the first read of stock and bands is under way", () => {
  it("waits for the read, so the log has no warning that they could not be read", async () => {
    let log = "";
    const logged = new PassThrough();
    logged.on("data", (chunk: Buffer) => (log += chunk.toString()));
    const database = await freshDatabase("demo");
    const logger = createLogger("info", { format: "json", destination: logged });
    // createServices starts the read in the background; closing at once meets it in flight.
    const services = await createServices(testConfig(), logger, database);
    await services.close();
    await database.close();
    expect(log).toContain("catalogue snapshot loaded");
    expect(log).not.toContain("could not be read");
  });
});
