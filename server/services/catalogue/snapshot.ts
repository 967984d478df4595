import type {
  Category,
  CategoryDocument,
  Equipment,
  EquipmentDetail,
  Branch,
  SpecialItem,
} from "../../../core/catalogue-types.js";
import { categoryImageUrl, imageCodeFor } from "../../../core/category-image.js";
import { buildCatalogueData, listBranches } from "./build-data.js";
import type { CatalogueData } from "./catalogue-data.js";
import type { CatalogueRows } from "./read-rows.js";
import type { Descriptions } from "./descriptions.js";
import type { TextIndexStore } from "./text-index-file.js";
import { suggestionsFor, type RelatedEntry, type Suggestion } from "./related-items.js";
import { ResponseMemo } from "./response-memo.js";
import { buildEquipmentSearch, type EquipmentSearch, MAX_MATCHES } from "./search.js";
import { SpecialsByDay } from "./specials-window.js";

// search.ts builds its index from this shape.
export type { CatalogueData };

export interface CategoryFilter {
  level?: 0 | 1 | 2;
  featured?: boolean;
  /** Only the children of this category (only those whose parent exists). */
  parentSlug?: string;
}

const NUMERIC_ID = /^\d+$/;

/**
 * One immutable catalogue, as every page, API handler and sitemap reads it. Built from the table
 * rows by `buildSnapshot`; swapped whole by the CatalogueStore after an import. Lists it returns
 * are shared: callers must not change them.
 */
export class CatalogueSnapshot {
  /** Pre-serialised API responses of this snapshot, with ETags. */
  readonly responses: ResponseMemo;
  private readonly specialsByDay: SpecialsByDay;

  constructor(
    private readonly data: CatalogueData,
    private readonly index: EquipmentSearch,
    private readonly descriptions: Descriptions,
  ) {
    this.responses = new ResponseMemo(data.version);
    this.specialsByDay = new SpecialsByDay(data);
    Object.freeze(this);
  }

  get version(): string {
    return this.data.version;
  }

  /**
   * This snapshot with new branches and a new version, keeping everything else, search included: what a branches
   * import changes (docs/decisions/performance.md N28).
   */
  withBranches(version: string, rows: CatalogueRows["locations"]): CatalogueSnapshot {
    return new CatalogueSnapshot({ ...this.data, version, ...listBranches(rows) }, this.index, this.descriptions);
  }

  /** How many categories, items and branches it holds (for logs and benchmarks). */
  counts(): { categories: number; equipment: number; locations: number } {
    const { categories, equipment, branches } = this.data;
    return { categories: categories.length, equipment: equipment.length, locations: branches.length };
  }

  // Categories

  /** Categories in display order, narrowed by level, featured flag and parent. */
  categories(filter: CategoryFilter = {}): readonly Category[] {
    let list =
      filter.parentSlug !== undefined ? (this.data.childrenBySlug.get(filter.parentSlug) ?? []) : this.data.categories;
    if (filter.level !== undefined) list = list.filter((category) => category.level === filter.level);
    if (filter.featured !== undefined) list = list.filter((category) => category.featured === filter.featured);
    return list;
  }

  /** Top-level categories (null), or the children of a category. */
  children(parentSlug: string | null): readonly Category[] {
    return this.data.childrenBySlug.get(parentSlug) ?? [];
  }

  categoryBySlug(slug: string): Category | undefined {
    return this.data.categoryBySlug.get(slug);
  }

  categoryById(id: number): Category | undefined {
    return this.data.categoryById.get(id);
  }

  categoryByCode(code: string): Category | undefined {
    return this.data.categoryByCode.get(code);
  }

  /** By numeric id, else by category code (GET /api/categories/{idOrCode}), else by slug. */
  findCategory(idOrCode: string): Category | undefined {
    const byId = NUMERIC_ID.test(idOrCode) ? this.categoryById(Number(idOrCode)) : undefined;
    return byId ?? this.categoryByCode(idOrCode) ?? this.categoryBySlug(idOrCode);
  }

  parentOf(category: Category): Category | undefined {
    return category.parentSlug ? this.categoryBySlug(category.parentSlug) : undefined;
  }

  /** The chain from the top-level category down to this one. */
  trail(category: Category): Category[] {
    const trail = [category];
    for (let parent = this.parentOf(category); parent && trail.length < 3; parent = this.parentOf(parent)) {
      trail.unshift(parent);
    }
    return trail;
  }

  documentsFor(categorySlug: string): readonly CategoryDocument[] {
    return this.data.documentsByCategorySlug.get(categorySlug) ?? [];
  }

  // Equipment

  /** Every item in import order. */
  equipment(): readonly Equipment[] {
    return this.data.equipment;
  }

  /** The items of a category, by name. */
  equipmentIn(categorySlug: string): readonly Equipment[] {
    return this.data.equipmentByCategorySlug.get(categorySlug) ?? [];
  }

  equipmentBySlug(slug: string): Equipment | undefined {
    return this.data.equipmentBySlug.get(slug);
  }

  equipmentById(id: number): Equipment | undefined {
    return this.data.equipment[this.data.positions.positionOf(id)];
  }

  /** By slug, else by numeric id (/equipment/{idOrSlug}). */
  findEquipment(idOrSlug: string): Equipment | undefined {
    return (
      this.equipmentBySlug(idOrSlug) ?? (NUMERIC_ID.test(idOrSlug) ? this.equipmentById(Number(idOrSlug)) : undefined)
    );
  }

  /**
   * The items with their HTML descriptions, read from the database (docs/decisions/performance.md N33): what the
   * detail endpoint, `fields=full` lists and the equipment page show. Callers cache what they make of it.
   */
  async withDescriptions(items: readonly Equipment[]): Promise<EquipmentDetail[]> {
    const found = await this.descriptions.bySlug(items.map((item) => item.equipmentSlug));
    return items.map((item) => ({ ...item, fullDescription: found.get(item.equipmentSlug) ?? "" }));
  }

  mainCategoryOf(item: Equipment): Category | undefined {
    return item.mainCategorySlug ? this.categoryBySlug(item.mainCategorySlug) : undefined;
  }

  /** The item's picture code: its own, else its main category's (docs/decisions/catalogue-import.md C4). */
  imageCodeOf(item: Equipment): string {
    return imageCodeFor(item, this.mainCategoryOf(item));
  }

  /** /category_images/{code}.jpg for the item, or empty when it has no usable code (C4). */
  imageUrlOf(item: Equipment): string {
    return categoryImageUrl(this.imageCodeOf(item));
  }

  /** Best matches first, at most `limit`. */
  search(query: string, limit: number): Equipment[] {
    return this.index.search(query, limit);
  }

  /**
   * Every match up to MAX_MATCHES, best first, and whether there are more: what the search page and
   * `/api/equipment?search=` count and page through.
   */
  searchMatches(query: string): SearchMatches {
    const found = this.index.search(query, MAX_MATCHES + 1);
    return { matches: found.slice(0, MAX_MATCHES), more: found.length > MAX_MATCHES };
  }

  /** The item's accessories, consumables and safety equipment in order (docs/decisions/catalogue-import.md C12). */
  relatedTo(slug: string): readonly RelatedEntry[] {
    return this.data.relatedBySlug.get(slug) ?? [];
  }

  /** MyList's suggestions for the items listed (docs/decisions/mylist.md U8). */
  suggestionsFor(listedSlugs: readonly string[]): Suggestion[] {
    return suggestionsFor(
      listedSlugs,
      (slug) => this.equipmentBySlug(slug),
      (slug) => this.relatedTo(slug),
    );
  }

  // Specials

  /**
   * What the specials shown depend on besides the version: "" when no special has dates, else today in London.
   * Caches keyed by version add it to their key (specials-window.ts).
   */
  specialsDay(now?: Date): string {
    return this.specialsByDay.dayKey(now);
  }

  /** The specials showing on `day` (a `specialsDay()` value; today by default), in sort order. */
  specials(day?: string): readonly SpecialItem[] {
    return this.specialsByDay.on(day).specials;
  }

  /** Featured specials whose equipment exists, showing on `day`. */
  featuredSpecials(day?: string): readonly SpecialItem[] {
    return this.specialsByDay.on(day).featuredSpecials;
  }

  /** Specials showing on `day`, grouped by their category name, in specials order. */
  specialsByCategory(day?: string): ReadonlyMap<string, readonly SpecialItem[]> {
    return this.specialsByDay.on(day).specialsByCategory;
  }

  // Branches

  /** Every branch, by name. */
  branches(): readonly Branch[] {
    return this.data.branches;
  }

  branchById(id: number): Branch | undefined {
    return this.data.branchById.get(id);
  }
}

export interface SearchMatches {
  matches: Equipment[];
  /** More than MAX_MATCHES items matched; `matches` holds the best of them. */
  more: boolean;
}

/**
 * The snapshot of these rows, which hold no descriptions: search indexes them a page at a time, and pages and the API
 * read them through `descriptions` (docs/decisions/performance.md N33).
 */
export async function buildSnapshot(
  version: string,
  rows: CatalogueRows,
  descriptions: Descriptions,
  savedIndexes?: TextIndexStore,
): Promise<CatalogueSnapshot> {
  const data = await buildCatalogueData(version, rows, descriptions);
  return new CatalogueSnapshot(data, await buildEquipmentSearch(data, descriptions, savedIndexes), descriptions);
}
