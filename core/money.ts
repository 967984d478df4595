// Exact money arithmetic (docs/decisions/money.md P1-P3): amounts are integer pence held as BigInt, and every
// figure is an exact fraction until it is rounded half-up to pence once, at the end. "Pence" are the brand's
// currency's hundredths (cent for a company in euros; docs/decisions/money.md V8).
import { site } from "./site.js";

/** A non-negative exact amount: numerator / denominator pence. */
export interface ExactPence {
  numerator: bigint;
  denominator: bigint;
}

const DECIMAL = /^\d{1,10}(\.\d{1,2})?$/;

/** True for a non-negative decimal string with at most 2 places ("12", "12.5", "12.50"). */
export function isMoneyText(text: string): boolean {
  return DECIMAL.test(text);
}

/** "12.50" -> 1250n. Throws on anything that is not a plain non-negative decimal with at most 2 places. */
export function parsePence(text: string): bigint {
  if (!DECIMAL.test(text)) throw new RangeError(`Not a money amount: ${JSON.stringify(text)}`);
  const [pounds, fraction = ""] = text.split(".");
  return BigInt(pounds) * 100n + BigInt(fraction.padEnd(2, "0"));
}

/** 1250n -> "12.50" (G4: money is a 2-decimal string). */
export function formatPence(pence: bigint): string {
  const sign = pence < 0n ? "-" : "";
  const abs = pence < 0n ? -pence : pence;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
}

export const exact = (numerator: bigint, denominator = 1n): ExactPence => ({ numerator, denominator });

export function addExact(a: ExactPence, b: ExactPence): ExactPence {
  if (a.denominator === b.denominator) return exact(a.numerator + b.numerator, a.denominator);
  return exact(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

export function scaleExact(a: ExactPence, times: bigint, divide = 1n): ExactPence {
  return exact(a.numerator * times, a.denominator * divide);
}

/** Rounds half-up (away from zero for the non-negative amounts used here) to whole pence. */
export function roundHalfUp(amount: ExactPence): bigint {
  const { numerator, denominator } = amount;
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * '£1,245.00' (or '€1,245.00' for a brand in euros) from a 2-decimal string, as pages and e-mails show money: written
 * as en-GB and en-IE currency formatting write it but without Intl, since a page's first Intl.NumberFormat loads the locale's data on the main thread
 * while the page's scripts start (docs/decisions/performance.md X7). Text that is not a number comes back as it is.
 */
export function formatMoney(amount: string): string {
  return moneyIn(site.currency.symbol, amount);
}

/** formatMoney in a given currency sign: moneyIn("€", "1234.5") is '€1,234.50'. */
export function moneyIn(symbol: string, amount: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  const [units, hundredths] = Math.abs(value).toFixed(2).split(".");
  return `${value < 0 ? "-" : ""}${symbol}${units.replace(/\B(?=(\d{3})+$)/g, ",")}.${hundredths}`;
}

/** A whole amount without its hundredths, as copy writes a round figure: '£5,000'. */
export function formatWholeMoney(amount: string): string {
  return formatMoney(amount).replace(/\.00$/, "");
}

/** The brand's currency code for structured data and documents: 'GBP' or 'EUR'. */
export const currencyCode: string = site.currency.code;

/**
 * An item's rate as e-mails and estimates print it: '£45.00 per week', a Resale item's price alone ('£12.50'), or
 * 'Price on application' when the item has no rate.
 */
export function formatRate(rate: string | null, rateType: string, type: string): string {
  if (rate === null) return "Price on application";
  return type === "Resale" ? formatMoney(rate) : `${formatMoney(rate)} ${rateType}`;
}
