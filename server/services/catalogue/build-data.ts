import { createHash } from "node:crypto";
import type {
  Category,
  CategoryDocument,
  CategoryRef,
  Equipment,
  EquipmentType,
  Branch,
  RateType,
  SpecialItem,
} from "../../../core/catalogue-types.js";
import { sanitiseHtml } from "./sanitise-html.js";
import type { CatalogueData } from "./catalogue-data.js";
import { createEventLoopYielder } from "./yield-to-event-loop.js";
import { appendToList } from "./map-of-lists.js";
import type { CatalogueRows } from "./read-rows.js";
import type { Descriptions } from "./descriptions.js";
import { groupRelatedItems } from "./related-items.js";
import { specialsView } from "./specials-window.js";
import { rateBandsOf } from "../../../core/rate-band-columns.js";
import type { RateBands } from "../../../core/rate-bands.js";
import { PositionsById } from "./positions-by-id.js";

type Yielder = () => Promise<void> | undefined;

const collator = new Intl.Collator("en-GB");
const byName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);
const bySortOrder = <T extends { sortOrder: number; id: number }>(a: T, b: T) =>
  a.sortOrder - b.sortOrder || a.id - b.id;

/**
 * HTML fields are sanitised again here, not only at import: HTML that reached the database another
 * way (psql, a restored backup, a shared PostgreSQL) must never render as it is.
 */
const clean = (html: string) => (html ? sanitiseHtml(html) : html);

/**
 * Turns the table rows into the indexed catalogue, skipping references that point nowhere
 * (docs/decisions/catalogue-import.md C2). Async and cooperative: on a 100,000-item catalogue the loops take a few
 * hundred milliseconds, so they pause every ~10 ms for waiting requests (C5).
 */
export async function buildCatalogueData(
  version: string,
  rows: CatalogueRows,
  descriptions: Descriptions,
): Promise<CatalogueData> {
  const yieldIfDue = createEventLoopYielder();
  const categories = await indexCategories(rows.categories, yieldIfDue);
  const equipment = await linkEquipment(rows, categories.categoryBySlug, yieldIfDue);
  const documentsByCategorySlug = groupDocuments(rows.categoryDocuments, categories.categoryBySlug);
  const specials = await joinSpecials(rows.specials, equipment.equipmentBySlug, descriptions);
  const branches = listBranches(rows.locations);
  const relatedBySlug = groupRelatedItems(rows.relatedItems, equipment.equipmentBySlug);
  return { version, ...categories, ...equipment, documentsByCategorySlug, ...specials, ...branches, relatedBySlug };
}

/**
 * Categories in sort order, with lookups by slug, id and code, and children by parent. Cooperative: sanitising every
 * category's HTML took 30-55 ms in one go (C5).
 */
async function indexCategories(rows: CatalogueRows["categories"], yieldIfDue: Yielder) {
  const categories: Category[] = [];
  for (const row of [...rows].sort((a, b) => a.sortOrder - b.sortOrder || byName(a, b))) {
    await yieldIfDue();
    categories.push({
      id: row.id,
      name: row.name,
      categorySlug: row.categorySlug,
      categoryCode: row.categoryCode,
      level: row.level as Category["level"],
      parentSlug: row.parentSlug,
      description: clean(row.description),
      fullDescription: clean(row.fullDescription),
      productDetails: clean(row.productDetails),
      specification: clean(row.specification),
      featured: row.featured,
    });
  }
  const categoryBySlug = new Map(categories.map((c) => [c.categorySlug, c]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const categoryByCode = new Map<string, Category>();
  for (const category of categories) {
    if (!categoryByCode.has(category.categoryCode)) categoryByCode.set(category.categoryCode, category);
  }
  const childrenBySlug = new Map<string | null, Category[]>();
  for (const category of categories) {
    // A category whose parent is missing is skipped (C2); top-level categories hang under null.
    if (category.level === 0) appendToList(childrenBySlug, null, category);
    else if (category.parentSlug && categoryBySlug.has(category.parentSlug)) {
      appendToList(childrenBySlug, category.parentSlug, category);
    }
  }
  return { categories, categoryBySlug, categoryById, categoryByCode, childrenBySlug };
}

/**
 * Equipment in import (id) order with its category references (main category first), where each sits by id, and each
 * category's items sorted by name (small sorts only, never the whole catalogue).
 */
async function linkEquipment(rows: CatalogueRows, categoryBySlug: Map<string, Category>, yieldIfDue: Yielder) {
  const linksByEquipment = new Map<string, { categorySlug: string; sortOrder: number }[]>();
  for (const link of rows.equipmentCategories) {
    await yieldIfDue();
    if (categoryBySlug.has(link.categorySlug)) appendToList(linksByEquipment, link.equipmentSlug, link);
  }

  // One reference object per category, one list per distinct list of categories, and one copy of each repeated value,
  // shared by the items (docs/decisions/performance.md N35, N44).
  const refBySlug = new Map<string, CategoryRef>();
  const refOf = (category: Category) => {
    let ref = refBySlug.get(category.categorySlug);
    if (!ref) {
      ref = { id: category.id, categorySlug: category.categorySlug, name: category.name };
      refBySlug.set(category.categorySlug, ref);
    }
    return ref;
  };
  const refLists = new Map<string, CategoryRef[]>();
  const refsOf = (slugs: string[]) => {
    const key = slugs.join("\n");
    let refs = refLists.get(key);
    if (!refs) {
      refs = slugs.map((slug) => refOf(categoryBySlug.get(slug)!));
      refLists.set(key, refs);
    }
    return refs;
  };
  const shared = new Map<string, string>();
  const once = <T extends string | null>(value: T): T => {
    if (value === null) return value;
    const known = shared.get(value);
    if (known !== undefined) return known as T;
    shared.set(value, value);
    return value;
  };
  const sharedBands = new Map<string, RateBands>();
  const bandsOnce = (bands: RateBands | null) => {
    if (bands === null) return bands;
    const key = `${bands.day} ${bands.weekend} ${bands.week} ${bands.extraDay}`;
    const known = sharedBands.get(key);
    if (known) return known;
    sharedBands.set(key, bands);
    return bands;
  };

  const equipment: Equipment[] = [];
  const descriptionHashes = createHash("sha256");
  const equipmentBySlug = new Map<string, Equipment>();
  for await (const page of rows.equipmentPages()) {
    for (const row of page) {
      await yieldIfDue();
      const links = (linksByEquipment.get(row.equipmentSlug) ?? []).sort((a, b) => a.sortOrder - b.sortOrder);
      const slugs = links.map((link) => link.categorySlug);
      const main =
        (row.mainCategorySlug ? categoryBySlug.get(row.mainCategorySlug) : undefined) ??
        (slugs[0] ? categoryBySlug.get(slugs[0]) : undefined);
      if (main && !slugs.includes(main.categorySlug)) slugs.unshift(main.categorySlug);
      const item: Equipment = {
        id: row.id,
        equipmentSlug: row.equipmentSlug,
        name: row.name,
        productCode: row.productCode,
        type: once(row.type) as EquipmentType,
        rate: once(row.rate),
        rateType: once(row.rateType) as RateType,
        rateBands: bandsOnce(rateBandsOf(row)),
        strikeRate: once(row.strikeRate),
        imageCode: once(row.imageCode),
        commCode: once(row.commCode),
        categories: refsOf(slugs),
        mainCategorySlug: main?.categorySlug ?? null,
        mainCategoryId: main?.id ?? null,
      };
      equipment.push(item);
      descriptionHashes.update(row.descriptionHash);
      equipmentBySlug.set(item.equipmentSlug, item);
    }
  }
  const positions = new PositionsById(equipment.map((item) => item.id));

  const equipmentByCategorySlug = new Map<string, Equipment[]>();
  for (const item of equipment) {
    await yieldIfDue();
    for (const ref of item.categories) appendToList(equipmentByCategorySlug, ref.categorySlug, item);
  }
  for (const list of equipmentByCategorySlug.values()) {
    await yieldIfDue();
    list.sort(byName);
  }
  const descriptionsKey = descriptionHashes.digest("hex");
  return { equipment, descriptionsKey, equipmentBySlug, positions, equipmentByCategorySlug };
}

function groupDocuments(rows: CatalogueRows["categoryDocuments"], categoryBySlug: Map<string, Category>) {
  const documentsByCategorySlug = new Map<string, CategoryDocument[]>();
  for (const row of [...rows].sort(bySortOrder)) {
    if (!categoryBySlug.has(row.categorySlug)) continue;
    appendToList(documentsByCategorySlug, row.categorySlug, {
      id: row.id,
      title: row.title,
      target: row.target,
      url: row.url,
    });
  }
  return documentsByCategorySlug;
}

/**
 * Specials joined to their equipment, the featured ones, and the groups by category name. A special keeps its item's
 * description (the snapshot keeps no other, docs/decisions/performance.md N33): specials are few.
 */
async function joinSpecials(
  rows: CatalogueRows["specials"],
  equipmentBySlug: Map<string, Equipment>,
  descriptions: Descriptions,
) {
  const slugs = rows.flatMap((row) =>
    row.equipmentSlug && equipmentBySlug.has(row.equipmentSlug) ? [row.equipmentSlug] : [],
  );
  const descriptionBySlug = await descriptions.bySlug([...new Set(slugs)]);
  const specials: SpecialItem[] = [...rows].sort(bySortOrder).map((row) => {
    const found = row.equipmentSlug ? equipmentBySlug.get(row.equipmentSlug) : undefined;
    const item = found ? { ...found, fullDescription: descriptionBySlug.get(found.equipmentSlug) ?? "" } : null;
    return {
      id: row.id,
      commCode: row.commCode,
      categoryName: row.categoryName,
      // A special for equipment that no longer exists shows as 'Not available' (no slug).
      equipmentSlug: item ? item.equipmentSlug : null,
      name: item?.name ?? row.title,
      imageCode: row.imageCode || item?.imageCode || "",
      fullDescription: clean(row.fullDescription) || item?.fullDescription || "",
      featured: row.featured,
      enquire: row.enquire,
      equipment: item,
      validFrom: row.validFrom,
      validTo: row.validTo,
    };
  });
  return specialsView(specials);
}

export function listBranches(rows: CatalogueRows["locations"]) {
  const branches: Branch[] = [...rows].sort(byName).map((row) => ({
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
  return { branches, branchById: new Map(branches.map((branch) => [branch.id, branch])) };
}
