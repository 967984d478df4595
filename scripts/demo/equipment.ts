import { familyItemNames, type ItemType, type ProductFamily, type RateType } from "./catalogue/dsl.js";
import { createRandom, type Random } from "./random.js";
import { demoRateBands } from "./rate-bands.js";
import { bulletList, DEMO_BRAND, lowerFirst, money, paragraphs, slugify } from "./text.js";
import { itemTypeOf, rateTypeOf, type CategoryTree, type Level2Node } from "./tree.js";

export interface EquipmentItem {
  equipmentSlug: string;
  name: string;
  productCode: string;
  type: ItemType;
  rate: number;
  rateType: RateType;
  strikeRate: number | null;
  imageCode: string;
  commCode: string;
  fullDescription: string;
  mainCategorySlug: string;
  /** The main level-2 category and any further ones. */
  categories: Level2Node[];
  family: ProductFamily;
}

export interface EquipmentCategoryLink {
  equipmentSlug: string;
  categorySlug: string;
  sortOrder: number;
}

export interface EquipmentSet {
  items: EquipmentItem[];
  bySlug: Map<string, EquipmentItem>;
  byName: Map<string, EquipmentItem>;
  links: EquipmentCategoryLink[];
  /** Items listed in each level-2 category (main and further links), in order. */
  byCategory: Map<string, EquipmentItem[]>;
}

/** Power and supply notes chosen from the words of an item's name. */
function powerNotes(name: string): string[] {
  const notes: string[] = [];
  if (/\b110V\b/.test(name)) {
    notes.push("110V for construction sites: run it from a site transformer such as our Transformer 110V 3kVA.");
  }
  if (/\b240V\b/.test(name))
    notes.push("240V for household mains sockets; on construction sites choose the 110V model.");
  if (/\b415V\b/.test(name))
    notes.push("415V three-phase: needs a three-phase supply or one of our diesel generators.");
  if (/\bPetrol\b/i.test(name))
    notes.push("Petrol powered, so it works anywhere; we recommend alkylate petrol, sold at the branch.");
  if (/\bDiesel\b/i.test(name))
    notes.push("Diesel powered and supplied with a full tank; refuel with road diesel or HVO.");
  if (/\b(Cordless|Battery|Lithium|18V|36V)\b/i.test(name))
    notes.push("Supplied with two charged batteries and a fast charger.");
  if (/\bPropane\b/i.test(name) && !/Refill|Regulator/.test(name)) {
    notes.push("Propane cylinders are not included; buy or exchange them at the counter.");
  }
  return notes;
}

const hireLines = [
  "Every hire includes a pre-delivery inspection and safety check by our workshop team.",
  "Delivered and collected by our own drivers, or ready to collect from your local branch.",
  "Cleaned, serviced and tested between every hire.",
  "Friendly advice from branch staff who use this equipment every day.",
];

const resaleLines = [
  "Sold new from branch stock; collect with your hire or add it to your MyList.",
  "Trade quantities available on request from your local branch.",
];

function describe(
  name: string,
  leaf: Level2Node,
  family: ProductFamily,
  type: ItemType,
  rateType: RateType,
  random: Random,
) {
  const spec = leaf.def.spec;
  const highlights = random
    .shuffle(spec)
    .slice(0, Math.min(3, spec.length))
    .map(([label, value]) => `${label}: ${value}`);
  const opening =
    type === "Hire"
      ? random.pick([
          `The ${name} is part of our ${lowerFirst(leaf.name)} range. ${leaf.def.description}`,
          `Hire the ${name} from ${DEMO_BRAND.name}. ${leaf.def.description}`,
          `${name}: ${lowerFirst(leaf.def.description)}`,
        ])
      : random.pick([
          `${name}, from our ${lowerFirst(leaf.name)} range. ${leaf.def.description}`,
          `Buy the ${name} at the counter. ${leaf.def.description}`,
        ]);
  const notes = powerNotes(name);
  const terms =
    type === "Hire"
      ? `Price shown ${rateType} ex VAT. ${random.pick(hireLines)}`
      : `Price shown each, ex VAT. ${random.pick(resaleLines)}`;
  return (
    paragraphs(opening, family.note ?? "") +
    (highlights.length ? `<h3>At a glance</h3>${bulletList(highlights)}` : "") +
    paragraphs(...notes, terms, type === "Hire" ? leaf.family.advice : "")
  );
}

/** Short mnemonic product codes for resale stock: "Diamond Blade 300mm Hard Materials" gives "DBHM-300". */
function mnemonicCode(name: string): string {
  const words = name
    .replace(/[()&/]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const letters = words
    .filter((word) => /^[A-Za-z]/.test(word) && !/^(x|of|with|and|for)$/i.test(word))
    .map((word) => word[0].toUpperCase())
    .slice(0, 4)
    .join("");
  const numbers = words
    .map((word) => word.replace(/[^0-9]/g, ""))
    .filter(Boolean)
    .slice(0, 2);
  return [letters, ...numbers].join("-");
}

/** Rounds a recommended price to a tidy figure above the rate. */
function strikeFor(rate: number, random: Random): number {
  const raised = rate * (1.12 + random.next() * 0.23);
  const step = raised < 20 ? 0.5 : 1;
  let strike = Math.ceil(raised / step) * step;
  if (strike <= rate) strike = rate + step;
  return Math.round(strike * 100) / 100;
}

export function buildEquipment(tree: CategoryTree): EquipmentSet {
  const random = createRandom("equipment");
  const items: EquipmentItem[] = [];
  const bySlug = new Map<string, EquipmentItem>();
  const byName = new Map<string, EquipmentItem>();
  const productCodes = new Set<string>();
  const counters = new Map<number, number>();
  const familyCounters = new Map<string, number>();

  for (const leaf of tree.level2) {
    for (const family of leaf.def.products) {
      const familyNumber = (familyCounters.get(leaf.top.code) ?? 0) + 1;
      familyCounters.set(leaf.top.code, familyNumber);
      const commCode = `${leaf.top.code}${String(familyNumber).padStart(3, "0")}`;
      const type = itemTypeOf(leaf, family);
      // Resale prices are per unit; the column still needs a value, so they carry the import default.
      const rateType: RateType = type === "Resale" ? "per week" : rateTypeOf(leaf, family);
      const names = familyItemNames(family);

      names.forEach((name, variantIndex) => {
        const rate = family.variants[variantIndex].rate;
        const equipmentSlug = slugify(name);
        if (byName.has(name)) throw new Error(`duplicate equipment name '${name}'`);
        if (bySlug.has(equipmentSlug)) throw new Error(`duplicate equipment slug '${equipmentSlug}'`);
        if (equipmentSlug.length > 100) throw new Error(`slug too long: ${equipmentSlug}`);

        let productCode: string;
        if (type === "Hire") {
          const group = leaf.topIndex + 1;
          const next = (counters.get(group) ?? 100) + random.int(1, 9);
          counters.set(group, next);
          productCode = `${String(group).padStart(2, "0")}/${String(next).padStart(4, "0")}`;
        } else {
          productCode = mnemonicCode(name);
          for (let suffix = 2; productCodes.has(productCode); suffix++) productCode = `${mnemonicCode(name)}-${suffix}`;
        }
        if (productCodes.has(productCode)) throw new Error(`duplicate product code ${productCode}`);
        productCodes.add(productCode);

        const strikeRate = random.chance(type === "Hire" ? 0.14 : 0.08) ? strikeFor(rate, random) : null;
        const categories = [leaf, ...(family.also ?? []).map((code) => tree.byCode.get(code) as Level2Node)];
        const item: EquipmentItem = {
          equipmentSlug,
          name,
          productCode,
          type,
          rate,
          rateType,
          strikeRate,
          imageCode: leaf.code,
          commCode,
          fullDescription: describe(name, leaf, family, type, rateType, random),
          mainCategorySlug: leaf.slug,
          categories,
          family,
        };
        items.push(item);
        bySlug.set(equipmentSlug, item);
        byName.set(name, item);
      });
    }
  }

  const byCategory = new Map<string, EquipmentItem[]>();
  for (const item of items) {
    for (const category of item.categories) {
      const list = byCategory.get(category.slug) ?? [];
      list.push(item);
      byCategory.set(category.slug, list);
    }
  }
  // Main items first, then items whose main category is elsewhere.
  const links: EquipmentCategoryLink[] = [];
  for (const leaf of tree.level2) {
    const list = byCategory.get(leaf.slug) ?? [];
    const ordered = [
      ...list.filter((item) => item.mainCategorySlug === leaf.slug),
      ...list.filter((item) => item.mainCategorySlug !== leaf.slug),
    ];
    byCategory.set(leaf.slug, ordered);
    ordered.forEach((item, index) =>
      links.push({ equipmentSlug: item.equipmentSlug, categorySlug: leaf.slug, sortOrder: (index + 1) * 10 }),
    );
  }
  return { items, bySlug, byName, links, byCategory };
}

export function equipmentRows(set: EquipmentSet) {
  return set.items.map((item) => ({
    equipmentSlug: item.equipmentSlug,
    name: item.name,
    productCode: item.productCode,
    type: item.type,
    rate: money(item.rate),
    rateType: item.rateType,
    ...demoRateBands(item),
    strikeRate: item.strikeRate === null ? null : money(item.strikeRate),
    imageCode: item.imageCode,
    commCode: item.commCode,
    fullDescription: item.fullDescription,
    mainCategorySlug: item.mainCategorySlug,
  }));
}
