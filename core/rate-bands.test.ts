import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPence } from "./money.js";
import { cheapestBands, partsPence, weekdayOf, type RateBands } from "./rate-bands.js";

// docs/decisions/money.md P7, P8: the cheapest combination of bands, held to an exhaustive search.

const bands = (
  day: string,
  weekend: string | null,
  week: string | null,
  extraDay: string | null = null,
): RateBands => ({
  day,
  weekend,
  week,
  extraDay,
});

const FRIDAY = 5;
const MONDAY = 1;

/**
 * The reference: every sequence of bands laid end to end from the first hire day (a day or an extra day covers one
 * day, a week seven, a weekend any days of one Friday-to-Sunday run), searched exhaustively with memoised positions.
 * Extra days count only when the sequence also holds a week.
 */
function exhaustive(b: RateBands, days: number, startWeekday: number): bigint {
  const pence = (text: string | null) => (text === null ? null : BigInt(Math.round(Number(text) * 100)));
  const day = pence(b.day)!;
  const weekend = pence(b.weekend);
  const week = pence(b.week);
  const extra = week === null ? null : pence(b.extraDay);
  const INF = 1n << 60n;
  const memo = new Map<string, bigint>();
  const search = (at: number, hasWeek: boolean, usedExtra: boolean): bigint => {
    if (at >= days) return usedExtra && !hasWeek ? INF : 0n;
    const key = `${at}/${hasWeek}/${usedExtra}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = day + search(at + 1, hasWeek, usedExtra);
    if (extra !== null) best = min(best, extra + search(at + 1, hasWeek, true));
    if (week !== null) best = min(best, week + search(at + 7, true, usedExtra));
    const weekday = (startWeekday + at) % 7;
    // Friday (5), Saturday (6) and Sunday (0) begin the hire days of a weekend.
    if (weekend !== null && (weekday === 5 || weekday === 6 || weekday === 0)) {
      const left = weekday === 5 ? 3 : weekday === 6 ? 2 : 1;
      for (let cover = 1; cover <= left; cover += 1) best = min(best, weekend + search(at + cover, hasWeek, usedExtra));
    }
    memo.set(key, best);
    return best;
  };
  return search(0, false, false);
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

describe("cheapestBands", () => {
  const tool = bands("45.00", "90.00", "180.00", "25.00");

  it("prices a day, a weekend, a week and a week with extra days", () => {
    expect(cheapestBands(tool, 1, MONDAY)).toEqual({ pence: 4500n, parts: [{ band: "day", count: 1 }] });
    expect(cheapestBands(tool, 3, FRIDAY)).toEqual({ pence: 9000n, parts: [{ band: "weekend", count: 1 }] });
    expect(cheapestBands(tool, 7, MONDAY)).toEqual({ pence: 18000n, parts: [{ band: "week", count: 1 }] });
    expect(cheapestBands(tool, 9, MONDAY)).toEqual({
      pence: 23000n,
      parts: [
        { band: "week", count: 1 },
        { band: "extraDay", count: 2 },
      ],
    });
  });

  it("uses a weekend only on the days that begin Friday to Sunday", () => {
    // Thursday to Monday: Thursday by the day, then the weekend.
    expect(cheapestBands(tool, 4, 4).parts).toEqual([
      { band: "weekend", count: 1 },
      { band: "day", count: 1 },
    ]);
    // Monday to Thursday: three days, no weekend.
    expect(cheapestBands(bands("45.00", "60.00", null), 3, MONDAY).pence).toBe(13500n);
    // Without a start day no weekend is used.
    expect(cheapestBands(tool, 3, null).pence).toBe(13500n);
  });

  it("takes a week when it is cheaper than the days it covers", () => {
    expect(cheapestBands(tool, 5, MONDAY)).toEqual({ pence: 18000n, parts: [{ band: "week", count: 1 }] });
  });

  it("ignores an extra-day rate that is dearer than a day, and one without a week", () => {
    expect(cheapestBands(bands("20.00", null, "100.00", "30.00"), 8, MONDAY).parts).toEqual([
      { band: "week", count: 1 },
      { band: "day", count: 1 },
    ]);
    expect(cheapestBands(bands("20.00", null, null, "5.00"), 8, MONDAY).pence).toBe(16000n);
  });

  it("reads the weekday of a calendar date", () => {
    expect(weekdayOf("2026-11-27")).toBe(FRIDAY);
    expect(weekdayOf("2026-11-30")).toBe(MONDAY);
  });

  const money = fc.integer({ min: 1, max: 60_000 }).map((pence) => formatPence(BigInt(pence)));
  const bandsArb = fc
    .record({
      day: money,
      weekend: fc.option(money, { nil: null }),
      week: fc.option(money, { nil: null }),
      extraDay: fc.option(money, { nil: null }),
    })
    .map((b) => ({ ...b, extraDay: b.week === null ? null : b.extraDay }));

  it("equals an exhaustive search for every period of 1-365 days and every start day", () => {
    fc.assert(
      fc.property(bandsArb, fc.integer({ min: 1, max: 365 }), fc.integer({ min: 0, max: 6 }), (b, days, start) => {
        const price = cheapestBands(b, days, start);
        expect(price.pence).toBe(exhaustive(b, days, start));
        expect(partsPence(b, price.parts)).toBe(price.pence);
      }),
      { numRuns: 400 },
    );
  });

  it("equals an exhaustive search on the short periods where weekends matter most", () => {
    fc.assert(
      fc.property(bandsArb, fc.integer({ min: 1, max: 21 }), fc.integer({ min: 0, max: 6 }), (b, days, start) => {
        expect(cheapestBands(b, days, start).pence).toBe(exhaustive(b, days, start));
      }),
      { numRuns: 1000 },
    );
  });

  it("never costs more than the days one by one", () => {
    fc.assert(
      fc.property(bandsArb, fc.integer({ min: 1, max: 365 }), fc.integer({ min: 0, max: 6 }), (b, days, start) => {
        const price = cheapestBands(b, days, start);
        expect(price.pence <= BigInt(days) * BigInt(Math.round(Number(b.day) * 100))).toBe(true);
      }),
    );
  });
});
