// The demo's related items (the optional related_items table, docs/decisions/catalogue-import.md C12): what a hire
// desk would offer with an item. Rules by the item's category and name: saws get blades of their size, breakers
// their steels, petrol and diesel kit its fuel, 110V tools a transformer, and cutting, breaking and drilling the PPE
// it calls for. No randomness: the same catalogue always gives the same rows.
import { RULES, TRANSFORMER, type Choice, type Kind, type RelatedSource } from "./related-rules.js";

export interface RelatedRow {
  equipmentSlug: string;
  relatedSlug: string;
  kind: Kind;
  sortOrder: number;
}

/** At most this many related items per item: the page shows them all, MyList takes the first few. */
const MAX_PER_ITEM = 6;

const KIND_ORDER: Record<Kind, number> = { consumable: 0, accessory: 1, safety: 2 };

/**
 * The related_items rows for the demo catalogue: each Hire item's picks from every rule that applies, consumables
 * first, then accessories, then safety equipment, at most MAX_PER_ITEM. A rule naming an item the catalogue lacks
 * stops the generator, so a renamed product cannot leave the rules quietly pointing nowhere.
 */
export function buildRelatedItems(equipment: readonly RelatedSource[]): RelatedRow[] {
  const known = new Set(equipment.map((item) => item.equipmentSlug));
  const rows: RelatedRow[] = [];
  for (const item of equipment) {
    if (item.type !== "Hire") continue;
    const picks = [...RULES, TRANSFORMER].filter((rule) => rule.applies(item)).flatMap((rule) => rule.picks(item));
    const seen = new Set<string>([item.equipmentSlug]);
    const chosen: Choice[] = [];
    for (const pick of picks) {
      if (!known.has(pick[0])) throw new Error(`related items: ${item.equipmentSlug} names unknown item ${pick[0]}`);
      if (seen.has(pick[0])) continue;
      seen.add(pick[0]);
      chosen.push(pick);
    }
    chosen
      .sort((a, b) => KIND_ORDER[a[1]] - KIND_ORDER[b[1]])
      .slice(0, MAX_PER_ITEM)
      .forEach(([relatedSlug, kind], index) =>
        rows.push({ equipmentSlug: item.equipmentSlug, relatedSlug, kind, sortOrder: index + 1 }),
      );
  }
  return rows;
}
