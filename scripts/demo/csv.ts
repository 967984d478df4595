import { writeFile } from "node:fs/promises";
import { stringify } from "csv-stringify/sync";

/** The CSV headers of the six importable tables, in the order the importer documents them. */
export const CSV_COLUMNS = {
  categories: [
    "categorySlug",
    "name",
    "categoryCode",
    "level",
    "parentSlug",
    "description",
    "fullDescription",
    "productDetails",
    "specification",
    "featured",
    "sortOrder",
  ],
  equipment: [
    "equipmentSlug",
    "name",
    "productCode",
    "type",
    "rate",
    "rateType",
    "rateDay",
    "rateWeekend",
    "rateWeek",
    "rateExtraDay",
    "strikeRate",
    "imageCode",
    "commCode",
    "fullDescription",
    "mainCategorySlug",
  ],
  equipment_categories: ["equipmentSlug", "categorySlug", "sortOrder"],
  category_documents: ["categorySlug", "title", "target", "url", "sortOrder"],
  specials: [
    "commCode",
    "categoryName",
    "equipmentSlug",
    "title",
    "imageCode",
    "fullDescription",
    "featured",
    "enquire",
    "sortOrder",
    "validFrom",
    "validTo",
  ],
  locations: [
    "id",
    "name",
    "type",
    "email",
    "phone",
    "fullAddress",
    "postcode",
    "latitude",
    "longitude",
    "openingHours",
  ],
  branch_stock: ["branchId", "productCode", "quantity", "asOf"],
  delivery_bands: ["branchId", "upToMiles", "price"],
  related_items: ["equipmentSlug", "relatedSlug", "kind", "sortOrder"],
} as const;

export type CsvTable = keyof typeof CSV_COLUMNS;

/** CSV text with a header row; booleans as true/false, null and undefined as empty cells, LF line endings. */
export function toCsv(table: CsvTable, rows: readonly object[]): string {
  const columns = [...CSV_COLUMNS[table]];
  for (const row of rows) {
    const keys = Object.keys(row);
    const unknown = keys.filter((key) => !columns.includes(key as never));
    if (unknown.length) throw new Error(`${table}: unexpected fields ${unknown.join(", ")}`);
  }
  return stringify(rows as Record<string, unknown>[], {
    header: true,
    columns,
    record_delimiter: "unix",
    cast: { boolean: (value) => (value ? "true" : "false") },
  });
}

export async function writeCsv(path: string, table: CsvTable, rows: readonly object[]): Promise<number> {
  const text = toCsv(table, rows);
  await writeFile(path, text, "utf8");
  return Buffer.byteLength(text);
}
