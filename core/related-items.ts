import type { EquipmentListing } from "./catalogue-types.js";
import type { RowIssue } from "./import-types.js";

// Related items: what to suggest with an item (docs/decisions/catalogue-import.md C12, docs/decisions/mylist.md U8).
// The import table is `related_items` (core/import-columns.ts); the snapshot keeps each item's list in order.

export const RELATED_KINDS = ["accessory", "consumable", "safety"] as const;
export type RelatedKind = (typeof RELATED_KINDS)[number];

/** How the equipment page and the MyList dialog name a kind. */
export const RELATED_KIND_LABELS: Record<RelatedKind, string> = {
  accessory: "Accessory",
  consumable: "Consumable",
  safety: "Safety equipment",
};

/** One related item as pages and the API show it: what it is to the item it goes with, its listing and picture. */
export interface RelatedItem {
  kind: RelatedKind;
  /** The kind as pages show it (RELATED_KIND_LABELS), sent so the page's script need not carry the labels. */
  label: string;
  equipment: EquipmentListing;
  /** The item's picture code: its own, else its main category's (docs/decisions/catalogue-import.md C4). */
  imageCode: string;
}

/** A MyList suggestion: a related item that is not in the list, and the listed item it goes with. */
export interface MyListSuggestion extends RelatedItem {
  forItem: { equipmentSlug: string; name: string };
}

/** At most this many suggestions show in the MyList dialog (docs/decisions/mylist.md U8). */
export const MAX_SUGGESTIONS = 3;

/** A related item must be another item. */
export function relatedRowIssues(row: Record<string, unknown>): RowIssue[] {
  return row.relatedSlug === row.equipmentSlug
    ? [{ column: "relatedSlug", message: "must not be the item itself" }]
    : [];
}
