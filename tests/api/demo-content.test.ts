import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { categorySvg } from "../../scripts/demo/images.js";
import { pictograms } from "../../scripts/demo/pictograms.js";
import { buildCategoryTree } from "../../scripts/demo/tree.js";

// The demo catalogue as shipped (data/demo), checked against the families it is generated from
// (docs/decisions/catalogue-import.md Q3 and C6).
const read = (table: string): Record<string, string>[] =>
  parse(readFileSync(new URL(`../../data/demo/${table}.csv`, import.meta.url)), { columns: true });
const categories = read("categories");
const equipment = read("equipment");
const documents = read("category_documents");
const specials = read("specials");
const tree = buildCategoryTree();
const nodeBySlug = new Map(tree.nodes.map((node) => [node.slug, node]));

describe("demo content fits its category", () => {
  it("puts every category under a family whose kit its name names", () => {
    const misfits = tree.nodes
      .filter((node) => node.level === 2)
      .filter((node) => !node.family.kit.some((word) => node.name.toLowerCase().includes(word)))
      .map((node) => `${node.name} (family ${node.family.name}: ${node.family.kit.join(", ")})`);
    expect(misfits).toEqual([]);
  });

  it("shows each category its own family's picture and safety text", () => {
    const problems: string[] = [];
    for (const row of categories) {
      const node = nodeBySlug.get(row.categorySlug!);
      if (!node) {
        problems.push(`${row.categorySlug}: not in the catalogue definition`);
        continue;
      }
      if (!categorySvg(node).includes(pictograms[node.family.pictogram])) problems.push(`${node.name}: picture`);
      // Level-2 resale categories carry counter text instead of the family's advice.
      const resale =
        node.level === 2 && equipment.every((item) => item.mainCategorySlug !== node.slug || item.type === "Resale");
      if (!resale && !row.productDetails!.includes(node.family.advice)) problems.push(`${node.name}: safety text`);
    }
    for (const item of equipment.filter((row) => row.type === "Hire")) {
      const family = nodeBySlug.get(item.mainCategorySlug!)!.family;
      if (!item.fullDescription!.includes(family.advice)) problems.push(`${item.name}: safety text`);
    }
    expect(problems).toEqual([]);
  });

  it("leads each category's documents with its own family's safety guide", () => {
    const problems: string[] = [];
    for (const node of tree.level2) {
      const titles = documents.filter((row) => row.categorySlug === node.slug).map((row) => row.title);
      const expected = node.def.docs ?? node.family.docs;
      if (titles.length > 0 && titles[0] !== expected[0]) problems.push(`${node.name}: ${titles[0]}`);
      for (const title of titles) if (!expected.includes(title!)) problems.push(`${node.name}: ${title}`);
    }
    expect(problems).toEqual([]);
  });

  it("gives Acrow Props a prop picture and temporary-works safety text, not a mixer and wet cement", () => {
    const props = nodeBySlug.get("acrow-props")!;
    expect(props.family.pictogram).toBe("prop");
    const row = categories.find((category) => category.categorySlug === "acrow-props")!;
    expect(row.productDetails).not.toMatch(/wet cement/i);
    expect(row.productDetails).toMatch(/props/i);
    expect(documents.find((document) => document.categorySlug === "acrow-props")?.title).toBe(
      "Temporary Works Safety Guide",
    );
  });
});

describe("demo offers agree with the price block", () => {
  const bySlug = new Map(equipment.map((item) => [item.equipmentSlug, item]));
  const pounds = (text: string) => Number(text.replace(/[£,]/g, "")).toFixed(2);

  it("states each offer price as the item's rate and the usual price as its strike rate", () => {
    const problems: string[] = [];
    let offers = 0;
    for (const special of specials.filter((row) => row.equipmentSlug)) {
      const item = bySlug.get(special.equipmentSlug)!;
      const text = special.fullDescription!;
      const offer = /Offer price (£[\d,.]+) (per day|per week) ex VAT \(usually (£[\d,.]+)\)/.exec(text);
      const standard = /Standard rate (£[\d,.]+) (per day|per week) ex VAT/.exec(text);
      if (offer) {
        offers++;
        if (pounds(offer[1]!) !== item.rate || offer[2] !== item.rateType || pounds(offer[3]!) !== item.strikeRate) {
          problems.push(
            `${special.title}: says ${offer[0]}, item ${item.rate} ${item.rateType}, R.R.P. ${item.strikeRate}`,
          );
        }
      } else if (standard && (pounds(standard[1]!) !== item.rate || standard[2] !== item.rateType)) {
        problems.push(`${special.title}: says ${standard[0]}, item ${item.rate} ${item.rateType}`);
      }
    }
    expect(offers).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });

  it("shows the Dehumidifier Large at its offer price with the usual price struck through", () => {
    const item = bySlug.get("dehumidifier-large")!;
    expect([item.rate, item.strikeRate]).toEqual(["27.20", "32.00"]);
  });
});

describe("demo specials in season", () => {
  const groupsOn = (day: string) => [
    ...new Set(
      specials
        .filter((row) => (!row.validFrom || row.validFrom <= day) && (!row.validTo || day <= row.validTo))
        .map((row) => row.categoryName),
    ),
  ];

  it("shows winter offers, not spring garden ones, in late November", () => {
    const groups = groupsOn("2026-11-26");
    expect(groups).toContain("Drying & Heating Specials");
    expect(groups).not.toContain("Spring Garden Offers");
  });

  it("shows spring garden offers in April, and the year-round groups always", () => {
    const april = groupsOn("2027-04-15");
    expect(april).toContain("Spring Garden Offers");
    expect(april).not.toContain("Drying & Heating Specials");
    for (const group of ["Access Deals", "Site Setup Bundles"]) expect(groupsOn("2030-07-01")).toContain(group);
  });
});
