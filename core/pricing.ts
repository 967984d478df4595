import type { EquipmentType, RateType } from "./catalogue-types.js";
import { addExact, exact, formatPence, parsePence, roundHalfUp, scaleExact, type ExactPence } from "./money.js";

// Estimated prices of a MyList (docs/decisions/money.md P1-P4). Shared by the server, which decides, and the
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
}

/** The exact total of one line: rate x quantity x days (per day), / 7 (per week), rate x quantity (resale). */
export function lineExact(line: PricedLineInput, days: number): ExactPence {
  if (line.rate === null) return exact(0n);
  const rate = exact(parsePence(line.rate));
  const quantity = BigInt(line.quantity);
  if (line.type === "Resale") return scaleExact(rate, quantity);
  const perPeriod = line.rateType === "per day" ? 1n : 7n;
  return scaleExact(rate, quantity * BigInt(days), perPeriod);
}

/** The rate of one day, rounded to pence (P2: stored and shown rounded); resale items show their price. */
export function dailyRatePence(line: Pick<PricedLineInput, "type" | "rate" | "rateType">): bigint {
  if (line.rate === null) return 0n;
  const rate = exact(parsePence(line.rate));
  if (line.type === "Resale" || line.rateType === "per day") return roundHalfUp(rate);
  return roundHalfUp(scaleExact(rate, 1n, 7n));
}

export interface PricedLine {
  dailyRate: string;
  totalCost: string;
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

/** Prices a whole list for a period of `days` hire days. Each figure is rounded once from its exact value. */
export function priceList(lines: PricedLineInput[], days: number): PriceSummary {
  let hire = exact(0n, 7n);
  let resale = exact(0n);
  const priced = lines.map((line) => {
    const total = lineExact(line, days);
    if (line.type === "Resale") resale = addExact(resale, total);
    else hire = addExact(hire, total);
    return { dailyRate: formatPence(dailyRatePence(line)), totalCost: formatPence(roundHalfUp(total)) };
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
