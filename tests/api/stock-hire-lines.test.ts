import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importAndRefresh } from "../../server/services/import/index.js";
import { RESALE, WEEKLY } from "../helpers/mylist.js";
import { readJson, startTestApp, type TestApp } from "../helpers/test-app.js";

// The checkout's branch picker judges a branch by the list's Hire lines (docs/decisions/mylist.md U16): an export that
// counts consumables must not turn every branch into 'Ask the branch' once a Resale item is in the list.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ template: "demo", services: { backgroundWork: false } });
  const snapshot = app.services.catalogue.current();
  const hire = snapshot.equipmentBySlug(WEEKLY.slug)!.productCode;
  const resale = snapshot.equipmentBySlug(RESALE.slug)!.productCode;
  const asOf = new Date(Date.now() - 3_600_000).toISOString();
  // Branch 1 has the boom lift and no drill bits; branch 2 has drill bits and no boom lift.
  const input = [
    "branchId,productCode,quantity,asOf",
    `1,${hire},2,${asOf}`,
    `1,${resale},0,${asOf}`,
    `2,${hire},0,${asOf}`,
    `2,${resale},20,${asOf}`,
  ].join("\n");
  await importAndRefresh({ catalogue: app.services.catalogue }, { db: app.database.db, table: "branch_stock", input });
});
afterAll(() => app?.close());

const stockOf = async (items: string) =>
  (await readJson(app, `/api/branch-stock?items=${encodeURIComponent(items)}&branches=1,2`)).body;

describe("a branch's stock for a list with Hire and Resale lines", () => {
  it("is judged by the Hire lines: the branch with the hire item usually has the list", async () => {
    expect(await stockOf(`${WEEKLY.slug},${RESALE.slug}:3`)).toEqual({
      statuses: [
        { branchId: 1, status: "usually-available" },
        { branchId: 2, status: "ask" },
      ],
      suggestedBranchId: 1,
    });
  });

  it("is judged by the Resale lines when there is nothing to hire", async () => {
    expect(await stockOf(`${RESALE.slug}:3`)).toEqual({
      statuses: [
        { branchId: 1, status: "ask" },
        { branchId: 2, status: "usually-available" },
      ],
      suggestedBranchId: 2,
    });
  });
});
