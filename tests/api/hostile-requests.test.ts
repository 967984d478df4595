import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostcodesStub, type PostcodesStub } from "../fixtures/postcodes-stub.mjs";
import { ADMIN_ENV, EMAIL, PASSWORD } from "../helpers/admin.js";
import { catalogueDigest, contextMaker, runHostile } from "../helpers/hostile-requests.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// Issue 14, hostile input: generated requests across every API route and static folder (the soak adds the pages). The soak
// (scripts/soak/hostile.ts) sends 10,000+; this run is sized for npm test (HOSTILE_RUNS overrides it).
const RUNS = Number(process.env.HOSTILE_RUNS ?? 600);

let app: TestApp;
let stub: PostcodesStub;
beforeAll(async () => {
  stub = await startPostcodesStub();
  app = await startTestApp({
    template: "demo",
    env: { ...ADMIN_ENV, POSTCODES_API_URL: stub.url },
    services: { backgroundWork: false },
  });
});
afterAll(async () => {
  await app?.close();
  await stub?.close();
});

describe("generated hostile requests", () => {
  it(`answer ${RUNS} requests without a 5xx, with JSON errors, no internals, and refusals that change nothing`, async () => {
    const catalogueBefore = await catalogueDigest(app.database.db);
    const run = await runHostile({
      baseUrl: app.baseUrl,
      db: app.database.db,
      runs: RUNS,
      seed: Number(process.env.HOSTILE_SEED ?? 14),
      prepare: contextMaker(app.baseUrl, { email: EMAIL, password: PASSWORD }),
    });
    expect(run.failures).toEqual([]);
    expect(run.changedByRefusal).toBe(0);
    expect(run.requests).toBe(RUNS);
    // The run must reach past validation: some requests accepted, many refused in different ways.
    const statuses = [...run.byStatus.keys()];
    expect(statuses).toEqual(expect.arrayContaining([200, 400, 404]));
    expect(await catalogueDigest(app.database.db)).toBe(catalogueBefore);
  }, 300_000);
});
