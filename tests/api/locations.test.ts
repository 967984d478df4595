import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { BranchWithDistance } from "../../core/catalogue-types.js";
import { importAndRefresh } from "../../server/services/import/index.js";
import { insertTestBranches } from "../fixtures/branches.js";
import { startPostcodesStub, type PostcodesStub } from "../fixtures/postcodes-stub.mjs";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

let app: TestApp;
let stub: PostcodesStub;

beforeAll(async () => {
  stub = await startPostcodesStub();
  app = await startTestApp({ env: { POSTCODES_API_URL: stub.url } });
  await insertTestBranches(app.database.db);
  await app.services.catalogue.reload();
});
afterAll(async () => {
  await app?.close();
  await stub?.close();
});

const search = async (query: string) => {
  const response = await app.fetch(`/api/locations/search?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as BranchWithDistance[];
};
const namesAndMiles = (list: BranchWithDistance[]) => list.map((b) => [b.name, b.distance]);

describe("GET /api/locations", () => {
  it("lists every branch by name, with fullAddress and openingHours as JSON text", async () => {
    const response = await app.fetch("/api/locations");
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list.map((b: { name: string }) => b.name)).toEqual([
      "Belfast",
      "Birmingham",
      "Cambridge",
      "Canary Wharf",
      "Oxford",
      "Reading",
      "Unplaced Depot",
      "Westminster",
    ]);
    const westminster = list.find((b: { id: number }) => b.id === 1);
    expect(westminster).toMatchObject({
      fullAddress: "1 High Street, Westminster",
      postcode: "SW1A 2AA",
      latitude: 51.50354,
      longitude: -0.127695,
    });
    expect(JSON.parse(westminster.openingHours)).toMatchObject({ Monday: "07:30 - 17:30", Sunday: "Closed" });
  });

  it("answers 304 to a client holding the current ETag", async () => {
    const first = await app.fetch("/api/locations");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect((await app.fetch("/api/locations", { headers: { "If-None-Match": etag } })).status).toBe(304);
  });
});

describe("GET /api/locations/{id}", () => {
  it("answers one branch", async () => {
    const response = await app.fetch("/api/locations/3");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 3, name: "Reading", type: "Trade Counter" });
  });

  it("answers 404 with an error for an unknown id, 400 for an id that is not a number", async () => {
    const missing = await app.fetch("/api/locations/999");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Location 999 not found" });
    const bad = await app.fetch("/api/locations/abc");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/id/);
  });
});

describe("GET /api/locations/search by coordinates", () => {
  it("returns every branch within 50 miles, nearest first, with great-circle miles to 2 decimals", async () => {
    const found = await search("lat=51.501009&lng=-0.141588&maxDistance=50");
    expect(namesAndMiles(found)).toEqual([
      ["Westminster", 0.62],
      ["Canary Wharf", 5.25],
      ["Reading", 35.83],
      ["Cambridge", 49.75],
    ]);
    expect(found[0]).toMatchObject({ id: 1, fullAddress: "1 High Street, Westminster", phone: "0161 496 0000" });
  });

  it("defaults to 50 miles and widens with maxDistance", async () => {
    expect(namesAndMiles(await search("lat=51.501009&lng=-0.141588"))).toHaveLength(4);
    expect(namesAndMiles(await search("lat=51.501009&lng=-0.141588&maxDistance=51"))).toContainEqual(["Oxford", 50.81]);
    expect(namesAndMiles(await search("lat=51.501009&lng=-0.141588&maxDistance=5"))).toEqual([["Westminster", 0.62]]);
  });

  it("keeps the nearest few with limit", async () => {
    const found = await search("lat=51.501009&lng=-0.141588&maxDistance=1000&limit=2");
    expect(namesAndMiles(found)).toEqual([
      ["Westminster", 0.62],
      ["Canary Wharf", 5.25],
    ]);
  });

  it("leaves out branches without coordinates and answers [] far from every branch", async () => {
    const all = await search("lat=51.501009&lng=-0.141588&maxDistance=1000");
    expect(all.map((b) => b.name)).not.toContain("Unplaced Depot");
    expect(all.at(-1)).toMatchObject({ name: "Belfast", distance: 321.62 });
    expect(await search("lat=40&lng=-40")).toEqual([]);
  });

  it("refuses bad numbers and incomplete input with 400 naming the field", async () => {
    const cases: [string, RegExp][] = [
      ["lat=abc&lng=0", /lat/],
      ["lat=91&lng=0", /lat/],
      ["lat=51&lng=181", /lng/],
      ["lat=51", /lng/],
      ["lat=51&lng=0&maxDistance=-5", /maxDistance/],
      ["lat=51&lng=0&maxDistance=ten", /maxDistance/],
      ["lat=51&lng=0&limit=0", /limit/],
      ["", /query/],
      ["lat=51&lng=0&query=Oxford", /query/],
    ];
    for (const [query, field] of cases) {
      const response = await app.fetch(`/api/locations/search?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error, query).toMatch(field);
    }
  });
});

describe("GET /api/locations/search by place", () => {
  it("finds branches near a postcode through the postcode service, then from its cache", async () => {
    const before = stub.state.requests;
    const found = await search("query=sw1a%201aa&maxDistance=50");
    expect(namesAndMiles(found)).toEqual([
      ["Westminster", 0.62],
      ["Canary Wharf", 5.25],
      ["Reading", 35.83],
      ["Cambridge", 49.75],
    ]);
    expect(stub.state.requests).toBe(before + 1);
    await search("query=SW1A1AA");
    expect(stub.state.requests, "the second search reads the cache").toBe(before + 1);
  });

  it("finds branches near a town by name (GeoNames), without the postcode service", async () => {
    const before = stub.state.requests;
    const found = await search("query=Oxford&maxDistance=50");
    expect(found[0]).toMatchObject({ name: "Oxford" });
    expect(found[0].distance).toBeLessThan(1);
    expect(found.map((b) => b.name)).toEqual(["Oxford", "Reading"]);
    expect(stub.state.requests).toBe(before);
  });

  it("answers [] for an unknown place or a postcode that does not exist", async () => {
    expect(await search("query=Nowhereville%20Magna")).toEqual([]);
    expect(await search("query=SW1A%209ZZ")).toEqual([]);
  });
});

describe("branch searches on the fast path (docs/decisions/branches.md L5)", () => {
  const shared = "public, max-age=60, stale-while-revalidate=600";

  it("never keeps an answer made without the postcode service", async () => {
    stub.state.mode = "down";
    try {
      const path = "/api/locations/search?query=SW1A%202AB&maxDistance=10";
      const hits = app.fastPath.stats.hits;
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await app.fetch(path);
        expect(response.status).toBe(200);
        expect(response.headers.get("x-postcode-service")).toBe("degraded");
        expect(response.headers.get("cache-control")).toBe("no-store");
        await response.text();
        await vi.waitUntil(() => app.fastPath.capturesInProgress === 0);
      }
      expect(app.fastPath.stats.hits).toBe(hits);
    } finally {
      stub.state.mode = "ok";
    }
  });
  it("answers a repeated search from memory with the same body, until an import changes the branches", async () => {
    const path = "/api/locations/search?lat=51.501009&lng=-0.141588&limit=2";
    const first = await app.fetch(path);
    expect(first.headers.get("cache-control")).toBe(shared);
    const body = await first.text();
    const hits = app.fastPath.stats.hits;
    await vi.waitUntil(() => app.fastPath.capturesInProgress === 0);
    const repeat = await (await app.fetch(path)).text();
    expect(app.fastPath.stats.hits).toBe(hits + 1);
    expect(repeat).toBe(body);
    expect(namesAndMiles(JSON.parse(body))).toEqual([
      ["Westminster", 0.62],
      ["Canary Wharf", 5.25],
    ]);

    // An import that closes Westminster is seen on the very next search.
    const csv = [
      "id,name,type,email,phone,fullAddress,postcode,latitude,longitude,openingHours",
      '2,Canary Wharf,Hire Centre,cw@example.com,020 7946 0000,"1 Dock Road, London",E14 5AB,51.5045,-0.0197,',
      '3,Reading,Hire Centre,rg@example.com,0118 496 0000,"2 Kings Road, Reading",RG1 1AF,51.456,-0.971,',
    ].join("\n");
    await importAndRefresh(
      { catalogue: app.services.catalogue },
      { db: app.database.db, table: "locations", input: csv },
    );
    const after = (await (await app.fetch(path)).json()) as BranchWithDistance[];
    expect(after.map((branch) => branch.name)).toEqual(["Canary Wharf", "Reading"]);
  });
});
