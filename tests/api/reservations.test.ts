import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInLondon } from "../../core/hire-dates.js";
import { bookablePeriod, DAILY, oneDayPeriod, RESALE, Visitor, WEEKLY, weekday } from "../helpers/mylist.js";
import { reservations } from "../../server/db/schema.js";
import { deleteStaleDrafts } from "../../server/services/reservations/cleanup.js";
import { pdfText } from "../helpers/pdf-text.js";
import { startTestApp, type TestApp } from "../helpers/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ template: "demo", services: { backgroundWork: false } });
});
afterAll(() => app?.close());

describe("creating and reading a MyList", () => {
  it("creates an active list with cost 0.00, and answers the same list again (R3)", async () => {
    const visitor = new Visitor(app);
    const response = await visitor.request("POST", "/api/reservations", { sessionId: visitor.sessionId });
    expect(response.status).toBe(201);
    const created = await response.json();
    const today = todayInLondon();
    expect(created.startDate > today).toBe(true); // the implicit period (R9; its dates are tested below)
    expect(created).toMatchObject({
      sessionId: visitor.sessionId,
      status: "active",
      totalCost: "0.00",
      items: [],
    });
    const again = await visitor.request("POST", "/api/reservations", { sessionId: visitor.sessionId });
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(created.id);
  });

  it("creates the same list once when two creations race", async () => {
    const visitor = new Visitor(app);
    const answers = await Promise.all(
      [1, 2, 3].map(() => visitor.request("POST", "/api/reservations", { sessionId: visitor.sessionId })),
    );
    const ids = await Promise.all(answers.map(async (response) => (await response.json()).id));
    expect(new Set(ids).size).toBe(1);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
  });

  it("reads the session's list with Cache-Control: no-store, and 404 for a session without one", async () => {
    const visitor = new Visitor(app);
    const none = await app.fetch(`/api/reservations/session/${visitor.sessionId}`);
    expect(none.status).toBe(404);
    expect(await none.json()).toHaveProperty("error");
    const list = await visitor.createReservation();
    const response = await app.fetch(`/api/reservations/session/${visitor.sessionId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await response.json()).id).toBe(list.id);
  });

  it("refuses malformed session ids, dates in the past and an end not after the start", async () => {
    const visitor = new Visitor(app);
    const short = await visitor.request("POST", "/api/reservations", { sessionId: "abc" });
    expect(short.status).toBe(400);
    expect((await short.json()).issues[0].field).toBe("sessionId");
    const past = await visitor.request("POST", "/api/reservations", {
      sessionId: visitor.sessionId,
      startDate: addDays(todayInLondon(), -1),
      endDate: addDays(todayInLondon(), 1),
    });
    expect(past.status).toBe(400);
    expect((await past.json()).issues[0].field).toBe("startDate");
    const backwards = await visitor.request("POST", "/api/reservations", {
      sessionId: visitor.sessionId,
      startDate: weekday(3),
      endDate: weekday(3),
    });
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).issues[0].field).toBe("endDate");
    const notADate = await visitor.request("POST", "/api/reservations", {
      sessionId: visitor.sessionId,
      startDate: "2030-02-30",
    });
    expect(notADate.status).toBe(400);
    expect(await visitor.read()).toBeNull();
  });

  it("refuses a creation whose X-Session-Id header differs from the body's sessionId", async () => {
    const visitor = new Visitor(app);
    const other = new Visitor(app);
    const response = await visitor.request(
      "POST",
      "/api/reservations",
      { sessionId: other.sessionId },
      { "X-Session-Id": visitor.sessionId },
    );
    expect(response.status).toBe(400);
    expect(await other.read()).toBeNull();
  });
});

describe("items: the merge rule, the maximum, removal", () => {
  it("adds an item priced by the server, ignoring the browser's figures (P3)", async () => {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation(bookablePeriod(7));
    const response = await visitor.request("POST", `/api/reservations/${list.id}/items`, {
      equipmentSlug: WEEKLY.slug,
      quantity: 2,
      dailyRate: "0.01",
      totalCost: "0.01",
    });
    expect(response.status).toBe(201);
    const item = await response.json();
    expect(item).toMatchObject({
      quantity: 2,
      equipment: { equipmentSlug: WEEKLY.slug, type: "Hire", rate: WEEKLY.rate, rateType: "per week" },
      dailyRate: "70.71", // 495 / 7 = 70.714...
      available: true,
    });
    const read = await visitor.read();
    const days = read!.days;
    expect(days).toBeGreaterThanOrEqual(7);
    // 495.00 x 2 x days / 7, rounded half-up once
    expect(read!.totalCost).toBe(((Math.round((49500 * 2 * days) / 7) / 100) as number).toFixed(2));
  });

  it("raises the quantity of an existing line instead of adding a second line", async () => {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation();
    expect((await visitor.add(list.id, DAILY.slug, 3)).status).toBe(201);
    const merged = await visitor.add(list.id, DAILY.slug, 4);
    expect(merged.status).toBe(200);
    expect((await merged.json()).quantity).toBe(7);
    const read = await visitor.read();
    expect(read!.items).toHaveLength(1);
    expect(read!.items[0].quantity).toBe(7);
  });

  it("refuses an add past 10 with 'Maximum available: 10' and changes nothing (R4)", async () => {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation();
    await visitor.add(list.id, DAILY.slug, 8);
    const over = await visitor.add(list.id, DAILY.slug, 3);
    expect(over.status).toBe(400);
    expect((await over.json()).error).toBe("Maximum available: 10");
    expect((await visitor.read())!.items[0].quantity).toBe(8);
    const tooMany = await visitor.add(list.id, RESALE.slug, 11);
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).issues[0]).toEqual({ field: "quantity", message: "Maximum available: 10" });
    expect((await visitor.add(list.id, DAILY.slug, 2)).status).toBe(200);
    expect((await visitor.read())!.items[0].quantity).toBe(10);
  });

  it("refuses unknown equipment and a quantity below 1", async () => {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation();
    const unknown = await visitor.add(list.id, "no-such-thing", 1);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).issues[0].field).toBe("equipmentSlug");
    const zero = await visitor.add(list.id, DAILY.slug, 0);
    expect(zero.status).toBe(400);
    expect((await zero.json()).issues[0].field).toBe("quantity");
    expect((await visitor.read())!.items).toEqual([]);
  });

  it("replays an add retried with the same Idempotency-Key instead of adding twice (R4)", async () => {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation();
    const key = { "Idempotency-Key": "add-7f3a9c" };
    const first = await visitor.add(list.id, DAILY.slug, 2, key);
    const retry = await visitor.add(list.id, DAILY.slug, 2, key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    expect((await visitor.read())!.items[0].quantity).toBe(2);
    const reused = await visitor.add(list.id, RESALE.slug, 1, key);
    expect(reused.status).toBe(409);
    const fresh = await visitor.add(list.id, DAILY.slug, 2, { "Idempotency-Key": "add-second" });
    expect((await fresh.json()).quantity).toBe(4);
  });

  it("sets a quantity, removes the line at 0 or less, and refuses more than 10", async () => {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation(oneDayPeriod());
    const item = await (await visitor.add(list.id, DAILY.slug, 1)).json();
    const changed = await visitor.request("PUT", `/api/reservations/items/${item.id}`, {
      quantity: 5,
      totalCost: "1.00",
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ quantity: 5, totalCost: "725.00" }); // 145 x 5 x 1 day
    const over = await visitor.request("PUT", `/api/reservations/items/${item.id}`, { quantity: 11 });
    expect(over.status).toBe(400);
    expect((await over.json()).error).toBe("Maximum available: 10");
    const removed = await visitor.request("PUT", `/api/reservations/items/${item.id}`, { quantity: 0 });
    expect(removed.status).toBe(200);
    expect((await visitor.read())!.items).toEqual([]);

    const other = await (await visitor.add(list.id, RESALE.slug, 2)).json();
    expect((await visitor.request("PUT", `/api/reservations/items/${other.id}`, { quantity: -3 })).status).toBe(200);
    expect((await visitor.read())!.items).toEqual([]);
  });

  it("removes an item with DELETE, then answers 404 'Item not found'", async () => {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation();
    const item = await (await visitor.add(list.id, RESALE.slug, 2)).json();
    expect((await visitor.request("DELETE", `/api/reservations/items/${item.id}`)).status).toBe(200);
    const again = await visitor.request("DELETE", `/api/reservations/items/${item.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: "Item not found" });
  });
});

describe("dates and prices", () => {
  it("re-prices hire lines when the dates change, leaving resale lines at rate x quantity", async () => {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation(oneDayPeriod());
    await visitor.add(list.id, DAILY.slug, 2);
    await visitor.add(list.id, WEEKLY.slug, 1);
    await visitor.add(list.id, RESALE.slug, 3);
    const before = (await visitor.read())!;
    expect(before.days).toBe(1);
    // 145 x 2 x 1 = 290.00; 495 / 7 = 70.714 -> 70.71; resale 3.95 x 3 = 11.85
    expect(before.items.map((item) => item.totalCost)).toEqual(["290.00", "70.71", "11.85"]);
    expect(before.hireTotal).toBe("360.71");
    expect(before.resaleTotal).toBe("11.85");
    expect(before.totalCost).toBe("372.56");

    const startDate = weekday(3);
    const endDate = addDays(startDate, 10);
    const response = await visitor.request("PUT", `/api/reservations/${list.id}`, {
      startDate,
      endDate,
      totalCost: "0.00",
    });
    expect(response.status).toBe(200);
    const after = await response.json();
    expect(after).toMatchObject({ startDate, endDate, days: 10 });
    // 145 x 2 x 10 = 2900.00; 495 x 10 / 7 = 707.142... -> 707.14; resale unchanged
    expect(after.items.map((item: { totalCost: string }) => item.totalCost)).toEqual(["2900.00", "707.14", "11.85"]);
    expect(after.totalCost).toBe("3618.99");
    // P4: 16% of the exact hire total 3607.142857... = 577.142857... -> 577.14
    expect(after.damageWaiver).toBe("577.14");
  });

  it("refuses past dates and an end not after the start on PUT, changing nothing", async () => {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation();
    const past = await visitor.request("PUT", `/api/reservations/${list.id}`, {
      startDate: addDays(todayInLondon(), -2),
    });
    expect(past.status).toBe(400);
    const backwards = await visitor.request("PUT", `/api/reservations/${list.id}`, {
      startDate: weekday(5),
      endDate: weekday(4),
    });
    expect(backwards.status).toBe(400);
    expect((await visitor.read())!.startDate).toBe(list.startDate);
  });

  it("shows equipment that has left the catalogue as 'No longer available' and re-prices changed rates (R7)", async () => {
    // Items no other test uses: this test changes the catalogue.
    const changing = "cherry-picker-trailer-mounted-12m"; // Hire, 165.00 per day
    const leaving = "articulated-boom-lift-20m";
    const visitor = new Visitor(app);
    const list = await visitor.createReservation(oneDayPeriod());
    await visitor.add(list.id, changing, 1);
    await visitor.add(list.id, leaving, 1);
    await app.database.db.execute(sql`update equipment set rate = '150.00' where equipment_slug = ${changing}`);
    await app.database.db.execute(sql`delete from equipment where equipment_slug = ${leaving}`);
    await app.services.catalogue.reload();
    const read = (await visitor.read())!;
    expect(read.items[0]).toMatchObject({ totalCost: "150.00", available: true, notice: null });
    expect(read.items[1]).toMatchObject({ available: false, notice: "No longer available", totalCost: "0.00" });
    expect(read.totalCost).toBe("150.00");
  });
});

describe("ownership (R2)", () => {
  it("answers 404 and changes nothing when X-Session-Id is missing or belongs to someone else", async () => {
    const owner = new Visitor(app);
    const stranger = new Visitor(app);
    const list = await owner.createReservation();
    const item = await (await owner.add(list.id, DAILY.slug, 1)).json();
    const attempts: [string, string, unknown?][] = [
      ["PUT", `/api/reservations/${list.id}`, { startDate: weekday(4), endDate: weekday(6) }],
      ["DELETE", `/api/reservations/${list.id}`],
      ["POST", `/api/reservations/${list.id}/items`, { equipmentSlug: RESALE.slug, quantity: 1 }],
      ["PUT", `/api/reservations/items/${item.id}`, { quantity: 5 }],
      ["DELETE", `/api/reservations/items/${item.id}`],
      ["POST", `/api/reservations/${list.id}/checkout`, {}],
    ];
    for (const [method, path, body] of attempts) {
      expect((await stranger.request(method, path, body)).status, `${method} ${path}`).toBe(404);
      const anonymous = await app.fetch(path, {
        method,
        headers: { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(anonymous.status, `${method} ${path} without a session`).toBe(404);
    }
    const read = (await owner.read())!;
    expect(read.startDate).toBe(list.startDate);
    expect(read.items).toHaveLength(1);
    expect(read.items[0].quantity).toBe(1);
  });

  it("clears the list with DELETE; the session then has none", async () => {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation();
    await visitor.add(list.id, DAILY.slug, 1);
    const response = await visitor.request("DELETE", `/api/reservations/${list.id}`);
    expect(response.status).toBe(200);
    expect(await visitor.read()).toBeNull();
    expect((await visitor.request("DELETE", `/api/reservations/${list.id}`)).status).toBe(404);
  });
});

describe("clean-up (R8)", () => {
  it("deletes drafts untouched for 30 days, keeping recent drafts and submitted lists", async () => {
    const stale = new Visitor(app);
    const recent = new Visitor(app);
    const submitted = new Visitor(app);
    const staleList = await stale.createReservation();
    await stale.add(staleList.id, DAILY.slug, 1);
    await recent.createReservation();
    const submittedList = await submitted.createReservation();
    await app.database.db.execute(
      sql`update reservations set updated_at = now() - interval '31 days' where id in (${staleList.id}, ${submittedList.id})`,
    );
    await app.database.db.execute(sql`update reservations set status = 'submitted' where id = ${submittedList.id}`);
    expect(await deleteStaleDrafts(app.database.db)).toBeGreaterThanOrEqual(1);
    expect(await stale.read()).toBeNull();
    expect(await recent.read()).not.toBeNull();
    const kept = await app.database.db.select().from(reservations).where(eq(reservations.id, submittedList.id));
    expect(kept).toHaveLength(1);
  });
});

describe("the implicit period of a list without Hire items (R9)", () => {
  // A clock the tests move: Saturday 28 November 2026, 10:00 in London. Monday 30 November is St Andrew's Day, a bank
  // holiday in Scotland.
  let clock = new Date("2026-11-28T10:00:00Z");
  let dated: TestApp;
  beforeAll(async () => {
    dated = await startTestApp({ template: "demo", services: { backgroundWork: false, now: () => clock } });
  });
  afterAll(() => dated?.close());

  it("starts on the first day after today that is neither a Sunday nor a bank holiday anywhere", async () => {
    clock = new Date("2026-11-28T10:00:00Z");
    const saturday = await new Visitor(dated).createReservation();
    expect(saturday).toMatchObject({ startDate: "2026-12-01", endDate: "2026-12-02", days: 1 });

    clock = new Date("2026-12-24T09:00:00Z"); // Christmas Eve: Christmas, Boxing Day, Sunday, the substitute day
    const christmas = await new Visitor(dated).createReservation();
    expect(christmas).toMatchObject({ startDate: "2026-12-29", endDate: "2026-12-30" });

    clock = new Date("2026-12-01T23:30:00Z"); // late on Tuesday 1 December in London
    const late = await new Visitor(dated).createReservation();
    expect(late).toMatchObject({ startDate: "2026-12-02", endDate: "2026-12-03" });
  });

  it("moves on when it has run out, but keeps the dates of a list with a Hire item", async () => {
    clock = new Date("2026-11-30T10:00:00Z"); // Monday
    const resale = new Visitor(dated);
    const resaleList = await resale.createReservation();
    expect(resaleList).toMatchObject({ startDate: "2026-12-01", endDate: "2026-12-02" });
    await resale.add(resaleList.id, RESALE.slug, 2);
    const hire = new Visitor(dated);
    const hireList = await hire.createReservation({ startDate: "2026-12-01", endDate: "2026-12-04" });
    await hire.add(hireList.id, DAILY.slug, 1);

    clock = new Date("2026-12-04T10:00:00Z"); // Friday: both periods have started
    expect(await resale.read()).toMatchObject({ startDate: "2026-12-05", endDate: "2026-12-07", totalCost: "7.90" });
    expect(await hire.read()).toMatchObject({ startDate: "2026-12-01", endDate: "2026-12-04" });
  });
});

describe("a list's size (R11)", () => {
  it("holds at most 50 different items: the next new one is refused in plain words, more of one already there is not", async () => {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation(bookablePeriod(2));
    const slugs = app.services.catalogue
      .current()
      .equipment()
      .slice(0, 51)
      .map((item) => item.equipmentSlug);
    for (const slug of slugs.slice(0, 50)) expect((await visitor.add(list.id, slug)).status).toBe(201);

    const refused = await visitor.add(list.id, slugs[50]!);
    expect(refused.status).toBe(422);
    const answer = await refused.json();
    expect(answer.error).toBe(
      "Your list already has 50 different items, the most one request can hold. Send this request first, or remove an item to add another.",
    );
    expect(answer.issues[0].field).toBe("equipmentSlug");
    // More of an item already listed is a quantity, not a new line.
    expect((await visitor.add(list.id, slugs[0]!)).status).toBe(200);
    const full = (await visitor.read())!;
    expect(full.items).toHaveLength(50);
    expect(full.items.some((item) => item.equipment.equipmentSlug === slugs[50])).toBe(false);

    // With a line removed there is room again.
    expect((await visitor.request("DELETE", `/api/reservations/items/${full.items[1]!.id}`)).ok).toBe(true);
    expect((await visitor.add(list.id, slugs[50]!)).status).toBe(201);
  });
});

describe("the MyList estimate PDF of a long list (N18)", () => {
  // A clock the test moves: a PDF drawn again would carry the new time as its creation date.
  let clock = new Date("2026-11-27T10:00:00Z");
  let printing: TestApp;
  beforeAll(async () => {
    printing = await startTestApp({ template: "demo", services: { backgroundWork: false, now: () => clock } });
  });
  afterAll(() => printing?.close());

  it("is drawn once per version of the list: asked again, the same bytes; changed, a new estimate", async () => {
    const visitor = new Visitor(printing);
    const list = await visitor.createReservation(bookablePeriod(2));
    const items = printing.services.catalogue.current().equipment().slice(0, 50);
    for (const item of items) expect((await visitor.add(list.id, item.equipmentSlug)).status).toBe(201);
    const estimate = async () => {
      const response = await visitor.request("GET", `/api/reservations/${list.id}/estimate.pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      return Buffer.from(await response.arrayBuffer());
    };

    const first = await estimate();
    expect(pdfText(first)).toContain(items.at(-1)!.productCode);
    clock = new Date(clock.getTime() + 60_000);
    expect((await estimate()).equals(first)).toBe(true);

    await visitor.add(list.id, items[0]!.equipmentSlug);
    const changed = await estimate();
    expect(changed.equals(first)).toBe(false);
    expect(pdfText(changed)).toContain(items.at(-1)!.productCode);
  });
});
