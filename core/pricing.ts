import type { EquipmentType, RateType } from "./catalogue-types.js";
import { addExact, exact, formatPence, parsePence, roundHalfUp, scaleExact, type ExactPence } from "./money.js";
import { bandPence, cheapestBands, weekdayOf, type RateBands } from "./rate-bands.js";
import type { LinePricing } from "./rate-bands-text.js";

// Estimated prices of a MyList (docs/decisions/money.md P1-P4, P7-P9). Shared by the server, which decides, and the
// browser, which shows the same figures at once. Every figure is exact until it is rounded once.

export const MAX_QUANTITY = 10;
export const MIN_QUANTITY = 1;
/** P4: 16 percent of the period's hire total; resale items are not covered. */
export const DAMAGE_WAIVER_PERCENT = 16n;

export interface PricedLineInput {
  type: EquipmentType;
  /** Decimal string; null when the price is on application (counts as 0 in the estimate). */
  rate: string | null;
  rateType: RateType;
  quantity: number;
  /** P7: when present, a Hire line costs the cheapest combination of its bands instead of the pro-rata rate. */
  rateBands?: RateBands | null;
}

/** A Hire line priced by its bands: the cheapest combination for the period (P7), for one item. */
function bandedLine(bands: RateBands, days: number, startDate: string | undefined) {
  const price = cheapestBands(bands, days, startDate ? weekdayOf(startDate) : null);
  const each = bandPence(bands);
  const pricing: LinePricing = {
    kind: "bands",
    parts: price.parts.map((part) => ({ ...part, amount: formatPence(each[part.band]! * BigInt(part.count)) })),
  };
  return { pence: price.pence, pricing };
}

const hasBands = (line: PricedLineInput): line is PricedLineInput & { rateBands: RateBands } =>
  line.type === "Hire" && line.rate !== null && !!line.rateBands;

/**
 * The exact total of one line: its bands' cheapest combination x quantity (P7), else rate x quantity x days (per
 * day), / 7 (per week), rate x quantity (resale).
 */
export function lineExact(line: PricedLineInput, days: number, startDate?: string): ExactPence {
  if (line.rate === null) return exact(0n);
  if (hasBands(line)) return exact(bandedLine(line.rateBands, days, startDate).pence * BigInt(line.quantity));
  const rate = exact(parsePence(line.rate));
  const quantity = BigInt(line.quantity);
  if (line.type === "Resale") return scaleExact(rate, quantity);
  const perPeriod = line.rateType === "per day" ? 1n : 7n;
  return scaleExact(rate, quantity * BigInt(days), perPeriod);
}

/**
 * The rate of one day, rounded to pence (P2: stored and shown rounded); resale items show their price, and an item
 * with bands its day band.
 */
export function dailyRatePence(line: Pick<PricedLineInput, "type" | "rate" | "rateType" | "rateBands">): bigint {
  if (line.rate === null) return 0n;
  if (line.type === "Hire" && line.rateBands) return parsePence(line.rateBands.day);
  const rate = exact(parsePence(line.rate));
  if (line.type === "Resale" || line.rateType === "per day") return roundHalfUp(rate);
  return roundHalfUp(scaleExact(rate, 1n, 7n));
}

export interface PricedLine {
  dailyRate: string;
  totalCost: string;
  /** How a priced Hire line was worked out (P9); null for Resale items and items without a rate. */
  pricing: LinePricing | null;
}

/** P9: the parts of a banded line, or the rate, days and one item's amount of a pro-rata one. */
function linePricing(line: PricedLineInput, days: number, startDate: string | undefined): LinePricing | null {
  if (line.type !== "Hire" || line.rate === null) return null;
  if (hasBands(line)) return bandedLine(line.rateBands, days, startDate).pricing;
  const one = roundHalfUp(lineExact({ ...line, quantity: 1 }, days));
  return { kind: "rate", rate: line.rate, rateType: line.rateType, days, amount: formatPence(one) };
}

export interface PriceSummary {
  days: number;
  lines: PricedLine[];
  hireTotal: string;
  resaleTotal: string;
  /** Basket total: hire + resale (the reservation's totalCost). */
  totalCost: string;
  /** P4: shown at confirmation; not part of totalCost. */
  damageWaiver: string;
}

/**
 * Prices a whole list for a period of `days` hire days from `startDate` (which places weekends, P8; without it no
 * weekend band is used). Each figure is rounded once from its exact value.
 */
export function priceList(lines: PricedLineInput[], days: number, startDate?: string): PriceSummary {
  let hire = exact(0n, 7n);
  let resale = exact(0n);
  const priced = lines.map((line) => {
    // A banded line is priced once here, its parts and its total together (P7, P9).
    const banded = hasBands(line) ? bandedLine(line.rateBands, days, startDate) : null;
    const total = banded ? exact(banded.pence * BigInt(line.quantity)) : lineExact(line, days, startDate);
    if (line.type === "Resale") resale = addExact(resale, total);
    else hire = addExact(hire, total);
    return {
      dailyRate: formatPence(dailyRatePence(line)),
      totalCost: formatPence(roundHalfUp(total)),
      pricing: banded ? banded.pricing : linePricing(line, days, startDate),
    };
  });
  return {
    days,
    lines: priced,
    hireTotal: formatPence(roundHalfUp(hire)),
    resaleTotal: formatPence(roundHalfUp(resale)),
    totalCost: formatPence(roundHalfUp(addExact(hire, resale))),
    damageWaiver: formatPence(roundHalfUp(scaleExact(hire, DAMAGE_WAIVER_PERCENT, 100n))),
  };
}
