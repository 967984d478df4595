import type { RateType } from "./catalogue-types.js";
import { formatDays } from "./hire-dates.js";
import { formatMoney, formatRate, parsePence } from "./money.js";
import type { BandName, BandPart } from "./rate-bands.js";

// How a Hire line was priced, in words (docs/decisions/money.md P9): the same sentence in MyList, the estimate and
// both e-mails. Money is written by the caller's `money` (formatMoney, or the VAT view's), never here.

/** How the server priced one Hire line, for one item (the line's total is this times the quantity). */
export type LinePricing =
  | {
      kind: "bands";
      /** Each part with its price for the period: count x the band's price. */
      parts: (BandPart & { amount: string })[];
    }
  | {
      kind: "rate";
      rate: string;
      rateType: RateType;
      days: number;
      /** One item for the period: rate x days, / 7 for a weekly rate, rounded once (P2). */
      amount: string;
    };

const BAND_WORDS: Record<BandName, [string, string]> = {
  week: ["week", "weeks"],
  weekend: ["weekend", "weekends"],
  day: ["day", "days"],
  extraDay: ["extra day", "extra days"],
};

/** '1 week', '2 extra days'. */
export function bandCount(part: BandPart): string {
  const [one, many] = BAND_WORDS[part.band];
  return `${part.count} ${part.count === 1 ? one : many}`;
}

/** '1 week + 2 days', the short form of a banded line. */
export function bandSummary(parts: BandPart[]): string {
  return parts.map(bandCount).join(" + ");
}

/** A line's hire days and its day rate (the day band, P9), when the caller has them. */
export interface LinePeriod {
  days: number;
  dayRate: string;
}

/**
 * A line charged as whole weeks for fewer days (P8), in the customer's terms (docs/decisions/money.md P10): '4 days,
 * charged at the weekly rate (cheaper than 4 x £312.00 a day): £780.00'. Null for any other line.
 */
function weeksForFewerDays(
  parts: LinePricing & { kind: "bands" },
  period: LinePeriod,
  money: (amount: string) => string,
) {
  const [only] = parts.parts;
  if (parts.parts.length !== 1 || only.band !== "week" || period.days >= 7 * only.count) return null;
  if (only.count > 1) return `${formatDays(period.days)}, charged as ${bandCount(only)}: ${money(only.amount)}`;
  const cheaper = parsePence(only.amount) < parsePence(period.dayRate) * BigInt(period.days);
  const why = cheaper ? ` (cheaper than ${period.days} x ${money(period.dayRate)} a day)` : "";
  return `${formatDays(period.days)}, charged at the weekly rate${why}: ${money(only.amount)}`;
}

/**
 * '1 week £180.00 + 2 extra days £50.00', or for an item with only a rate '£260.00 a week, charged by the day:
 * 4 days £148.57' ('… each' when the line has more than one). With the line's period (`hire`), a week charged for fewer
 * days says so (P10).
 */
export function describeLinePricing(
  pricing: LinePricing,
  money: (amount: string) => string,
  quantity = 1,
  hire?: LinePeriod,
): string {
  const each = quantity > 1 ? " each" : "";
  if (pricing.kind === "bands") {
    const weeks = hire && weeksForFewerDays(pricing, hire, money);
    if (weeks) return `${weeks}${each}`;
    return `${pricing.parts.map((part) => `${bandCount(part)} ${money(part.amount)}`).join(" + ")}${each}`;
  }
  const period = `${formatDays(pricing.days)} ${money(pricing.amount)}${each}`;
  return pricing.rateType === "per week"
    ? `${money(pricing.rate)} a week, charged by the day: ${period}`
    : `${money(pricing.rate)} a day: ${period}`;
}

/**
 * The Rate cell of an e-mail or estimate line: how the line was priced when the server said (P9), else the rate as
 * before ('£45.00 per week', a Resale price, 'Price on application').
 */
export function lineRateText(line: {
  rate: string | null;
  rateType: string;
  type: string;
  quantity: number;
  pricing?: LinePricing | null;
}): string {
  if (line.pricing) return describeLinePricing(line.pricing, formatMoney, line.quantity);
  return formatRate(line.rate, line.rateType, line.type);
}
