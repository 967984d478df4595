import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitImport } from "../../server/services/import/import-csv.js";
import { withPreparedUpload } from "../../server/services/import/prepare-off-thread.js";
import { ADMIN_ENV, AdminClient, withoutBom } from "../helpers/admin.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// A branches import refreshes only the branches of this instance's snapshot (docs/decisions/performance.md N28), and
// only when nothing else changed since that snapshot: what it serves afterwards is what the database holds.

let app: TestApp;
let admin: AdminClient;
const rows = (csv: string) => withoutBom(csv).trimEnd().split("\r\n");
const branchCount = async () => ((await (await app.fetch("/api/locations")).json()) as unknown[]).length;

beforeAll(async () => {
  app = await startTestApp({ template: "demo", env: ADMIN_ENV, services: { backgroundWork: false } });
  admin = new AdminClient(app);
  expect((await admin.login()).status).toBe(200);
});
afterAll(() => app?.close());

describe("after a branches import", () => {
  it("serves the new branches at once, and the rest of the catalogue as before", async () => {
    const locations = rows(await admin.text("/api/admin/export/locations"));
    const searchBefore = await (await app.fetch("/api/equipment?search=drill")).text();
    expect((await admin.upload("locations", locations.slice(0, 11).join("\r\n"))).status).toBe(200);
    expect(await branchCount()).toBe(10);
    expect(await (await app.fetch("/api/equipment?search=drill")).text()).toBe(searchBefore);
    expect((await admin.upload("locations", locations.join("\r\n"))).status).toBe(200);
    expect(await branchCount()).toBe(locations.length - 1);
  });

  it("rebuilds everything when another instance changed the catalogue since this one's snapshot", async () => {
    const equipment = rows(await admin.text("/api/admin/export/equipment"));
    const dropped = equipment[1].split(",")[0];
    expect((await app.fetch(`/api/equipment/${dropped}`)).status).toBe(200);
    // Another instance imports equipment without the first item; this one has not polled yet.
    await withPreparedUpload("equipment", Buffer.from([equipment[0], ...equipment.slice(2)].join("\r\n")), (prepared) =>
      commitImport(app.database.db, prepared, { actor: "elsewhere@hirebase.test" }),
    );
    expect((await app.fetch(`/api/equipment/${dropped}`)).status).toBe(200);

    const locations = rows(await admin.text("/api/admin/export/locations"));
    expect((await admin.upload("locations", locations.join("\r\n"))).status).toBe(200);
    expect((await app.fetch(`/api/equipment/${dropped}`)).status).toBe(404);
  });
});
