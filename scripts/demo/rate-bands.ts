import { money } from "./text.js";

// Rate bands for the demo catalogue (docs/decisions/money.md P7): about three Hire items in five get a day, weekend
// and week price, most of them an extra-day price too, as a hire company's price list has them. Chosen by a hash of
// the slug, not by the shared random stream, so every other generated value stays as it was.

interface BandSource {
  equipmentSlug: string;
  type: string;
  rate: number;
  rateType: string;
}

export interface DemoRateBands {
  rateDay: string | null;
  rateWeekend: string | null;
  rateWeek: string | null;
  rateExtraDay: string | null;
}

const NONE: DemoRateBands = { rateDay: null, rateWeekend: null, rateWeek: null, rateExtraDay: null };

/**
 * Items the test suite prices by today's rules (the pro-rata weekly and daily examples of tests/helpers/mylist.ts and
 * tests/e2e/mylist-helpers.ts) keep their rate alone, as two in five items do anyway.
 */
const RATE_ONLY = new Set([
  "articulated-boom-lift-12m",
  "cherry-picker-trailer-mounted-10m",
  "articulated-boom-lift-15-8m",
]);

/** FNV-1a of the slug: a stable number per item. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}

/** To the nearest 50p, at least £1. */
const tidy = (value: number) => Math.max(1, Math.round(value * 2) / 2);

/**
 * A weekly item: a day is 40% of the week, a weekend two days ("3 days for the price of 2"), an extra day after a
 * week the week's seventh. A daily item: a week is four days, a weekend two, an extra day 60% of a day.
 */
export function demoRateBands(item: BandSource): DemoRateBands {
  if (item.type !== "Hire" || item.rate <= 0 || RATE_ONLY.has(item.equipmentSlug)) return NONE;
  const pick = hash(item.equipmentSlug);
  if (pick % 5 >= 3) return NONE;
  const weekly = item.rateType === "per week";
  const day = weekly ? tidy(item.rate * 0.4) : item.rate;
  const week = weekly ? item.rate : tidy(item.rate * 4);
  const extra = weekly ? tidy(item.rate / 7) : tidy(item.rate * 0.6);
  const withExtra = (pick >> 4) % 4 !== 0;
  return {
    rateDay: money(day),
    rateWeekend: money(tidy(day * 2)),
    rateWeek: money(week),
    rateExtraDay: withExtra && extra < day ? money(extra) : null,
  };
}
