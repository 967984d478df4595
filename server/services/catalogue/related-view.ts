import type { Equipment, EquipmentListing } from "../../../core/catalogue-types.js";
import { RELATED_KIND_LABELS, type MyListSuggestion, type RelatedItem } from "../../../core/related-items.js";
import type { RelatedEntry } from "./related-items.js";
import type { CatalogueSnapshot } from "./snapshot.js";

// The shapes the equipment page and /api/related-items send (core/related-items.ts): only what they show.

function listing(item: Equipment): EquipmentListing {
  const { id, equipmentSlug, name, productCode, type, rate, rateType, strikeRate } = item;
  return { id, equipmentSlug, name, productCode, type, rate, rateType, strikeRate };
}

function view(snapshot: CatalogueSnapshot, entry: RelatedEntry): RelatedItem {
  return {
    kind: entry.kind,
    label: RELATED_KIND_LABELS[entry.kind],
    equipment: listing(entry.equipment),
    imageCode: snapshot.imageCodeOf(entry.equipment),
  };
}

/** An item's related items, in order; empty when the catalogue has none for it (docs/decisions/catalogue-import.md C12). */
export function relatedItemsOf(snapshot: CatalogueSnapshot, equipmentSlug: string): RelatedItem[] {
  return snapshot.relatedTo(equipmentSlug).map((entry) => view(snapshot, entry));
}

/** MyList's suggestions for the items listed, at most three (docs/decisions/mylist.md U8). */
export function myListSuggestions(snapshot: CatalogueSnapshot, listedSlugs: readonly string[]): MyListSuggestion[] {
  return snapshot.suggestionsFor(listedSlugs).map((suggestion) => ({
    ...view(snapshot, suggestion),
    forItem: { equipmentSlug: suggestion.forItem.equipmentSlug, name: suggestion.forItem.name },
  }));
}
