import type { Category, Equipment } from "../../../core/catalogue-types.js";
import type { CatalogueData } from "./snapshot.js";

// Read-only lookups over one snapshot, shared by the API handlers and the page loaders.

export interface CategoryFilter {
  level?: 0 | 1 | 2;
  featured?: boolean;
  parentSlug?: string;
}

export function listCategories(data: CatalogueData, filter: CategoryFilter = {}): Category[] {
  let list: Category[] =
    filter.parentSlug !== undefined ? (data.childrenBySlug.get(filter.parentSlug) ?? []) : data.categories;
  if (filter.level !== undefined) list = list.filter((category) => category.level === filter.level);
  if (filter.featured !== undefined) list = list.filter((category) => category.featured === filter.featured);
  return list;
}

/** Top-level categories, or the children of a category (only those whose parent exists). */
export function childCategories(data: CatalogueData, parentSlug: string | null): Category[] {
  return data.childrenBySlug.get(parentSlug) ?? [];
}

export function findCategoryBySlug(data: CatalogueData, slug: string): Category | undefined {
  return data.categoryBySlug.get(slug);
}

/** By numeric id, else by category code (spec: GET /api/categories/{idOrCode}), else by slug. */
export function findCategory(data: CatalogueData, idOrCode: string): Category | undefined {
  if (/^\d+$/.test(idOrCode)) {
    const byId = data.categoryById.get(Number(idOrCode));
    if (byId) return byId;
  }
  return data.categoryByCode.get(idOrCode) ?? data.categoryBySlug.get(idOrCode);
}

/** The chain from the top-level category down to this one. */
export function categoryTrail(data: CatalogueData, category: Category): Category[] {
  const trail = [category];
  let current = category;
  while (current.parentSlug && trail.length < 3) {
    const parent = data.categoryBySlug.get(current.parentSlug);
    if (!parent) break;
    trail.unshift(parent);
    current = parent;
  }
  return trail;
}

export function equipmentInCategory(data: CatalogueData, categorySlug: string): Equipment[] {
  return data.equipmentByCategorySlug.get(categorySlug) ?? [];
}

/** By slug, else by numeric id (spec: /equipment/{idOrSlug}). */
export function findEquipment(data: CatalogueData, idOrSlug: string): Equipment | undefined {
  return (
    data.equipmentBySlug.get(idOrSlug) ??
    (/^\d+$/.test(idOrSlug) ? data.equipmentById.get(Number(idOrSlug)) : undefined)
  );
}

export function documentsForCategory(data: CatalogueData, categorySlug: string) {
  return data.documentsByCategorySlug.get(categorySlug) ?? [];
}
