import type { EquipmentItem, EquipmentSet } from "./equipment.js";
import { createRandom } from "./random.js";
import { bulletList, DEMO_BRAND, escapeHtml, listSentence, lowerFirst, paragraphs, pounds } from "./text.js";
import type { CategoryTree, TreeNode } from "./tree.js";

export interface CategoryRow {
  categorySlug: string;
  name: string;
  categoryCode: string;
  level: number;
  parentSlug: string | null;
  description: string;
  fullDescription: string;
  productDetails: string;
  specification: string;
  featured: boolean;
  sortOrder: number;
}

/** Every item whose main category is this category or one below it. */
function itemsUnder(node: TreeNode, equipment: EquipmentSet): EquipmentItem[] {
  if (node.level === 2)
    return (equipment.byCategory.get(node.slug) ?? []).filter((item) => item.mainCategorySlug === node.slug);
  const seen = new Set<EquipmentItem>();
  for (const child of node.children) for (const item of itemsUnder(child, equipment)) seen.add(item);
  return [...seen];
}

/** The lowest price, comparing weekly rates by their daily equivalent. */
function cheapest(items: EquipmentItem[], type: "Hire" | "Resale"): EquipmentItem | undefined {
  const daily = (item: EquipmentItem) =>
    item.rateType === "per week" && item.type === "Hire" ? item.rate / 7 : item.rate;
  return items.filter((item) => item.type === type).sort((a, b) => daily(a) - daily(b) || a.rate - b.rate)[0];
}

function priceFrom(item: EquipmentItem): string {
  return item.type === "Hire" ? `${pounds(item.rate)} ${item.rateType} ex VAT` : `${pounds(item.rate)} each ex VAT`;
}

const powerWords: [RegExp, string][] = [
  [/\b110V\b/, "110V"],
  [/\b240V\b/, "240V"],
  [/\b415V\b/, "415V"],
  [/\bPetrol\b/i, "Petrol"],
  [/\bDiesel\b/i, "Diesel"],
  [/\b(Cordless|Battery|Lithium|18V|36V)\b/i, "Battery"],
  [/\bPropane\b/i, "Propane"],
];

function specificationTable(node: TreeNode, items: EquipmentItem[]): string {
  if (node.level !== 2 || !("spec" in node.def)) return "";
  const rows: [string, string][] = [...node.def.spec];
  rows.push(["Models available", String(items.length)]);
  const power = powerWords
    .filter(([pattern]) => items.some((item) => pattern.test(item.name)))
    .map(([, label]) => label);
  if (power.length > 1) rows.push(["Power options", power.join(", ")]);
  const hire = cheapest(items, "Hire");
  const resale = cheapest(items, "Resale");
  if (hire) rows.push(["Hire from", priceFrom(hire)]);
  if (resale) rows.push(["Buy from", priceFrom(resale)]);
  const body = rows
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("");
  return `<table><thead><tr><th scope="col">Specification</th><th scope="col">Details</th></tr></thead><tbody>${body}</tbody></table>`;
}

export function buildCategoryRows(tree: CategoryTree, equipment: EquipmentSet): CategoryRow[] {
  const random = createRandom("categories");

  return tree.nodes.map((node) => {
    const top = node.top;
    const items = itemsUnder(node, equipment);
    const hire = cheapest(items, "Hire");
    const resale = cheapest(items, "Resale");
    const childNames = node.children.map((child) => lowerFirst(child.name));
    let description: string;
    let fullDescription: string;
    let productDetails: string;

    if (node.level === 0) {
      description = top.description;
      fullDescription = paragraphs(
        top.intro,
        `The range covers ${listSentence(childNames)}: ${items.length} products in all, available from every ${DEMO_BRAND.name} branch.`,
      );
      productDetails = paragraphs(node.family.advice) + bulletList(node.family.points);
    } else if (node.level === 1) {
      description = (node.def as { description: string }).description;
      fullDescription = paragraphs(
        description,
        random.pick([
          `Choose from ${listSentence(childNames)}, with ${items.length} models ready to hire.`,
          `Our ${lowerFirst(node.name)} range includes ${listSentence(childNames)}.`,
        ]),
        hire ? `Hire from ${priceFrom(hire)}.` : resale ? `Prices from ${priceFrom(resale)}.` : "",
      );
      productDetails = paragraphs(node.family.advice) + bulletList(random.shuffle(node.family.points).slice(0, 3));
    } else {
      description = (node.def as { description: string }).description;
      const popular = items.slice(0, 3).map((item) => item.name);
      const isResale = !hire && !!resale;
      fullDescription = paragraphs(
        description,
        random.pick([
          `Popular choices include the ${listSentence(popular)}.`,
          `Our best sellers: ${listSentence(popular)}.`,
        ]),
        isResale
          ? `Prices from ${priceFrom(resale)}. Buy at the counter or add items to your MyList with your hire.`
          : random.pick([
              `Hire from ${hire ? priceFrom(hire) : "your local branch"}, with delivery and collection available from your local branch.`,
              `Prices start at ${hire ? priceFrom(hire) : "a low daily rate"}. Collect from any branch or ask for delivery to site.`,
            ]),
      );
      productDetails = isResale
        ? paragraphs(
            "All consumables are sold new from branch stock. Prices are per unit or pack as described, ex VAT.",
          ) +
          bulletList([
            "Trade prices for account customers",
            "Matched to the equipment we hire",
            "Data sheets available on request",
          ])
        : paragraphs(
            random.pick([
              `Not sure which model you need? Our branch teams will match the ${lowerFirst(node.name)} to the job, the material and the access you have.`,
              `Tell us about the job and we will recommend the right machine, accessories and safety equipment.`,
            ]),
            node.family.advice,
          ) + bulletList(random.shuffle(node.family.points).slice(0, 3));
    }

    return {
      categorySlug: node.slug,
      name: node.name,
      categoryCode: node.code,
      level: node.level,
      parentSlug: node.parent?.slug ?? null,
      description,
      fullDescription,
      productDetails,
      specification: specificationTable(node, items),
      featured: node.level === 0 && top.featured,
      sortOrder: (node.index + 1) * 10,
    };
  });
}
