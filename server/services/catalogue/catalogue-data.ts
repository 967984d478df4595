import type { PositionsById } from "./positions-by-id.js";
import type { RelatedEntry } from "./related-items.js";
import type { Category, CategoryDocument, Equipment, Branch, SpecialItem } from "../../../core/catalogue-types.js";

/**
 * The indexed catalogue inside one snapshot. Internal to server/services/catalogue: everything
 * else asks the CatalogueSnapshot's methods. Every lookup keyed by data is a Map, so names such as
 * "constructor" or "__proto__" are ordinary keys.
 */
export interface CatalogueData {
  version: string;
  categories: Category[];
  categoryBySlug: Map<string, Category>;
  categoryById: Map<number, Category>;
  categoryByCode: Map<string, Category>;
  /** Children by parent slug; top-level categories under null. */
  childrenBySlug: Map<string | null, Category[]>;
  equipment: Equipment[];
  /** A hash of every item's description, in `equipment` order: the search index's key covers it (N34). */
  descriptionsKey: string;
  equipmentBySlug: Map<string, Equipment>;
  /** Each item's index in `equipment`, by id (N44). */
  positions: PositionsById;
  equipmentByCategorySlug: Map<string, Equipment[]>;
  documentsByCategorySlug: Map<string, CategoryDocument[]>;
  specials: SpecialItem[];
  featuredSpecials: SpecialItem[];
  /** Specials by their category name, in specials order. */
  specialsByCategory: Map<string, SpecialItem[]>;
  branches: Branch[];
  branchById: Map<number, Branch>;
  /** Each item's related items in order (related-items.ts). */
  relatedBySlug: Map<string, RelatedEntry[]>;
}
