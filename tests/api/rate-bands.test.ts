import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, isSunday, todayInLondon } from "../../core/hire-dates.js";
import type { HireRequestSnapshot } from "../../core/hire-request-snapshot.js";
import { weekdayOf } from "../../core/rate-bands.js";
import { hireRequests, mailOutbox } from "../../server/db/schema.js";
import { AppError } from "../../server/errors.js";
import { importCsv } from "../../server/services/import/index.js";
import { isBankHolidaySomewhere, PAT_CHECKOUT, Visitor, WEEKLY } from "../helpers/mylist.js";
import { pdfText } from "../helpers/pdf-text.js";
import { freshDatabase, startTestApp, type TestApp } from "../helpers/test-app.js";

// docs/decisions/money.md P7-P9: the server prices Hire lines by their rate bands and says how, in MyList, at
// checkout, in the estimate and in both e-mails; an item with only a rate says how its pro-rata price was worked out.

// Demo item with bands: 780.00 per week; day 312.00, weekend 624.00, week 780.00, extra day 111.50.
const BANDED = { slug: "articulated-boom-lift-20m", name: "Articulated Boom Lift 20m" };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ template: "demo", services: { backgroundWork: false } });
});
afterAll(() => app?.close());

const open = (date: string) => !isSunday(date) && !isBankHolidaySomewhere(date);

/** The first `weekday` (0 Sunday .. 6 Saturday) at least two days ahead from which a `days` hire is bookable. */
function periodFrom(weekday: number, days: number) {
  for (let date = addDays(todayInLondon(), 2); ; date = addDays(date, 1)) {
    if (weekdayOf(date) === weekday && open(date) && open(addDays(date, days))) {
      return { startDate: date, endDate: addDays(date, days) };
    }
  }
}

async function listOf(period: { startDate: string; endDate: string }, items: [string, number][]) {
  const visitor = new Visitor(app);
  const list = await visitor.createReservation(period);
  for (const [slug, quantity] of items) expect((await visitor.add(list.id, slug, quantity)).status).toBe(201);
  return { visitor, list: (await visitor.read())! };
}

describe("rate bands in MyList and at checkout", () => {
  it("prices a banded line as the cheapest combination and says how", async () => {
    const { list } = await listOf(periodFrom(1, 9), [[BANDED.slug, 2]]);
    const [item] = list.items;
    expect(item.pricing).toEqual({
      kind: "bands",
      parts: [
        { band: "week", count: 1, amount: "780.00" },
        { band: "extraDay", count: 2, amount: "223.00" },
      ],
    });
    expect(item.totalCost).toBe("2006.00");
    expect(item.dailyRate).toBe("312.00");
    expect(list.hireTotal).toBe("2006.00");
    expect(list.damageWaiver).toBe("320.96");
  });

  it("charges a Friday-to-Monday hire as one weekend", async () => {
    const { list } = await listOf(periodFrom(5, 3), [[BANDED.slug, 1]]);
    expect(list.items[0].pricing).toEqual({ kind: "bands", parts: [{ band: "weekend", count: 1, amount: "624.00" }] });
    expect(list.totalCost).toBe("624.00");
  });

  it("prices an item with only a rate pro rata, as before, and says how (P2)", async () => {
    const { list } = await listOf(periodFrom(1, 4), [[WEEKLY.slug, 1]]);
    expect(list.items[0].pricing).toEqual({
      kind: "rate",
      rate: "495.00",
      rateType: "per week",
      days: 4,
      amount: "282.86",
    });
    expect(list.totalCost).toBe("282.86");
  });

  it("carries the lines' pricing into the request, both e-mails and the estimate", async () => {
    const { visitor, list } = await listOf(periodFrom(1, 9), [
      [BANDED.slug, 1],
      [WEEKLY.slug, 1],
    ]);
    const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
      ...PAT_CHECKOUT,
      collectionLocationId: 2,
    });
    expect(response.status).toBe(201);
    const { referenceNumber } = await response.json();
    const [row] = await app.database.db
      .select()
      .from(hireRequests)
      .where(eq(hireRequests.referenceNumber, referenceNumber));
    const snapshot = row.snapshot as HireRequestSnapshot;
    expect(snapshot.items.map((item) => item.pricing?.kind)).toEqual(["bands", "rate"]);
    // 780 + 2 x 111.50, and 495 x 9 / 7 = 636.43.
    expect(snapshot.totals.hireTotal).toBe("1639.43");

    const mails = await app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.referenceNumber, referenceNumber));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      for (const part of [mail.textBody, mail.htmlBody]) {
        expect(part).toContain("1 week £780.00 + 2 extra days £223.00");
        expect(part).toContain("£495.00 a week, charged by the day: 9 days £636.43");
      }
    }
  });

  it("says how in the MyList estimate PDF", async () => {
    const { visitor, list } = await listOf(periodFrom(1, 9), [[BANDED.slug, 1]]);
    const pdf = await visitor.request("GET", `/api/reservations/${list.id}/estimate.pdf`);
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\s+/g, " ");
    expect(text).toContain("1 week £780.00 + 2 extra days");
  });
});

describe("importing rate bands", () => {
  const header = "equipmentSlug,name,productCode,type,rate,rateType,rateDay,rateWeekend,rateWeek,rateExtraDay";

  async function refusal(input: string): Promise<AppError> {
    const database = await freshDatabase();
    try {
      const error = await importCsv({ db: database.db, table: "equipment", input }).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    } finally {
      await database.close();
    }
  }

  it("names the row and column of a bad band cell", async () => {
    const error = await refusal(
      [header, "a,A,P1,Hire,180,per week,45,90,180,25", "b,B,P2,Hire,180,per week,45,ninety,180,", ""].join("\n"),
    );
    expect(error.status).toBe(400);
    expect(error.message).toContain("Row 3, rateWeekend: must be a number such as 25 or 25.50");
    expect(error.issues).toEqual([expect.objectContaining({ row: 3, column: "rateWeekend" })]);
  });

  it("refuses bands that do not fit together, naming each row and column", async () => {
    const error = await refusal(
      [
        header,
        "a,A,P1,Hire,180,per week,,90,180,",
        "b,B,P2,Resale,9.99,,5,,,",
        "c,C,P3,Hire,180,per week,45,90,170,",
        "d,D,P4,Hire,45,per day,45,,,20",
        "",
      ].join("\n"),
    );
    const issues = error.issues as unknown as { row: number; column: string }[];
    expect(issues.map((issue) => [issue.row, issue.column])).toEqual([
      [2, "rateDay"],
      [3, "rateDay"],
      [4, "rateWeek"],
      [5, "rateWeek"],
    ]);
    expect(error.message).toContain("Row 4, rateWeek: must equal rate (180.00) for an item priced per week");
  });

  it("imports good bands and an item without them", async () => {
    const database = await freshDatabase();
    try {
      const input = [header, "a,A,P1,Hire,180,per week,45,90,180,25", "b,B,P2,Hire,12,per day,,,,", ""].join("\n");
      const result = await importCsv({ db: database.db, table: "equipment", input });
      expect(result.recordsImported).toBe(2);
    } finally {
      await database.close();
    }
  });
});
