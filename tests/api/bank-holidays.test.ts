import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, isSunday, todayInLondon } from "../../core/hire-dates.js";
import type { PostcodeLookup } from "../../server/integrations/postcode-lookup.js";
import { DAILY, Visitor } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// Bank holidays (docs/decisions/mylist.md V1): GET /api/bank-holidays, and checkout refusing a period that starts on a
// bank holiday of the collection branch's nation.

const offline: PostcodeLookup = { lookup: async () => ({ status: "unavailable" }) };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ template: "demo", services: { backgroundWork: false, postcodes: offline } });
});
afterAll(() => app?.close());

const BELFAST = 28; // BT3 5ZN: Northern Ireland
const ABERYSTWYTH = 2; // SY23 9QT: England and Wales

/** The next St Patrick's Day at least two days ahead that is not a Sunday, and a Friday or Saturday after it. */
function stPatricksPeriod(): { startDate: string; endDate: string } {
  const earliest = addDays(todayInLondon(), 2);
  let year = Number(earliest.slice(0, 4));
  while (`${year}-03-17` < earliest || isSunday(`${year}-03-17`)) year++;
  const startDate = `${year}-03-17`;
  let endDate = addDays(startDate, 2);
  while (isSunday(endDate)) endDate = addDays(endDate, 1);
  return { startDate, endDate };
}

const customer = (collectionLocationId: number) => ({
  customerEmail: "niamh.kelly@example.co.uk",
  customerPhone: "07700 900456",
  customerFirstName: "Niamh",
  customerLastName: "Kelly",
  customerAddress: "3 Quay Street, Belfast",
  customerPostcode: "BT1 3FG",
  accountCode: "",
  deliveryMethod: "collection",
  termsAccepted: true,
  collectionLocationId,
});

async function checkoutFrom(branchId: number) {
  const visitor = new Visitor(app);
  const list = await visitor.createReservation(stPatricksPeriod());
  await visitor.add(list.id, DAILY.slug, 1);
  const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, customer(branchId));
  return { response, visitor };
}

describe("checkout on a bank holiday", () => {
  it("is refused when the period starts on a bank holiday of the branch's nation, naming the field", async () => {
    const { response, visitor } = await checkoutFrom(BELFAST);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatch(
      /^Please change your start date: branches are closed on St\.? Patrick.s Day, 17 March \d{4}\.$/,
    );
    expect(body.issues).toEqual([{ field: "startDate", message: body.error }]);
    // Nothing was submitted: the list is still open.
    expect(await visitor.read()).not.toBeNull();
  });

  it("is accepted for the same dates at a branch in a nation where the day is not a holiday", async () => {
    const { response } = await checkoutFrom(ABERYSTWYTH);
    expect(response.status).toBe(201);
    expect((await response.json()).referenceNumber).toMatch(/^ML-/);
  });
});

describe("GET /api/bank-holidays", () => {
  const thisYear = Number(todayInLondon().slice(0, 4));

  it("lists a nation's holidays for this year and the next two, cacheable", async () => {
    const response = await app.fetch("/api/bank-holidays?nation=sct");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const body = await response.json();
    expect(body.nation).toBe("sct");
    expect(body.nationName).toBe("Scotland");
    const dates: string[] = body.holidays.map((holiday: { date: string }) => holiday.date);
    expect(dates[0]).toBe(`${thisYear}-01-01`);
    expect(dates.at(-1)!.startsWith(`${thisYear + 2}-12`)).toBe(true);
    expect(body.holidays).toContainEqual({ date: `${thisYear + 1}-01-02`, name: "January 2nd" });
  });

  it("takes the nation from a branch's postcode", async () => {
    const body = await (await app.fetch(`/api/bank-holidays?branch=${BELFAST}`)).json();
    expect(body.nation).toBe("nir");
    expect(body.holidays.some((holiday: { name: string }) => /Patrick/.test(holiday.name))).toBe(true);
    expect((await app.fetch("/api/bank-holidays?branch=999999")).status).toBe(404);
  });

  it("refuses an unknown nation or a missing one with 400 naming the field", async () => {
    for (const path of [
      "/api/bank-holidays?nation=wales",
      "/api/bank-holidays",
      "/api/bank-holidays?nation=eng&branch=2",
    ]) {
      const response = await app.fetch(path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).error).toMatch(/nation/);
    }
    const response = await app.fetch("/api/bank-holidays?branch=abc");
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/branch/);
  });
});

describe("special request on a bank holiday", () => {
  const specialRequest = (postcode: string) =>
    app.fetch("/api/special-request", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        email: "niamh.kelly@example.co.uk",
        telephone: "07700 900456",
        postcode,
        daysRequired: 2,
        fromDate: stPatricksPeriod().startDate,
        equipment: {
          equipmentSlug: DAILY.slug,
          name: "x",
          productCode: "x",
          type: "Hire",
          rate: "1",
          rateType: "per day",
        },
      }),
    });

  it("is refused when it starts on a bank holiday of the branch that would call back, naming fromDate", async () => {
    const response = await specialRequest("BT1 3FG");
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatch(/^fromDate: Please change your start date: branches are closed on St\.? Patrick.s Day/);
    expect(body.issues).toEqual([{ field: "fromDate", message: body.error.replace(/^fromDate: /, "") }]);
  });

  it("is accepted on the same day where the branch's nation works", async () => {
    const response = await specialRequest("SY23 3BZ");
    expect(response.status).toBe(201);
    expect((await response.json()).referenceNumber).toMatch(/^SR-/);
  });
});
