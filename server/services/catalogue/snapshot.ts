import type {
  Category,
  CategoryDocument,
  CategoryRef,
  Equipment,
  EquipmentType,
  Location,
  RateType,
  SpecialItem,
  SpecialsByCategory,
} from "../../../core/catalogue-types.js";
import type * as schema from "../../db/schema.js";
import { createYielder } from "./cooperative.js";
import { pushTo } from "./push-to.js";

export interface CatalogueRows {
  categories: (typeof schema.categories.$inferSelect)[];
  equipment: (typeof schema.equipment.$inferSelect)[];
  equipmentCategories: (typeof schema.equipmentCategories.$inferSelect)[];
  categoryDocuments: (typeof schema.categoryDocuments.$inferSelect)[];
  specials: (typeof schema.specials.$inferSelect)[];
  locations: (typeof schema.locations.$inferSelect)[];
}

/**
 * The immutable, in-memory catalogue every read is served from (DESIGN.md "The catalogue snapshot").
 * References that point nowhere (DECISIONS C2) are skipped here.
 */
export interface CatalogueData {
  version: string;
  categories: Category[];
  categoryBySlug: Map<string, Category>;
  categoryById: Map<number, Category>;
  categoryByCode: Map<string, Category>;
  childrenBySlug: Map<string | null, Category[]>;
  equipment: Equipment[];
  equipmentBySlug: Map<string, Equipment>;
  equipmentById: Map<number, Equipment>;
  equipmentByCategorySlug: Map<string, Equipment[]>;
  documentsByCategorySlug: Map<string, CategoryDocument[]>;
  specials: SpecialItem[];
  featuredSpecials: SpecialItem[];
  specialsByCategory: SpecialsByCategory;
  locations: Location[];
  locationById: Map<number, Location>;
}

const collator = new Intl.Collator("en-GB");
const byName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);
const byOrderThenName = <T extends { sortOrder: number; name: string }>(a: T, b: T) =>
  a.sortOrder - b.sortOrder || byName(a, b);

/**
 * Builds the lookup maps. Async and cooperative: on a 100,000-item catalogue the loops take a few
 * hundred milliseconds, so they pause every ~10 ms for waiting requests (DECISIONS C5). Equipment
 * keeps import (id) order; each category's list is sorted by name, small sorts only.
 */
export async function buildCatalogueData(version: string, rows: CatalogueRows): Promise<CatalogueData> {
  const yieldIfDue = createYielder();
  const categoryRows = [...rows.categories].sort(byOrderThenName);
  const categories: Category[] = categoryRows.map((row) => ({
    id: row.id,
    name: row.name,
    categorySlug: row.categorySlug,
    categoryCode: row.categoryCode,
    level: row.level as Category["level"],
    parentSlug: row.parentSlug,
    description: row.description,
    fullDescription: row.fullDescription,
    productDetails: row.productDetails,
    specification: row.specification,
    featured: row.featured,
  }));
  const categoryBySlug = new Map(categories.map((c) => [c.categorySlug, c]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const categoryByCode = new Map<string, Category>();
  for (const category of categories) {
    if (!categoryByCode.has(category.categoryCode)) categoryByCode.set(category.categoryCode, category);
  }
  const childrenBySlug = new Map<string | null, Category[]>();
  for (const category of categories) {
    // A category whose parent is missing is skipped (C2); top-level categories hang under null.
    if (category.level === 0) pushTo(childrenBySlug, null, category);
    else if (category.parentSlug && categoryBySlug.has(category.parentSlug)) {
      pushTo(childrenBySlug, category.parentSlug, category);
    }
  }

  const linksByEquipment = new Map<string, { categorySlug: string; sortOrder: number }[]>();
  for (const link of rows.equipmentCategories) {
    await yieldIfDue();
    if (categoryBySlug.has(link.categorySlug)) pushTo(linksByEquipment, link.equipmentSlug, link);
  }

  // Rows arrive in id order (readCatalogueRows), which the equipment list keeps.
  const equipment: Equipment[] = [];
  const equipmentBySlug = new Map<string, Equipment>();
  const equipmentById = new Map<number, Equipment>();
  for (const row of rows.equipment) {
    await yieldIfDue();
    const links = (linksByEquipment.get(row.equipmentSlug) ?? []).sort((a, b) => a.sortOrder - b.sortOrder);
    const refs: CategoryRef[] = links.map(({ categorySlug }) => {
      const category = categoryBySlug.get(categorySlug)!;
      return { id: category.id, categorySlug, name: category.name };
    });
    const main =
      (row.mainCategorySlug ? categoryBySlug.get(row.mainCategorySlug) : undefined) ??
      (refs[0] ? categoryBySlug.get(refs[0].categorySlug) : undefined);
    if (main && !refs.some((ref) => ref.categorySlug === main.categorySlug)) {
      refs.unshift({ id: main.id, categorySlug: main.categorySlug, name: main.name });
    }
    const item: Equipment = {
      id: row.id,
      equipmentSlug: row.equipmentSlug,
      name: row.name,
      productCode: row.productCode,
      type: row.type as EquipmentType,
      rate: row.rate,
      rateType: row.rateType as RateType,
      strikeRate: row.strikeRate,
      imageCode: row.imageCode,
      commCode: row.commCode,
      fullDescription: row.fullDescription,
      categories: refs,
      mainCategorySlug: main?.categorySlug ?? null,
      mainCategoryId: main?.id ?? null,
    };
    equipment.push(item);
    equipmentBySlug.set(item.equipmentSlug, item);
    equipmentById.set(item.id, item);
  }
  const equipmentByCategorySlug = new Map<string, Equipment[]>();
  for (const item of equipment) {
    await yieldIfDue();
    for (const ref of item.categories) pushTo(equipmentByCategorySlug, ref.categorySlug, item);
  }
  for (const list of equipmentByCategorySlug.values()) {
    await yieldIfDue();
    list.sort(byName);
  }

  const documentsByCategorySlug = new Map<string, CategoryDocument[]>();
  for (const row of [...rows.categoryDocuments].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)) {
    if (!categoryBySlug.has(row.categorySlug)) continue;
    pushTo(documentsByCategorySlug, row.categorySlug, {
      id: row.id,
      title: row.title,
      target: row.target,
      url: row.url,
    });
  }

  const specials: SpecialItem[] = [...rows.specials]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .map((row) => {
      const item = row.equipmentSlug ? (equipmentBySlug.get(row.equipmentSlug) ?? null) : null;
      return {
        id: row.id,
        commCode: row.commCode,
        categoryName: row.categoryName,
        // A special for equipment that no longer exists shows as 'Not available' (no slug).
        equipmentSlug: item ? item.equipmentSlug : null,
        name: item?.name ?? row.title,
        imageCode: row.imageCode || item?.imageCode || "",
        fullDescription: row.fullDescription || item?.fullDescription || "",
        featured: row.featured,
        enquire: row.enquire,
        equipment: item,
      };
    });
  const specialsByCategory: SpecialsByCategory = {};
  for (const special of specials) (specialsByCategory[special.categoryName] ??= []).push(special);

  const locations: Location[] = [...rows.locations].sort(byName).map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    email: row.email,
    phone: row.phone,
    fullAddress: row.fullAddress,
    postcode: row.postcode,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: row.openingHours,
  }));

  return {
    version,
    categories,
    categoryBySlug,
    categoryById,
    categoryByCode,
    childrenBySlug,
    equipment,
    equipmentBySlug,
    equipmentById,
    equipmentByCategorySlug,
    documentsByCategorySlug,
    specials,
    featuredSpecials: specials.filter((s) => s.featured && s.equipment),
    specialsByCategory,
    locations,
    locationById: new Map(locations.map((l) => [l.id, l])),
  };
}
