import { column, relatedKind, slug, sortOrder } from "./import-cell-rules.js";
import type { ImportTableSpec } from "./import-types.js";
import { relatedRowIssues } from "./related-items.js";

// The optional related_items table of the import format (core/import-columns.ts lists it with the others): what to
// suggest with an item. Both slugs must name equipment, or the row is an error (docs/decisions/catalogue-import.md C12).

export const relatedItemsTable: ImportTableSpec = {
  key: "related_items",
  name: "Related items",
  description: "Optional: accessories, consumables and safety equipment to suggest with an item ('You may also need').",
  naturalKey: ["equipmentSlug", "relatedSlug"],
  uniqueKeys: [],
  columns: [
    column("equipmentSlug", slug(true), {
      required: true,
      format: "Slug of the equipment the suggestion goes with; must be in equipment",
      example: "floor-saw-petrol-450mm",
      references: { table: "equipment", column: "equipmentSlug", mustExist: true },
    }),
    column("relatedSlug", slug(true), {
      required: true,
      format: "Slug of the equipment suggested with it; must be in equipment, not the item itself",
      example: "diamond-floor-saw-blade-450mm",
      references: { table: "equipment", column: "equipmentSlug", mustExist: true },
    }),
    column("kind", relatedKind, {
      required: true,
      format: "'accessory', 'consumable' or 'safety' (safety equipment; any case)",
      example: "consumable",
    }),
    column("sortOrder", sortOrder, {
      format: "Whole number, lower first; empty means 0",
      example: "10",
    }),
  ],
  checkRow: relatedRowIssues,
};
