import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { BranchWithDistance } from "../../core/catalogue-types.js";
import type { SpecialRequestSnapshot } from "../../core/hire-request-snapshot.js";
import { specialRequests } from "../../server/db/schema.js";
import { importAndRefresh } from "../../server/services/import/index.js";
import { projectRoot } from "../../server/paths.js";
import { DAILY, weekday } from "../helpers/mylist.js";
import { readJson, startTestApp, type TestApp } from "../helpers/test-app.js";

// Under the Irish brand an Eircode finds its branches, offline and with no paid service, by its routing
// key's district (docs/decisions/branches.md G13). The brand is chosen before any module reads it.
const previousBrand = vi.hoisted(() => {
  const previous = process.env.BRAND;
  process.env.BRAND = "curlew";
  return previous;
});

interface BranchRow {
  id: string;
  name: string;
  postcode: string;
  latitude: string;
}

const locationsCsv = readFileSync(`${projectRoot}/data/demo-curlew/locations.csv`, "utf8");
const branches = parse(locationsCsv, { columns: true }) as BranchRow[];

let app: TestApp;
beforeAll(async () => {
  // No postcode service can be reached: an Eircode must not need one.
  app = await startTestApp({
    template: "demo",
    env: { POSTCODES_API_URL: "http://127.0.0.1:9" },
    services: { backgroundWork: false },
  });
  const importTable = (table: string, input: string) =>
    importAndRefresh({ catalogue: app.services.catalogue }, { db: app.database.db, table, input });
  await importTable("locations", locationsCsv);
  await importTable("delivery_bands", ["branchId,upToMiles,price", ",10,30.00", ",40,60.00"].join("\n"));
});
afterAll(async () => {
  await app?.close();
  if (previousBrand === undefined) delete process.env.BRAND;
  else process.env.BRAND = previousBrand;
});

const search = async (query: string, extra = "") => {
  const { status, body, headers } = await readJson(
    app,
    `/api/locations/search?query=${encodeURIComponent(query)}&maxDistance=50${extra}`,
  );
  expect(status, query).toBe(200);
  expect(headers.get("x-postcode-service"), query).toBeNull();
  return body as BranchWithDistance[];
};

describe("every Curlew branch is found by its own Eircode", () => {
  it("has an Eircode and coordinates for every branch", () => {
    expect(branches).toHaveLength(25);
    for (const branch of branches) {
      expect(branch.postcode).toMatch(/^[A-Z][0-9][0-9W] [0-9A-Z]{4}$/);
      expect(branch.latitude, branch.name).not.toBe("");
    }
  });

  it.each(branches.map((branch) => [branch.name, branch]))(
    "%s: in the branch finder, the stock check and the checkout picker",
    async (_, branch) => {
      const id = Number(branch.id);
      // Checkout's branch picker and its preselection: the 50-mile search, nearest first.
      const picker = await search(branch.postcode);
      expect(picker.slice(0, 3).map((found) => found.id)).toContain(id);
      // The equipment page's stock check asks for the nearest three.
      const stock = await search(branch.postcode.replace(" ", "").toLowerCase(), "&limit=3");
      expect(stock.map((found) => found.id)).toContain(id);
      // The finder page's search, which the page's loader runs.
      const finder = await app.services.branchFinder.search({ place: branch.postcode }, 10);
      expect(finder.branches.slice(0, 3).map((found) => found.id)).toContain(id);
      expect(finder.district?.routingKey).toBe(branch.postcode.slice(0, 3));
    },
  );
});

describe("an Eircode elsewhere in the site", () => {
  it("prices delivery from the nearest branch, in kilometres", async () => {
    const { status, body } = await readJson(app, "/api/delivery-estimate?postcode=h91e2k3");
    expect(status).toBe(200);
    expect(body.estimate).toMatchObject({ branchName: "Curlew Hire Galway", price: "30.00", placedBy: "postcode" });
    expect(body.text).toBe(
      "Delivery from Curlew Hire Galway, about 1 km: from €30.00 ex VAT (confirmed by the branch)",
    );
  });

  it("routes a special request to the branch nearest the Eircode's district", async () => {
    const response = await app.fetch("/api/special-request", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        email: "aoife@example.ie",
        telephone: "091 555 0100",
        postcode: "v93 x2k4",
        daysRequired: "3",
        fromDate: `${weekday(4)}T00:00:00.000Z`,
        equipment: { equipmentSlug: DAILY.slug },
      }),
    });
    expect(response.status).toBe(201);
    const { referenceNumber } = await response.json();
    const [row] = await app.database.db
      .select()
      .from(specialRequests)
      .where(eq(specialRequests.referenceNumber, referenceNumber));
    expect((row.snapshot as SpecialRequestSnapshot).branch).toMatchObject({
      name: "Curlew Hire Killarney",
      chosenBy: "nearest",
    });
  });

  it("names a routing key that is no district's, in the search and in a request", async () => {
    const { status, body } = await readJson(app, "/api/locations/search?query=H19%20E2K3");
    expect(status).toBe(400);
    expect(body.error).toBe(
      "query: H19 is not an Eircode routing key: please check the first three characters of your Eircode",
    );
    const delivery = await readJson(app, "/api/delivery-estimate?postcode=H19E2K3");
    expect(delivery.status).toBe(400);
    expect(delivery.body.error).toContain("H19 is not an Eircode routing key");
  });
});
