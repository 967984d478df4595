// The importable tables, the one list of them. The order is the order of references: each table comes after the
// tables its columns refer to, so the demo seed (server/services/import/seed-demo.ts) loads them in this order and
// references resolve as it goes.

export const IMPORT_TABLE_NAMES = [
  "categories",
  "equipment",
  "equipment_categories",
  "category_documents",
  "specials",
  "locations",
  "branch_stock",
  "delivery_bands",
  "related_items",
] as const;
export type ImportTableName = (typeof IMPORT_TABLE_NAMES)[number];

export function isImportTableName(name: string): name is ImportTableName {
  return (IMPORT_TABLE_NAMES as readonly string[]).includes(name);
}
