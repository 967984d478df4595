import type { Equipment } from "../../../core/catalogue-types.js";
import { MAX_SUGGESTIONS, type RelatedKind } from "../../../core/related-items.js";
import { appendToList } from "./map-of-lists.js";
import type { CatalogueRows } from "./read-rows.js";

// Related items in the snapshot: each item's accessories, consumables and safety equipment in order, and the MyList
// suggestions drawn from them (docs/decisions/catalogue-import.md C12-C14, docs/decisions/mylist.md U8).

export interface RelatedEntry {
  kind: RelatedKind;
  equipment: Equipment;
}

/** Each item's related items by sortOrder, then file order; rows naming an item that is not there are skipped (C2). */
export function groupRelatedItems(
  rows: CatalogueRows["relatedItems"],
  equipmentBySlug: ReadonlyMap<string, Equipment>,
): Map<string, RelatedEntry[]> {
  const sorted = rows.map((row, i) => ({ row, i })).sort((a, b) => a.row.sortOrder - b.row.sortOrder || a.i - b.i);
  const bySlug = new Map<string, RelatedEntry[]>();
  for (const { row } of sorted) {
    const related = equipmentBySlug.get(row.relatedSlug);
    if (!related || !equipmentBySlug.has(row.equipmentSlug)) continue;
    appendToList(bySlug, row.equipmentSlug, { kind: row.kind as RelatedKind, equipment: related });
  }
  return bySlug;
}

export interface Suggestion extends RelatedEntry {
  forItem: Equipment;
}

/**
 * What MyList suggests for the items listed (U8): taking each listed item's related items in turn (the first of
 * every item, then the second, ...), never an item already listed or already suggested, at most MAX_SUGGESTIONS.
 * A Hire item is suggested only when the list holds a Hire item already (U9): it would need a hire period.
 */
export function suggestionsFor(
  listedSlugs: readonly string[],
  equipmentBySlug: (slug: string) => Equipment | undefined,
  relatedTo: (slug: string) => readonly RelatedEntry[],
): Suggestion[] {
  const listed = new Set(listedSlugs);
  const items = [...listed].map(equipmentBySlug).filter((item): item is Equipment => item !== undefined);
  const hasHire = items.some((item) => item.type === "Hire");
  const queues = items.map((item) => ({ item, related: relatedTo(item.equipmentSlug) }));
  const suggested = new Set<string>();
  const suggestions: Suggestion[] = [];
  const longest = Math.max(0, ...queues.map((queue) => queue.related.length));
  for (let round = 0; round < longest && suggestions.length < MAX_SUGGESTIONS; round++) {
    for (const { item, related } of queues) {
      const entry = related[round];
      if (!entry || suggestions.length >= MAX_SUGGESTIONS) continue;
      const slug = entry.equipment.equipmentSlug;
      if (listed.has(slug) || suggested.has(slug)) continue;
      if (entry.equipment.type === "Hire" && !hasHire) continue;
      suggested.add(slug);
      suggestions.push({ ...entry, forItem: item });
    }
  }
  return suggestions;
}
