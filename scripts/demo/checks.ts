import type { CategoryRow } from "./categories.js";
import type { DocumentRow } from "./documents.js";
import type { EquipmentCategoryLink, equipmentRows } from "./equipment.js";
import type { BranchRow } from "./branches/index.js";
import type { SpecialRow } from "./specials.js";
import type { CategoryTree } from "./tree.js";

export interface DemoData {
  tree: CategoryTree;
  categories: CategoryRow[];
  equipment: ReturnType<typeof equipmentRows>;
  links: EquipmentCategoryLink[];
  documents: DocumentRow[];
  specials: SpecialRow[];
  locations: BranchRow[];
  /** The codes of the items' own pictures (item-images.ts), written beside the categories'. */
  itemImageCodes: string[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,49}$/;
const MONEY = /^\d+\.\d{2}$/;

function unique<T>(label: string, values: T[]) {
  const seen = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`${label} is not unique: ${String(value)}`);
    seen.add(value);
  }
}

function atLeast(label: string, actual: number, minimum: number) {
  if (actual < minimum) throw new Error(`${label}: ${actual}, expected at least ${minimum}`);
}

/** Checks the generated tables against the import format and the size the demo promises. */
export function checkDemoData(data: DemoData): void {
  const { categories, equipment, links, documents, specials, locations } = data;
  const categorySlugs = new Set(categories.map((row) => row.categorySlug));
  const level2Slugs = new Set(categories.filter((row) => row.level === 2).map((row) => row.categorySlug));
  const imageCodes = new Set([...categories.map((row) => row.categoryCode), ...data.itemImageCodes]);
  const equipmentSlugs = new Set(equipment.map((row) => row.equipmentSlug));

  unique(
    "categorySlug",
    categories.map((row) => row.categorySlug),
  );
  unique(
    "categoryCode",
    categories.map((row) => row.categoryCode),
  );
  for (const row of categories) {
    if (!SLUG.test(row.categorySlug) || !CODE.test(row.categoryCode))
      throw new Error(`bad slug or code: ${row.categorySlug} ${row.categoryCode}`);
    if ((row.level === 0) !== (row.parentSlug === null)) throw new Error(`parent of ${row.categorySlug}`);
    if (row.parentSlug && !categorySlugs.has(row.parentSlug)) throw new Error(`missing parent ${row.parentSlug}`);
    if (row.level === 2 && !row.specification.startsWith("<table>"))
      throw new Error(`no specification for ${row.categorySlug}`);
    if (/[<>]/.test(row.description)) throw new Error(`description of ${row.categorySlug} is not plain text`);
  }
  atLeast("top-level categories", categories.filter((row) => row.level === 0).length, 12);
  atLeast("level-1 categories", categories.filter((row) => row.level === 1).length, 50);
  atLeast("level-2 categories", level2Slugs.size, 150);

  unique(
    "equipmentSlug",
    equipment.map((row) => row.equipmentSlug),
  );
  unique(
    "productCode",
    equipment.map((row) => row.productCode),
  );
  for (const row of equipment) {
    if (!SLUG.test(row.equipmentSlug) || row.equipmentSlug.length > 100)
      throw new Error(`bad slug ${row.equipmentSlug}`);
    if (!MONEY.test(row.rate) || (row.strikeRate !== null && !MONEY.test(row.strikeRate)))
      throw new Error(`bad price for ${row.equipmentSlug}`);
    if (row.strikeRate !== null && Number(row.strikeRate) <= Number(row.rate))
      throw new Error(`strike rate not above rate: ${row.equipmentSlug}`);
    if (!level2Slugs.has(row.mainCategorySlug)) throw new Error(`main category of ${row.equipmentSlug} is not level 2`);
    if (!imageCodes.has(row.imageCode)) throw new Error(`no image for ${row.equipmentSlug}: ${row.imageCode}`);
  }
  atLeast("equipment", equipment.length, 1000);

  unique(
    "equipment_categories key",
    links.map((link) => `${link.equipmentSlug} ${link.categorySlug}`),
  );
  for (const link of links) {
    if (!equipmentSlugs.has(link.equipmentSlug) || !categorySlugs.has(link.categorySlug))
      throw new Error(`dangling link ${link.equipmentSlug} ${link.categorySlug}`);
  }
  for (const row of equipment) {
    if (!links.some((link) => link.equipmentSlug === row.equipmentSlug && link.categorySlug === row.mainCategorySlug)) {
      throw new Error(`${row.equipmentSlug} is not linked to its main category`);
    }
  }

  unique(
    "category_documents key",
    documents.map((doc) => `${doc.categorySlug} ${doc.url}`),
  );
  for (const doc of documents)
    if (!categorySlugs.has(doc.categorySlug)) throw new Error(`document for unknown ${doc.categorySlug}`);

  unique(
    "specials commCode",
    specials.map((row) => row.commCode),
  );
  for (const row of specials) {
    if (row.equipmentSlug !== null && !equipmentSlugs.has(row.equipmentSlug))
      throw new Error(`special for unknown ${row.equipmentSlug}`);
    if (!imageCodes.has(row.imageCode)) throw new Error(`no image for special ${row.commCode}`);
  }
  atLeast("specials", specials.length, 30);
  atLeast("special groups", new Set(specials.map((row) => row.categoryName)).size, 6);

  unique(
    "location id",
    locations.map((row) => row.id),
  );
  unique(
    "location name",
    locations.map((row) => row.name),
  );
  unique(
    "location email",
    locations.map((row) => row.email),
  );
  atLeast("locations", locations.length, 300);
  for (const row of locations) {
    const hours = JSON.parse(row.openingHours) as Record<string, string>;
    if (Object.keys(hours).join() !== "Monday,Tuesday,Wednesday,Thursday,Friday,Saturday,Sunday")
      throw new Error(`opening hours of ${row.name}`);
    if ((row.latitude === null) !== (row.longitude === null)) throw new Error(`half a coordinate for ${row.name}`);
  }
}
