import { exact, formatPence, parsePence, roundHalfUp } from "./money.js";
import { site } from "./site.js";

/**
 * VAT on an ex-VAT estimate, exactly: the rate (a decimal string such as "0.20") times the amount, rounded half-up to
 * the penny once (docs/decisions/money.md P2).
 */
export function withVat(exVat: string, rate: string = site.vatRate): { exVat: string; vat: string; incVat: string } {
  const [whole, fraction = ""] = rate.split(".");
  const scale = 10n ** BigInt(fraction.length);
  const rateNumerator = BigInt(whole) * scale + BigInt(fraction || "0");
  const pence = parsePence(exVat);
  const vat = roundHalfUp(exact(pence * rateNumerator, scale));
  return { exVat: formatPence(pence), vat: formatPence(vat), incVat: formatPence(pence + vat) };
}

/** "20%" for "0.20". */
export function vatPercent(rate: string = site.vatRate): string {
  return `${Number((Number(rate) * 100).toFixed(2))}%`;
}
