import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInLondon } from "../../core/hire-dates.js";
import { importAndRefresh } from "../../server/services/import/index.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// Specials with dates show only within them, judged at request time in London (C6): one that starts today shows
// without another import, and the fast path and the response memo do not keep yesterday's answer.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ template: "demo" });
});
afterAll(() => app?.close());

const importSpecials = (...rows: string[]) =>
  importAndRefresh(
    { catalogue: app.services.catalogue },
    {
      db: app.database.db,
      table: "specials",
      input: ["commCode,categoryName,equipmentSlug,title,featured,enquire,validFrom,validTo", ...rows, ""].join("\n"),
    },
  );

const json = async (path: string) => {
  const response = await app.fetch(path);
  expect(response.status).toBe(200);
  return response.json();
};

describe("specials with dates", () => {
  it("show from their first day to their last, and those without dates always", async () => {
    const today = todayInLondon();
    const yesterday = addDays(today, -1);
    const tomorrow = addDays(today, 1);
    await importSpecials(
      `ENDED,Spring Garden Offers,petrol-scarifier,,true,false,${addDays(today, -30)},${yesterday}`,
      `COMING,Summer Offers,petrol-hedge-trimmer-600mm,,true,false,${tomorrow},`,
      `TODAY,Winter Offers,dehumidifier-large,,true,false,${today},${today}`,
      `OPEN,Access Deals,articulated-boom-lift-12m,,true,false,,`,
    );
    expect(Object.keys(await json("/api/specials/by-category"))).toEqual(["Winter Offers", "Access Deals"]);
    expect((await json("/api/specials/featured")).map((s: { commCode: string }) => s.commCode)).toEqual([
      "TODAY",
      "OPEN",
    ]);
    // Asked again (now from the memo and the fast path), the answer is the same.
    expect(Object.keys(await json("/api/specials/by-category"))).toEqual(["Winter Offers", "Access Deals"]);
  });

  it("turn over at midnight: what the caches hold is keyed by the London day", async () => {
    await importSpecials(`DATED,Winter Offers,dehumidifier-large,,true,false,${todayInLondon()},`);
    const snapshot = app.services.catalogue.current();
    expect(snapshot.specialsDay()).toBe(todayInLondon());
    const before = todayInLondon(new Date(Date.now() - 86_400_000));
    expect(snapshot.featuredSpecials(before)).toEqual([]);
    expect(snapshot.featuredSpecials().map((s) => s.commCode)).toEqual(["DATED"]);
  });

  it("refuse a file whose last day comes before its first, naming the column", async () => {
    await expect(importSpecials("BAD,Offers,,Deal,false,true,2026-12-01,2026-11-30")).rejects.toThrow(
      /validTo: must not be before validFrom/,
    );
  });
});
