import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postcodeCache } from "../../server/db/schema.js";
import { CircuitBreaker } from "../../server/services/postcodes/breaker.js";
import { PostcodeCache } from "../../server/services/postcodes/cache.js";
import { postcodesIoClient } from "../../server/integrations/postcodes-io.js";
import { PostcodeService } from "../../server/services/postcodes/service.js";
import { loadGazetteer } from "../../server/services/postcodes/towns.js";
import { insertTestBranches } from "../fixtures/branches.js";
import { startPostcodesStub, unreachableUrl, type PostcodesStub } from "../fixtures/postcodes-stub.mjs";
import { readJson, startTestApp, type TestApp } from "../helpers/test-app.js";

let app: TestApp;
let offline: TestApp;
let stub: PostcodesStub;

// A dozen made-up Manchester postcodes, only to exercise the limit of 8 suggestions.
const manyM1 = Array.from({ length: 12 }, (_, i) => ({
  postcode: `M1 1${"ABCDEFGHJKLN"[i]}A`,
  latitude: 53.48,
  longitude: -2.24,
  admin_district: "Manchester",
  parish: null,
  region: "North West",
  country: "England",
}));

beforeAll(async () => {
  stub = await startPostcodesStub({ extra: manyM1 });
  app = await startTestApp({ env: { POSTCODES_API_URL: stub.url } });
  offline = await startTestApp({ env: { POSTCODES_API_URL: await unreachableUrl() } });
  for (const each of [app, offline]) {
    await insertTestBranches(each.database.db);
    await each.services.catalogue.reload();
  }
});
afterAll(async () => {
  await app?.close();
  await offline?.close();
  await stub?.close();
});

describe("GET /api/addresses/lookup", () => {
  it("answers postcode, town, region and coordinates, formatting the input first", async () => {
    const { status, body } = await readJson(app, "/api/addresses/lookup?postcode=%20sw1a%20%201aa%20");
    expect(status).toBe(200);
    expect(body).toEqual({
      postcode: "SW1A 1AA",
      town: "Westminster",
      region: "London",
      latitude: 51.501009,
      longitude: -0.141588,
    });
  });

  it("gives the country as region where postcodes.io has none (Northern Ireland)", async () => {
    const { body } = await readJson(app, "/api/addresses/lookup?postcode=BT71NN");
    expect(body).toMatchObject({ postcode: "BT7 1NN", town: "Belfast", region: "Northern Ireland", latitude: 54.584 });
  });

  it("answers 404 for a well-formed postcode that does not exist", async () => {
    const { status, body } = await readJson(app, "/api/addresses/lookup?postcode=SW1A%209ZZ");
    expect(status).toBe(404);
    expect(body).toEqual({ error: "This postcode does not exist. Please check and try again." });
  });

  it("refuses a malformed postcode with 400 without calling the postcode service", async () => {
    const before = stub.state.requests;
    for (const query of ["postcode=hello", "postcode=SW1A", "postcode=../../etc", ""]) {
      const { status, body } = await readJson(app, `/api/addresses/lookup?${query}`);
      expect(status, query).toBe(400);
      expect(body.error, query).toMatch(/postcode/);
    }
    expect(stub.state.requests).toBe(before);
  });

  it("caches found and not-found answers in postcode_cache and answers from there while the service is down", async () => {
    await readJson(app, "/api/addresses/lookup?postcode=M32%200JG");
    await readJson(app, "/api/addresses/lookup?postcode=M32%209ZZ");
    const rows = await app.database.db.select().from(postcodeCache);
    expect(rows.find((r) => r.postcode === "M32 0JG")).toMatchObject({ found: true, town: "Trafford" });
    expect(rows.find((r) => r.postcode === "M32 9ZZ")).toMatchObject({ found: false });

    stub.state.mode = "down";
    try {
      const before = stub.state.requests;
      expect((await readJson(app, "/api/addresses/lookup?postcode=m32%200jg")).body).toMatchObject({
        town: "Trafford",
      });
      expect((await readJson(app, "/api/addresses/lookup?postcode=M32%209ZZ")).status).toBe(404);
      expect(stub.state.requests, "fresh cache entries need no call").toBe(before);
    } finally {
      stub.state.mode = "ok";
    }
  });

  it("refreshes a stale entry from the service", async () => {
    await app.database.db
      .update(postcodeCache)
      .set({ town: "Old Name", fetchedAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(postcodeCache.postcode, "M32 0JG"));
    const { body } = await readJson(app, "/api/addresses/lookup?postcode=M32%200JG");
    expect(body.town).toBe("Trafford");
  });
});

describe("GET /api/addresses/autocomplete", () => {
  it("suggests full postcodes for 3 or more characters, at most 8", async () => {
    expect((await readJson(app, "/api/addresses/autocomplete?query=sw1a")).body).toEqual([
      "SW1A 0AA",
      "SW1A 1AA",
      "SW1A 2AA",
    ]);
    const many = await readJson(app, "/api/addresses/autocomplete?query=m1%201");
    expect(many.body).toHaveLength(8);
    expect(many.body.every((p: string) => p.startsWith("M1 1"))).toBe(true);
  });

  it("answers [] without calling the service for short input or text that is no postcode", async () => {
    const before = stub.state.requests;
    for (const query of ["SW", "bt", "London", "12345"]) {
      const { status, body } = await readJson(app, `/api/addresses/autocomplete?query=${query}`);
      expect(status, query).toBe(200);
      expect(body, query).toEqual([]);
    }
    expect(stub.state.requests).toBe(before);
  });

  it("refuses a missing or over-long query with 400", async () => {
    expect((await readJson(app, "/api/addresses/autocomplete")).body.error).toMatch(/query/);
    expect((await readJson(app, `/api/addresses/autocomplete?query=${"A".repeat(21)}`)).status).toBe(400);
  });
});

describe("GET /api/addresses/geocode", () => {
  it("places a postcode, an outward code and a town", async () => {
    expect((await readJson(app, "/api/addresses/geocode?address=EH1%201YZ")).body).toEqual({
      latitude: 55.9533,
      longitude: -3.1883,
    });
    const outcode = await readJson(app, "/api/addresses/geocode?address=SW1A");
    expect(outcode.body.latitude).toBeCloseTo((51.501009 + 51.50354 + 51.49984) / 3, 5);
    const town = await readJson(app, "/api/addresses/geocode?address=Belfast");
    expect(town.status).toBe(200);
    expect(town.body.latitude).toBeCloseTo(54.6, 1);
    expect(town.body.longitude).toBeCloseTo(-5.93, 1);
  });

  it("answers 404 for an unknown place and 400 for a missing one", async () => {
    expect((await readJson(app, "/api/addresses/geocode?address=Nowhereville%20Magna")).status).toBe(404);
    const missing = await readJson(app, "/api/addresses/geocode?address=%20");
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/address/);
  });
});

describe("with the postcode service unreachable", () => {
  it("lookup answers 503 with an error when nothing is cached", async () => {
    const { status, body } = await readJson(offline, "/api/addresses/lookup?postcode=SW1A%201AA");
    expect(status).toBe(503);
    expect(body.error).toMatch(/unavailable/);
  });

  it("still finds branches by town name", async () => {
    const { status, body } = await readJson(offline, "/api/locations/search?query=Reading&maxDistance=30");
    expect(status).toBe(200);
    expect(body.map((b: { name: string }) => b.name)).toEqual(["Reading", "Oxford"]);
  });

  it("places a postcode by our own branches and says the answer is degraded", async () => {
    const exact = await readJson(offline, "/api/addresses/geocode?address=RG1%201AF");
    expect(exact.status).toBe(200);
    expect(exact.body).toEqual({ latitude: 51.456, longitude: -0.971 });
    expect(exact.headers.get("x-postcode-service")).toBe("degraded");

    const search = await readJson(offline, "/api/locations/search?query=RG1%209ZZ&maxDistance=10");
    expect(search.body.map((b: { name: string; distance: number }) => [b.name, b.distance])).toEqual([["Reading", 0]]);
    expect(search.headers.get("x-postcode-service")).toBe("degraded");
  });

  it("answers 503 for a postcode nobody can place, and autocompletes from known postcodes", async () => {
    expect((await readJson(offline, "/api/locations/search?query=ZE1%200AA")).status).toBe(503);
    const suggestions = await readJson(offline, "/api/addresses/autocomplete?query=RG1");
    expect(suggestions.body).toEqual(["RG1 1AF"]);
    expect(suggestions.headers.get("x-postcode-service")).toBe("degraded");
  });
});

describe("PostcodeService resilience", () => {
  const serviceFor = (baseUrl: string, breaker: CircuitBreaker) =>
    new PostcodeService({
      api: postcodesIoClient(baseUrl),
      cache: new PostcodeCache(app.database.db),
      towns: () => loadGazetteer(),
      branches: () => [],
      logger: app.services.logger,
      breaker,
    });

  it("gives up on a slow service after 2 seconds", async () => {
    const slow = await startPostcodesStub();
    slow.state.mode = "slow";
    try {
      const started = performance.now();
      const result = await serviceFor(slow.url, new CircuitBreaker()).lookup("CF10 1EP");
      expect(result).toEqual({ status: "unavailable" });
      expect(performance.now() - started).toBeLessThan(2800);
    } finally {
      await slow.close();
    }
  });

  it("stops calling a failing service for a while after 3 failures, then tries again", async () => {
    const flaky = await startPostcodesStub();
    let now = 0;
    const service = serviceFor(flaky.url, new CircuitBreaker(3, 30_000, () => now));
    try {
      flaky.state.mode = "down";
      for (const postcode of ["SA1 3SN", "LL57 2DG", "G1 1XQ", "AB10 1XG", "DD1 1DB"]) {
        expect(await service.lookup(postcode)).toEqual({ status: "unavailable" });
      }
      expect(flaky.state.requests, "calls stop once the circuit opens").toBe(3);
      flaky.state.mode = "ok";
      now += 30_000;
      expect(await service.lookup("IV1 1JJ")).toMatchObject({ status: "found", town: "Highland" });
      expect(flaky.state.requests).toBe(4);
    } finally {
      await flaky.close();
    }
  });
});
