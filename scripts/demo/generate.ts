/**
 * Generates the demo catalogue of the fictional "Kestrel Hire" in the CSV import format:
 * data/demo/<table>.csv for the six importable tables, data/demo/category_images/<code>.jpg and a
 * safety-guide PDF per document link in data/demo/documents/<name>.pdf.
 * Deterministic: every random choice comes from a seeded generator, so reruns give identical files.
 *
 *   npm run demo:generate
 */
import { mkdir } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { writeBrandLocations } from "./branches/brand-locations.js";
import { buildLocations } from "./branches/index.js";
import { buildCategoryRows } from "./categories.js";
import { writeCsv } from "./csv.js";
import { writeDocumentPdfs } from "./document-pdfs.js";
import { buildDocuments } from "./documents.js";
import { buildEquipment, equipmentRows } from "./equipment.js";
import { writeDemoImages } from "./images.js";
import { assignItemImages } from "./item-images.js";
import { applySpecialPrices, buildSpecials } from "./specials.js";
import { buildCategoryTree } from "./tree.js";
import { checkDemoData } from "./checks.js";
import { buildDeliveryBands } from "./delivery.js";
import { buildStock } from "./stock.js";
import { buildRelatedItems } from "./related.js";

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");
const outputFolder = join(projectRoot, "data/demo");
const imageFolder = join(outputFolder, "category_images");
const documentFolder = join(outputFolder, "documents");

async function main() {
  const started = Date.now();
  const tree = buildCategoryTree();
  const equipment = buildEquipment(tree);
  applySpecialPrices(equipment);
  const categories = buildCategoryRows(tree, equipment);
  const documents = buildDocuments(tree);
  const specials = buildSpecials(equipment, tree);
  const { rows: locations, byCountry } = buildLocations();
  // After the specials, which keep their category pictures: each item gets a picture of its own.
  const itemImages = assignItemImages(equipment);
  const equipmentTable = equipmentRows(equipment);
  const stock = buildStock(equipmentTable, locations);
  const deliveryBands = buildDeliveryBands(locations);
  const related = buildRelatedItems(equipmentTable);

  checkDemoData({
    tree,
    categories,
    equipment: equipmentTable,
    links: equipment.links,
    documents,
    specials,
    locations,
    itemImageCodes: itemImages.map((image) => image.code),
  });

  await mkdir(outputFolder, { recursive: true });
  const sizes = {
    categories: await writeCsv(join(outputFolder, "categories.csv"), "categories", categories),
    equipment: await writeCsv(join(outputFolder, "equipment.csv"), "equipment", equipmentTable),
    equipment_categories: await writeCsv(
      join(outputFolder, "equipment_categories.csv"),
      "equipment_categories",
      equipment.links,
    ),
    category_documents: await writeCsv(join(outputFolder, "category_documents.csv"), "category_documents", documents),
    specials: await writeCsv(join(outputFolder, "specials.csv"), "specials", specials),
    locations: await writeCsv(join(outputFolder, "locations.csv"), "locations", locations),
    branch_stock: await writeCsv(join(outputFolder, "branch_stock.csv"), "branch_stock", stock),
    delivery_bands: await writeCsv(join(outputFolder, "delivery_bands.csv"), "delivery_bands", deliveryBands),
    related_items: await writeCsv(join(outputFolder, "related_items.csv"), "related_items", related),
  };
  const images = await writeDemoImages(tree, itemImages, imageFolder);
  const pdfs = await writeDocumentPdfs(documents, tree, documentFolder);

  const count = <T>(rows: T[], test: (row: T) => boolean) => rows.filter(test).length;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const summary: [string, string][] = [
    [
      "categories",
      `${categories.length} (level 0: ${count(categories, (c) => c.level === 0)}, level 1: ${count(categories, (c) => c.level === 1)}, level 2: ${count(categories, (c) => c.level === 2)}; featured: ${count(categories, (c) => c.featured)})`,
    ],
    [
      "equipment",
      `${equipmentTable.length} (Hire: ${count(equipmentTable, (e) => e.type === "Hire")}, Resale: ${count(equipmentTable, (e) => e.type === "Resale")}; per day: ${count(equipmentTable, (e) => e.rateType === "per day")}, per week: ${count(equipmentTable, (e) => e.rateType === "per week")}; with strike rate: ${count(equipmentTable, (e) => e.strikeRate !== null)})`,
    ],
    [
      "equipment_categories",
      `${equipment.links.length} links (${equipment.links.length - equipmentTable.length} beyond the main category)`,
    ],
    [
      "category_documents",
      `${documents.length} documents for ${new Set(documents.map((d) => d.categorySlug)).size} categories`,
    ],
    [
      "specials",
      `${specials.length} in ${new Set(specials.map((s) => s.categoryName)).size} groups (featured: ${count(specials, (s) => s.featured)}, enquire: ${count(specials, (s) => s.enquire)}, without equipment: ${count(specials, (s) => s.equipmentSlug === null)})`,
    ],
    [
      "locations",
      `${locations.length} branches (${[...new Set(locations.map((l) => l.type))].map((type) => `${type}: ${count(locations, (l) => l.type === type)}`).join(", ")}; without coordinates: ${count(locations, (l) => l.latitude === null)})`,
    ],
    [
      "  by country",
      Object.entries(byCountry)
        .map(([country, number]) => `${country} ${number}`)
        .join(", "),
    ],
    [
      "branch_stock",
      `${stock.length} rows for ${new Set(stock.map((s) => s.productCode)).size} items at ${new Set(stock.map((s) => s.branchId)).size} branches (quantity 0: ${count(stock, (s) => s.quantity === 0)})`,
    ],
    [
      "delivery_bands",
      `${deliveryBands.length} bands (company-wide: ${count(deliveryBands, (b) => b.branchId === null)}; own bands at ${new Set(deliveryBands.map((b) => b.branchId).filter((id) => id !== null)).size} branches)`,
    ],
    [
      "related_items",
      `${related.length} rows for ${new Set(related.map((r) => r.equipmentSlug)).size} items (${["consumable", "accessory", "safety"].map((kind) => `${kind}: ${count(related, (r) => r.kind === kind)}`).join(", ")})`,
    ],
    [
      "category_images",
      `${images.categories.count} category JPEGs, ${kb(images.categories.bytes)} in all, largest ${kb(images.categories.largest)}; ${images.items.count} item JPEGs, ${kb(images.items.bytes)}, largest ${kb(images.items.largest)}`,
    ],
    ["documents", `${pdfs.count} PDFs, ${kb(pdfs.bytes)} in all, largest ${kb(pdfs.largest)}`],
    [
      "csv files",
      Object.entries(sizes)
        .map(([table, bytes]) => `${table} ${kb(bytes)}`)
        .join(", "),
    ],
  ];
  console.log(
    `Demo data written to ${relative(process.cwd(), outputFolder) || "."} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const [label, text] of summary) console.log(`  ${label.padEnd(21)} ${text}`);
  for (const { file, branches } of await writeBrandLocations(projectRoot, equipmentTable)) {
    console.log(`  ${"brand branches".padEnd(21)} ${file}: ${branches}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
