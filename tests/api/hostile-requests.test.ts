import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostcodesStub, type PostcodesStub } from "../fixtures/postcodes-stub.mjs";
import { ADMIN_ENV, EMAIL, PASSWORD } from "../helpers/admin.js";
import { addDays, todayInLondon } from "../../core/hire-dates.js";
import {
  catalogueDigest,
  DELIVERY_CHECKOUT,
  contextMaker,
  encodeSegment,
  NASTY_VALUES,
  problemWith,
  runHostile,
  send,
  type HostileRequest,
} from "../helpers/hostile-requests.js";
import { bookablePeriod, DAILY, Visitor, weekday } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// Hostile input (docs/threat-model.md): generated requests across every API route and static folder (the soak adds the
// pages). The soak (scripts/soak/hostile.ts) sends 10,000+; this run is sized for npm test (HOSTILE_RUNS overrides it).
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

  it("answer every hostile value in every field of the forms and the desk's filters without a 5xx", async () => {
    const post = (path: string, body: unknown, headers: Record<string, string> = {}): HostileRequest => ({
      method: "POST",
      path,
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    const special = {
      email: "a@b.co",
      telephone: "01234 567890",
      postcode: "LS1 4DY",
      daysRequired: "3",
      fromDate: weekday(5),
      equipment: { equipmentSlug: DAILY.slug },
    };
    const visitor = new Visitor(app);
    const list = await visitor.createReservation(bookablePeriod());
    await visitor.add(list.id, DAILY.slug);
    const login = await fetch(`${app.baseUrl}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.baseUrl },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    const requests: HostileRequest[] = [];
    for (const value of NASTY_VALUES) {
      for (const field of Object.keys(special))
        requests.push(post("/api/special-request", { ...special, [field]: value }));
      requests.push(post("/api/special-request", { ...special, equipment: { equipmentSlug: value } }));
      for (const field of Object.keys(DELIVERY_CHECKOUT)) {
        requests.push(
          post(
            `/api/reservations/${list.id}/checkout`,
            { ...DELIVERY_CHECKOUT, [field]: value },
            {
              "x-session-id": visitor.sessionId,
            },
          ),
        );
      }
      for (const field of ["startDate", "endDate"]) {
        requests.push({ ...post(`/api/reservations/${list.id}`, { [field]: value }), method: "PUT" });
        requests.at(-1)!.headers["x-session-id"] = visitor.sessionId;
      }
      // The sign-in's e-mail reaches the database (docs/decisions/security.md A13); an address of its own per value, so
      // the sign-in throttle (A2) answers none of them first.
      requests.push(
        post(
          "/api/admin/login",
          { email: value, password: PASSWORD },
          { origin: app.baseUrl, "x-forwarded-for": `198.51.100.${requests.length % 250}` },
        ),
      );
      const encoded = encodeSegment(value);
      for (const name of ["search", "from", "to"]) {
        requests.push({ method: "GET", path: `/api/admin/requests?${name}=${encoded}`, headers: { cookie } });
      }
    }
    const failures: string[] = [];
    for (const request of requests) {
      const answer = await send(app.baseUrl, request);
      const problem = problemWith(request, answer);
      if (problem) failures.push(`${request.method} ${request.path} ${request.body?.slice(0, 120)}: ${problem}`);
    }
    expect(failures).toEqual([]);
    // Far dates in the filters answer 400, near ones are searched.
    const far = await send(app.baseUrl, {
      method: "GET",
      path: "/api/admin/requests?to=9999-12-31",
      headers: { cookie },
    });
    expect(far.status).toBe(400);
    const near = `/api/admin/requests?from=${addDays(todayInLondon(), -30)}`;
    expect((await send(app.baseUrl, { method: "GET", path: near, headers: { cookie } })).status).toBe(200);
  }, 300_000);
});
