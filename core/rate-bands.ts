import { parsePence } from "./money.js";

// Rate bands (docs/decisions/money.md P7, P8): an item's prices for a day, a weekend, a week and an extra day after a
// week, and the cheapest combination of them that covers a hire period. Pure: the server prices with it (P3), and
// the tests hold it to an exhaustive search (rate-bands.test.ts).

/** An item's bands as imported: decimal strings ex VAT. `day` is always there when an item has bands. */
export interface RateBands {
  day: string;
  weekend: string | null;
  week: string | null;
  /** Each day of a hire that also has at least one week (P8); only with `week`. */
  extraDay: string | null;
}

export const BAND_NAMES = ["week", "weekend", "day", "extraDay"] as const;
export type BandName = (typeof BAND_NAMES)[number];

export interface BandPart {
  band: BandName;
  count: number;
}

export interface BandPrice {
  /** The price of one item for the period, in whole pence (bands are whole pence, so nothing is rounded). */
  pence: bigint;
  /** Weeks, weekends, days, extra days: the parts in that order, each with a count of at least 1. */
  parts: BandPart[];
}

type BandPence = Record<BandName, bigint | null>;

export function bandPence(bands: RateBands): BandPence {
  const pence = (text: string | null) => (text === null ? null : parsePence(text));
  return {
    day: parsePence(bands.day),
    weekend: pence(bands.weekend),
    week: pence(bands.week),
    extraDay: bands.week === null ? null : pence(bands.extraDay),
  };
}

/** 0 = Sunday ... 6 = Saturday, of a `YYYY-MM-DD` calendar day. */
export function weekdayOf(isoDate: string): number {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * P8: hire day `i` of a period is the 24 hours from the morning of start + i. The hire days that begin on a Friday,
 * Saturday or Sunday belong to that weekend: out on Friday (from midday), back on Monday (by midday).
 */
export function isWeekendDay(weekday: number): boolean {
  return weekday === 5 || weekday === 6 || weekday === 0;
}

/** Pence as a plain number: exact, since a year of the largest importable price stays far below 2^53. */
interface Cover {
  pence: number;
  weekends: number;
  singles: number;
}

/**
 * The cheapest cover of hire days [0, m) by weekends and single days of price `single`, for every m from 0 to
 * `length`, in one pass. Each weekend's days are priced on their own: one weekend band, or its days one by one,
 * whichever is less (ties: the fewer parts).
 */
function prefixCovers(length: number, startWeekday: number, single: number, weekend: number | null): Cover[] {
  const covers: Cover[] = [{ pence: 0, weekends: 0, singles: 0 }];
  const closed: Cover = { pence: 0, weekends: 0, singles: 0 };
  let run = 0;
  const runCover = (): Cover => {
    const days = single * run;
    if (run > 0 && weekend !== null && (weekend < days || (weekend === days && run > 1))) {
      return { pence: weekend, weekends: 1, singles: 0 };
    }
    return { pence: days, weekends: 0, singles: run };
  };
  const closeRun = () => {
    const cover = runCover();
    closed.pence += cover.pence;
    closed.weekends += cover.weekends;
    closed.singles += cover.singles;
    run = 0;
  };
  for (let i = 0; i < length; i += 1) {
    const weekday = (startWeekday + i) % 7;
    // A weekend's run of days ends at the next weekday (Friday follows Thursday, so runs never join).
    if (isWeekendDay(weekday)) run += 1;
    else {
      closeRun();
      closed.pence += single;
      closed.singles += 1;
    }
    const open = runCover();
    covers.push({
      pence: closed.pence + open.pence,
      weekends: closed.weekends + open.weekends,
      singles: closed.singles + open.singles,
    });
  }
  return covers;
}

/**
 * The cheapest combination of bands that covers `days` hire days starting on `startWeekday` (P7). Any 7 days hold
 * one of each weekday, so the weeks of a cheapest cover can always be moved to the end of the period without
 * changing what the other parts cover; this tries every number of weeks and prices the days before them.
 * Ties go to the fewer parts, then to more weeks. Without a start day (null) no weekend band is used.
 */
export function cheapestBands(bands: RateBands, days: number, startWeekday: number | null): BandPrice {
  const exactPrice = bandPence(bands);
  const price = Object.fromEntries(
    BAND_NAMES.map((name) => [name, exactPrice[name] === null ? null : Number(exactPrice[name])]),
  ) as Record<BandName, number | null>;
  const weekend = startWeekday === null ? null : price.weekend;
  const maxWeeks = price.week === null ? 0 : Math.ceil(days / 7);
  const start = startWeekday ?? 1;
  const byDay = prefixCovers(days, start, price.day!, weekend);
  const useExtra = price.extraDay !== null && price.extraDay < price.day!;
  const byExtraDay = useExtra ? prefixCovers(days, start, price.extraDay!, weekend) : byDay;
  let best: { pence: number; parts: number; weeks: number; cover: Cover; extra: boolean } | null = null;
  for (let weeks = maxWeeks; weeks >= 0; weeks -= 1) {
    const extra = weeks > 0 && useExtra;
    const cover = (extra ? byExtraDay : byDay)[Math.max(0, days - 7 * weeks)];
    const pence = cover.pence + weeks * (price.week ?? 0);
    const parts = weeks + cover.weekends + cover.singles;
    if (!best || pence < best.pence || (pence === best.pence && parts < best.parts)) {
      best = { pence, parts, weeks, cover, extra };
    }
  }
  const { weeks, cover, extra } = best!;
  const parts: BandPart[] = [
    { band: "week", count: weeks },
    { band: "weekend", count: cover.weekends },
    { band: extra ? "extraDay" : "day", count: cover.singles },
  ];
  return { pence: BigInt(best!.pence), parts: parts.filter((part) => part.count > 0) };
}

/** The price of the parts at the given bands (what a line's parts add up to). */
export function partsPence(bands: RateBands, parts: BandPart[]): bigint {
  const price = bandPence(bands);
  return parts.reduce((sum, part) => sum + (price[part.band] ?? 0n) * BigInt(part.count), 0n);
}
