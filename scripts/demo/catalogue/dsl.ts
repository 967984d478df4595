/**
 * The compact notation the catalogue data files are written in. Codes are written as suffixes
 * (top "ACC", level 1 "BOOM", level 2 "ART") and joined into "ACC-BOOM-ART" by the tree builder.
 */
export type RateType = "per day" | "per week";
export type ItemType = "Hire" | "Resale";

export type PictogramName =
  | "access"
  | "breaking"
  | "cleaning"
  | "compaction"
  | "concreting"
  | "cutting"
  | "gardening"
  | "heating"
  | "lifting"
  | "plumbing"
  | "power"
  | "site"
  | "surveying"
  | "powertools"
  | "painting"
  | "plant"
  | "tower"
  | "ladder"
  | "harness"
  | "drill"
  | "prop"
  | "drying"
  | "cooling"
  | "lighting"
  | "fuel"
  | "welding"
  | "compressor"
  | "sander"
  | "pump"
  | "cabin"
  | "fence"
  | "helmet";

export interface Variant {
  label: string;
  rate: number;
}

export interface ProductFamily {
  /** Item name; "{v}" is replaced by the variant label, otherwise the label is appended. */
  name: string;
  variants: Variant[];
  per?: RateType;
  type?: ItemType;
  /** Full codes of further level-2 categories the items are also listed in. */
  also?: string[];
  /** A sentence about this family, used in the item descriptions. */
  note?: string;
}

export interface Level2Def {
  code: string;
  name: string;
  /** One plain-text sentence. */
  description: string;
  /** Specification rows. */
  spec: [string, string][];
  products: ProductFamily[];
  per?: RateType;
  type?: ItemType;
  /** Document titles for the category; empty list for none; undefined uses the family's defaults. */
  docs?: string[];
}

export interface Level1Def {
  code: string;
  name: string;
  description: string;
  children: Level2Def[];
}

export interface TopDef {
  code: string;
  name: string;
  description: string;
  /** Longer introduction for the category page. */
  intro: string;
  /** Safety and usage advice for the family. */
  advice: string;
  /** Service points shown in product details. */
  points: string[];
  featured: boolean;
  per: RateType;
  /** Default document titles for the family's level-2 categories. */
  docs: string[];
  pictogram: PictogramName;
  children: Level1Def[];
}

export interface ProductOptions {
  per?: RateType;
  type?: ItemType;
  also?: string[];
  note?: string;
}

/**
 * A product family: `p("Heavy Duty Breaker {v}", "110V=45|240V=45")` gives two items;
 * `p("Wacker Plate", 42)` gives one.
 */
export function p(name: string, variants: string | number, options: ProductOptions = {}): ProductFamily {
  const parsed: Variant[] =
    typeof variants === "number"
      ? [{ label: "", rate: variants }]
      : variants.split("|").map((part) => {
          const at = part.lastIndexOf("=");
          if (at < 0) throw new Error(`variant without a rate in '${name}': '${part}'`);
          const rate = Number(part.slice(at + 1));
          if (!Number.isFinite(rate) || rate <= 0) throw new Error(`bad rate in '${name}': '${part}'`);
          return { label: part.slice(0, at).trim(), rate };
        });
  return { name, variants: parsed, ...options };
}

/** Specification rows from "Label: value; Label: value". */
function parseSpec(spec: string): [string, string][] {
  return spec
    .split(";")
    .map((row) => row.trim())
    .filter(Boolean)
    .map((row) => {
      const at = row.indexOf(":");
      if (at < 0) throw new Error(`specification row without ':' : '${row}'`);
      return [row.slice(0, at).trim(), row.slice(at + 1).trim()] as [string, string];
    });
}

export function l2(
  code: string,
  name: string,
  description: string,
  spec: string,
  products: ProductFamily[],
  options: { per?: RateType; type?: ItemType; docs?: string[] } = {},
): Level2Def {
  return { code, name, description, spec: parseSpec(spec), products, ...options };
}

export function l1(code: string, name: string, description: string, children: Level2Def[]): Level1Def {
  return { code, name, description, children };
}

/** Item names of a family, in variant order. */
export function familyItemNames(family: ProductFamily): string[] {
  return family.variants.map((variant) => {
    if (variant.label === "") return family.name;
    if (family.name.includes("{v}")) return family.name.replace("{v}", variant.label).replace(/\s+/g, " ").trim();
    return `${family.name} ${variant.label}`;
  });
}
