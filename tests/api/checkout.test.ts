import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, isSunday, todayInLondon } from "../../core/hire-dates.js";
import { formatMoney } from "../../core/money.js";
import { hireRequests, mailOutbox } from "../../server/db/schema.js";
import type { PostcodeLookup } from "../../server/integrations/postcode-lookup.js";
import type { HireRequestSnapshot } from "../../core/hire-request-snapshot.js";
import { bookablePeriod, DAILY, RESALE, Visitor, WEEKLY } from "../helpers/mylist.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

// The postcode service is the branch finder's; until its client lands, the services take any PostcodeLookup.
// This one answers like postcodes.io would for three postcodes, and is "unreachable" for the rest (G1).
const knownPostcodes: PostcodeLookup = {
  async lookup(postcode) {
    const compact = postcode.toUpperCase().replace(/\s/g, "");
    if (compact === "AB126QJ")
      return {
        status: "found",
        postcode: "AB12 6QJ",
        town: "Aberdeen City",
        region: "Scotland",
        latitude: 57.14,
        longitude: -2.1,
      };
    if (compact === "ZZ99ZZ") return { status: "not-found" };
    if (compact === "LS27HY" && heldLookup) {
      heldLookup.asked();
      await heldLookup.answer;
    }
    return { status: "unavailable" };
  },
};
/** While set, a lookup of LS2 7HY says it was asked and waits for `answer`. */
let heldLookup: { asked: () => void; answer: Promise<void> } | undefined;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ template: "demo", services: { backgroundWork: false, postcodes: knownPostcodes } });
});
afterAll(() => app?.close());

const customer = {
  customerEmail: "sam.taylor@example.co.uk",
  customerPhone: "07700 900123",
  customerFirstName: "Sam",
  customerLastName: "Taylor",
  customerAddress: "12 Mill Lane, Leeds",
  customerPostcode: "ls1 4dy",
  accountCode: "",
  deliveryMethod: "collection",
  termsAccepted: true,
  collectionLocationId: 2,
};

async function listWithItems(period = bookablePeriod(7)) {
  const visitor = new Visitor(app);
  const list = await visitor.createReservation(period);
  await visitor.add(list.id, WEEKLY.slug, 1);
  await visitor.add(list.id, DAILY.slug, 2);
  await visitor.add(list.id, RESALE.slug, 3);
  return { visitor, list };
}

const checkoutOf = (visitor: Visitor, id: number, body: unknown) =>
  visitor.request("POST", `/api/reservations/${id}/checkout`, body);

const outboxFor = (referenceNumber: string) =>
  app.database.db.select().from(mailOutbox).where(eq(mailOutbox.referenceNumber, referenceNumber));

async function requestFor(referenceNumber: string) {
  const [row] = await app.database.db
    .select()
    .from(hireRequests)
    .where(eq(hireRequests.referenceNumber, referenceNumber));
  return row;
}

describe("checkout", () => {
  it("records the request, submits the list and queues the customer's copy and the branch's enquiry", async () => {
    const { visitor, list } = await listWithItems();
    const response = await checkoutOf(visitor, list.id, customer);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      referenceNumber: expect.stringMatching(/^ML-[2-9A-Z]{4}-[2-9A-Z]{4}$/),
      trackingUrl: expect.stringMatching(/^http:\/\/hirebase\.test\/requests\/ML-/),
    });

    // R6: the session has no active list any more.
    expect(await visitor.read()).toBeNull();

    const row = await requestFor(body.referenceNumber);
    const snapshot = row.snapshot as HireRequestSnapshot;
    const days = snapshot.period.days;
    expect(snapshot.period).toMatchObject({ startDate: list.startDate, endDate: list.endDate });
    expect(snapshot.customer).toMatchObject({
      firstName: "Sam",
      postcode: "LS1 4DY",
      postcodeStatus: "unverified", // the postcode service was unreachable (G1)
      accountCode: null,
    });
    expect(snapshot.branch).toMatchObject({ id: 2, name: "Kestrel Hire Aberystwyth", chosenBy: "customer" });
    expect(snapshot.items.map((item) => [item.equipmentSlug, item.quantity])).toEqual([
      [WEEKLY.slug, 1],
      [DAILY.slug, 2],
      [RESALE.slug, 3],
    ]);
    // Exact prices, rounded once: 495 x days / 7 + 145 x 2 x days; resale 3.95 x 3.
    const hirePence = (49500 * days) / 7 + 14500 * 2 * days;
    expect(snapshot.totals.hireTotal).toBe((Math.round(hirePence) / 100).toFixed(2));
    expect(snapshot.totals.resaleTotal).toBe("11.85");
    expect(snapshot.totals.damageWaiver).toEqual({
      selected: true,
      amount: (Math.round(hirePence * 0.16) / 100).toFixed(2),
    });

    const mails = await outboxFor(body.referenceNumber);
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.status])).toEqual([
      ["hire-request-customer", "sam.taylor@example.co.uk", "pending"],
      ["hire-request-branch", "aberystwyth@kestrelhire.co.uk", "pending"],
    ]);
    for (const mail of mails) {
      for (const part of [mail.textBody, mail.htmlBody]) {
        expect(part).toContain(body.referenceNumber);
        expect(part).toContain("Articulated Boom Lift 12m");
        expect(part).toContain(formatMoney(snapshot.totals.estimatedTotal));
        expect(part).toContain("07700 900123");
        // Only the branch is told that the postcode service could not confirm the postcode.
        if (mail.kind === "hire-request-branch") expect(part).toContain("postcode unverified");
        else expect(part).not.toContain("unverified");
      }
      expect(mail.messageId).toMatch(/^<hire-request-(customer|branch)\.ML-.+@kestrelhire\.co\.uk>$/);
    }
    expect(mails[0].textBody).toContain("it is not a confirmed booking");
    expect(mails[0].replyTo).toBe("aberystwyth@kestrelhire.co.uk");
    expect(mails[1].replyTo).toBe("sam.taylor@example.co.uk");
  });

  it("answers a repeated checkout with the same reference and queues nothing again (R6)", async () => {
    const { visitor, list } = await listWithItems();
    const first = await (await checkoutOf(visitor, list.id, customer)).json();
    const again = await checkoutOf(visitor, list.id, customer);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true, referenceNumber: first.referenceNumber });
    expect(await outboxFor(first.referenceNumber)).toHaveLength(2);
    const raced = await Promise.all([1, 2].map(() => checkoutOf(visitor, list.id, customer)));
    for (const response of raced) expect((await response.json()).referenceNumber).toBe(first.referenceNumber);
    expect(await outboxFor(first.referenceNumber)).toHaveLength(2);
  });

  it("records one reference when two first checkouts race", async () => {
    const { visitor, list } = await listWithItems();
    const answers = await Promise.all([1, 2].map(() => checkoutOf(visitor, list.id, customer)));
    const refs = await Promise.all(answers.map(async (response) => (await response.json()).referenceNumber));
    expect(refs[0]).toBe(refs[1]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 201]);
    expect(await outboxFor(refs[0])).toHaveLength(2);
  });

  it("sends the list as it is when it changed while its checkout waited on the postcode service (M8)", async () => {
    const { visitor, list } = await listWithItems();
    let release!: () => void;
    const asked = new Promise<void>((resolve) => {
      heldLookup = { asked: resolve, answer: new Promise<void>((answer) => (release = answer)) };
    });
    const sending = checkoutOf(visitor, list.id, { ...customer, customerPostcode: "LS2 7HY" });
    await asked;
    expect((await visitor.add(list.id, DAILY.slug, 3)).status).toBe(200);
    const changed = (await visitor.read())!.items.find((item) => item.equipment.equipmentSlug === DAILY.slug)!;
    expect(changed.quantity).toBe(5);
    release();
    heldLookup = undefined;
    const response = await sending;
    expect(response.status, await response.clone().text()).toBe(201);
    const snapshot = (await requestFor((await response.json()).referenceNumber)).snapshot as HireRequestSnapshot;
    expect(snapshot.items.find((item) => item.equipmentSlug === DAILY.slug)).toMatchObject({
      quantity: 5,
      totalCost: changed.totalCost,
    });
    expect(await visitor.read()).toBeNull();
  });

  it("sends a delivery request to the nearest branch by great-circle distance (G3)", async () => {
    const { visitor, list } = await listWithItems();
    const response = await checkoutOf(visitor, list.id, {
      ...customer,
      customerPostcode: "AB12 6QJ",
      deliveryMethod: "delivery",
      collectionLocationId: null,
      damageWaiver: false,
      accountCode: "kh12ab",
    });
    expect(response.status).toBe(201);
    const snapshot = (await requestFor((await response.json()).referenceNumber)).snapshot as HireRequestSnapshot;
    expect(snapshot.branch).toMatchObject({ name: "Kestrel Hire Aberdeen", chosenBy: "nearest" });
    expect(snapshot.branch.distanceMiles).toBeLessThan(5);
    expect(snapshot.customer).toMatchObject({
      postcodeStatus: "verified",
      town: "Aberdeen City",
      accountCode: "KH12AB",
    });
    expect(snapshot.totals.damageWaiver).toEqual({ selected: false, amount: "0.00" });
    expect(snapshot.totals.estimatedTotal).toBe(snapshot.totals.totalCost);
  });

  it("accepts an Irish Eircode by format and routes it to the branch nearest its district (G2, G13)", async () => {
    const { visitor, list } = await listWithItems();
    const response = await checkoutOf(visitor, list.id, {
      ...customer,
      customerPostcode: "y14kx55",
      deliveryMethod: "delivery",
      collectionLocationId: null,
    });
    expect(response.status).toBe(201);
    const snapshot = (await requestFor((await response.json()).referenceNumber)).snapshot as HireRequestSnapshot;
    expect(snapshot.customer).toMatchObject({ postcode: "Y14 KX55", postcodeStatus: "eircode-format-only" });
    expect(snapshot.branch).toMatchObject({ name: "Kestrel Hire Arklow", chosenBy: "nearest" });
  });
});

describe("checkout refusals", () => {
  const refusals: [string, Record<string, unknown>, string, string][] = [
    ["a bad e-mail", { customerEmail: "sam@" }, "customerEmail", "Please enter a valid email address"],
    ["a short phone number", { customerPhone: "0770090" }, "customerPhone", "Please enter a valid UK phone number"],
    ["no first name", { customerFirstName: "  " }, "customerFirstName", "First name is required"],
    ["no last name", { customerLastName: "" }, "customerLastName", "Last name is required"],
    ["no address", { customerAddress: undefined }, "customerAddress", "Address is required"],
    ["no postcode", { customerPostcode: "" }, "customerPostcode", "Postcode is required"],
    [
      "a malformed postcode",
      { customerPostcode: "LS1" },
      "customerPostcode",
      "Please enter a valid UK postcode (e.g. SW1A 1AA)",
    ],
    [
      "a bad account code",
      { accountCode: "1AB234" },
      "accountCode",
      "Account code must be 2 letters followed by 4 alphanumeric characters",
    ],
    ["terms not accepted", { termsAccepted: false }, "termsAccepted", "You must accept the terms and conditions"],
    ["an unknown delivery method", { deliveryMethod: "post" }, "deliveryMethod", ""],
    [
      "collection without a branch",
      { collectionLocationId: null },
      "collectionLocationId",
      "Please choose a collection branch",
    ],
    ["collection from a branch that does not exist", { collectionLocationId: 99999 }, "collectionLocationId", ""],
  ];
  for (const [what, change, field, message] of refusals) {
    it(`refuses ${what} with 400 naming ${field}, and the list stays open`, async () => {
      const { visitor, list } = await listWithItems();
      const response = await checkoutOf(visitor, list.id, { ...customer, ...change });
      expect(response.status).toBe(400);
      const body = await response.json();
      const issue = body.issues.find((i: { field: string }) => i.field === field);
      expect(issue, JSON.stringify(body)).toBeDefined();
      if (message) expect(issue.message).toBe(message);
      expect((await visitor.read())!.status).toBe("active");
    });
  }

  it("refuses a postcode the postcode service does not know", async () => {
    const { visitor, list } = await listWithItems();
    const response = await checkoutOf(visitor, list.id, { ...customer, customerPostcode: "ZZ9 9ZZ" });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      { field: "customerPostcode", message: "This postcode does not exist. Please check and try again." },
    ]);
  });

  it("refuses an empty list", async () => {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation(bookablePeriod());
    const response = await checkoutOf(visitor, list.id, customer);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/MyList is empty/);
  });

  it("refuses a hire that starts today, asking for other dates (R5)", async () => {
    const visitor = new Visitor(app);
    const today = todayInLondon();
    const list = await visitor.createReservation({ startDate: today, endDate: addDays(today, 1) }); // a valid draft
    await visitor.add(list.id, DAILY.slug, 1);
    const response = await checkoutOf(visitor, list.id, customer);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      "Please change your hire dates: same-day hire cannot be requested online, so call your local branch for urgent hire.",
    );
    expect(await visitor.read()).not.toBeNull();
  });

  it("refuses a hire that starts or ends on a Sunday", async () => {
    let sunday = addDays(todayInLondon(), 2);
    while (!isSunday(sunday)) sunday = addDays(sunday, 1);
    for (const period of [
      { startDate: sunday, endDate: addDays(sunday, 2) },
      { startDate: addDays(sunday, -5), endDate: sunday },
    ]) {
      if (period.startDate <= todayInLondon()) continue;
      const { visitor, list } = await listWithItems(period);
      const response = await checkoutOf(visitor, list.id, customer);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe(
        "Please change your hire dates: hire cannot start or end on a Sunday.",
      );
    }
  });

  it("asks for lines that are no longer available to be removed (R7)", async () => {
    const gone = "articulated-boom-lift-26m";
    const { visitor, list } = await listWithItems();
    await visitor.add(list.id, gone, 1);
    await app.database.db.execute(sql`delete from equipment where equipment_slug = ${gone}`);
    await app.services.catalogue.reload();
    const response = await checkoutOf(visitor, list.id, customer);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      "Please remove items that are no longer available: Articulated Boom Lift 26m",
    );
  });

  it("answers 404 for a list of another session, before looking at the details sent", async () => {
    const { list } = await listWithItems();
    const stranger = new Visitor(app);
    expect((await checkoutOf(stranger, list.id, customer)).status).toBe(404);
    expect((await checkoutOf(stranger, list.id, { ...customer, customerEmail: "not an address" })).status).toBe(404);
  });
});

describe("checkout of a list without Hire items (R9)", () => {
  // Monday 30 November 2026 is St Andrew's Day, a bank holiday in Scotland; branch 1 is in Aberdeen.
  let clock = new Date("2026-11-26T10:00:00Z");
  let dated: TestApp;
  beforeAll(async () => {
    dated = await startTestApp({
      template: "demo",
      services: { backgroundWork: false, postcodes: knownPostcodes, now: () => clock },
    });
  });
  afterAll(() => dated?.close());

  const snapshotOf = async (referenceNumber: string) => {
    const [row] = await dated.database.db
      .select()
      .from(hireRequests)
      .where(eq(hireRequests.referenceNumber, referenceNumber));
    return row.snapshot as HireRequestSnapshot;
  };

  it("sends a Resale-only list whose day has run out, with the branch's next open day (U14)", async () => {
    clock = new Date("2026-11-26T10:00:00Z"); // Thursday
    const visitor = new Visitor(dated);
    const list = await visitor.createReservation();
    expect(list).toMatchObject({ startDate: "2026-11-27", endDate: "2026-11-28" });
    await visitor.add(list.id, RESALE.slug, 4);

    clock = new Date("2026-11-28T09:00:00Z"); // Saturday: the list's start has passed
    const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, customer);
    expect(response.status).toBe(201);
    const { referenceNumber } = await response.json();
    // An English branch (2): Sunday skipped, Monday is open there. A day, not a period (U14).
    expect((await snapshotOf(referenceNumber)).period).toEqual({
      startDate: "2026-11-30",
      endDate: "2026-11-30",
      days: 0,
    });
  });

  it("asks a Resale-only list on its branch's bank holiday for another day, and a Hire list for other dates", async () => {
    clock = new Date("2026-11-26T10:00:00Z");
    const period = { startDate: "2026-11-30", endDate: "2026-12-01" };
    const atAberdeen = { ...customer, collectionLocationId: 1 };

    const resale = new Visitor(dated);
    const resaleList = await resale.createReservation(period);
    await resale.add(resaleList.id, RESALE.slug, 1);
    const refusedDay = await resale.request("POST", `/api/reservations/${resaleList.id}/checkout`, atAberdeen);
    expect(refusedDay.status).toBe(400);
    expect((await refusedDay.json()).error).toMatch(
      /^Please choose another day for your items: branches are closed on St Andrew/,
    );

    const hire = new Visitor(dated);
    const hireList = await hire.createReservation(period);
    await hire.add(hireList.id, DAILY.slug, 1);
    const refused = await hire.request("POST", `/api/reservations/${hireList.id}/checkout`, atAberdeen);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatch(/^Please change your start date: branches are closed on St Andrew/);
  });

  it("answers the private tracking link with the first checkout only", async () => {
    clock = new Date("2026-11-26T10:00:00Z");
    const visitor = new Visitor(dated);
    const list = await visitor.createReservation();
    await visitor.add(list.id, RESALE.slug, 1);
    const first = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, customer);
    const body = await first.json();
    expect(body.trackingUrl).toMatch(
      new RegExp(`^http://hirebase\\.test/requests/${body.referenceNumber}\\?t=[\\w-]{43}$`),
    );
    const token = new URL(body.trackingUrl).searchParams.get("t")!;
    const tracked = await dated.services.desk.track(body.referenceNumber, token);
    expect(tracked).toMatchObject({ referenceNumber: body.referenceNumber, deliveryMethod: "collection" });

    const repeat = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, customer);
    expect(await repeat.json()).toEqual({ success: true, referenceNumber: body.referenceNumber });
  });
});
