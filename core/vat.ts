import { exact, formatPence, parsePence, roundHalfUp } from "./money.js";
import { site } from "./site.js";

// The VAT view (docs/decisions/money.md V3, V4): prices are stored and sent ex VAT (docs/decisions/money.md P5); the
// inc-VAT figure of a shown amount is that amount x (1 + rate), worked out exactly and rounded half-up to the penny
// once.

export type VatView = "ex" | "inc";

export const VAT_LABEL: Record<VatView, string> = { ex: "ex VAT", inc: "inc VAT" };

/** "0.20" -> 20/100, exactly (throws on anything that is not a plain decimal). */
function rateFraction(rate: string): { numerator: bigint; denominator: bigint } {
  if (!/^\d{1,3}(\.\d{1,6})?$/.test(rate)) throw new RangeError(`Not a VAT rate: ${JSON.stringify(rate)}`);
  const [whole, fraction = ""] = rate.split(".");
  const denominator = 10n ** BigInt(fraction.length);
  return { numerator: BigInt(whole) * denominator + BigInt(fraction || "0"), denominator };
}

/** The inc-VAT figure of an ex-VAT 2-decimal amount: "12.50" -> "15.00"; "0.03" -> "0.04" (0.036 rounds up). */
export function incVat(amount: string, rate: string = site.vatRate): string {
  const { numerator, denominator } = rateFraction(rate);
  return formatPence(roundHalfUp(exact(parsePence(amount) * (denominator + numerator), denominator)));
}

/** The figure to show for an ex-VAT amount in the chosen view. */
export function amountIn(view: VatView, amount: string): string {
  return view === "inc" ? incVat(amount) : amount;
}
