/** Text helpers shared by the demo-data modules. */
import { brand as demoBrand } from "../../brands/kestrel/brand.js";

/** The company data/demo is written for; seeding it under another brand writes that brand's name and currency sign. */
export const DEMO_BRAND = demoBrand;

/** Lower-case kebab slug: letters and digits joined by single hyphens ("15.8m" becomes "15-8m"). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Paragraphs of plain text as HTML. */
export function paragraphs(...texts: string[]): string {
  return texts
    .filter((text) => text.trim() !== "")
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join("");
}

export function bulletList(items: readonly string[]): string {
  if (items.length === 0) return "";
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
}

/** "a, b and c". */
export function listSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const properWords = new Set(["Acrow", "Heras", "Genny", "Kango", "Stihl", "Tirfor", "Kestrel"]);

/** A title-case name for use inside a sentence: "Articulated Boom Lifts" gives "articulated boom lifts", keeping "SDS" and "110V". */
export function lowerFirst(text: string): string {
  return text
    .split(" ")
    .map((word) =>
      /^[A-Z][a-z]+$/.test(word.replace(/[^A-Za-z]/g, "")) && !properWords.has(word) ? word.toLowerCase() : word,
    )
    .join(" ");
}

/** Pounds with 2 places, for CSV money columns. */
export function money(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** A price in the demo company's currency, as the demo copy writes it: '£45.00'. */
export function pounds(value: number): string {
  return `${demoBrand.currency.symbol}${money(value)}`;
}
