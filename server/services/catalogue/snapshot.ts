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

const byOrderThenName = <T extends { sortOrder: number; name: string }>(a: T, b: T) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, "en-GB");

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function buildCatalogueData(version: string, rows: CatalogueRows): CatalogueData {
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
    if (categoryBySlug.has(link.categorySlug)) pushTo(linksByEquipment, link.equipmentSlug, link);
  }

  const equipmentRows = [...rows.equipment].sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
  const equipment: Equipment[] = equipmentRows.map((row) => {
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
    return {
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
  });
  const equipmentBySlug = new Map(equipment.map((e) => [e.equipmentSlug, e]));
  const equipmentById = new Map(equipment.map((e) => [e.id, e]));
  const equipmentByCategorySlug = new Map<string, Equipment[]>();
  for (const item of equipment) {
    for (const ref of item.categories) pushTo(equipmentByCategorySlug, ref.categorySlug, item);
  }

  const documentsByCategorySlug = new Map<string, CategoryDocument[]>();
  for (const row of [...rows.categoryDocuments].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)) {
    if (!categoryBySlug.has(row.categorySlug)) continue;
    pushTo(documentsByCategorySlug, row.categorySlug, { id: row.id, title: row.title, target: row.target, url: row.url });
  }

  const specials: SpecialItem[] = [...rows.specials]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .map((row) => {
      const item = row.equipmentSlug ? equipmentBySlug.get(row.equipmentSlug) ?? null : null;
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

  const locations: Location[] = [...rows.locations]
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"))
    .map((row) => ({
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
