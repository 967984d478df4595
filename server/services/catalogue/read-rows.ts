import type { Db } from "../../db/client.js";
import * as schema from "../../db/schema.js";
import { getSetting } from "../site-settings.js";

/** The site setting every import bumps in its transaction; instances poll it to notice new data. */
export const CATALOGUE_VERSION_KEY = "catalogue_version";

export interface CatalogueRows {
  categories: (typeof schema.categories.$inferSelect)[];
  equipment: (typeof schema.equipment.$inferSelect)[];
  equipmentCategories: (typeof schema.equipmentCategories.$inferSelect)[];
  categoryDocuments: (typeof schema.categoryDocuments.$inferSelect)[];
  specials: (typeof schema.specials.$inferSelect)[];
  locations: (typeof schema.locations.$inferSelect)[];
  relatedItems: (typeof schema.relatedItems.$inferSelect)[];
}

export async function readCatalogueVersion(db: Db): Promise<string> {
  return (await getSetting(db, CATALOGUE_VERSION_KEY))?.settingValue ?? "0";
}

/**
 * Reads every catalogue table. The big ones are read in pages: PGlite runs each query on the main
 * thread, and one 100,000-row result would hold it for over a second (docs/decisions/catalogue-import.md C5).
 */
export async function readCatalogueRows(db: Db): Promise<CatalogueRows> {
  const [categories, categoryDocuments, specials, locations, relatedItems] = await Promise.all([
    db.select().from(schema.categories),
    db.select().from(schema.categoryDocuments),
    db.select().from(schema.specials),
    db.select().from(schema.locations),
    db.select().from(schema.relatedItems),
  ]);
  const equipment = await readPaged((limit, offset) =>
    db.select().from(schema.equipment).orderBy(schema.equipment.id).limit(limit).offset(offset),
  );
  const equipmentCategories = await readPaged((limit, offset) =>
    db
      .select()
      .from(schema.equipmentCategories)
      .orderBy(schema.equipmentCategories.equipmentSlug, schema.equipmentCategories.categorySlug)
      .limit(limit)
      .offset(offset),
  );
  return { categories, equipment, equipmentCategories, categoryDocuments, specials, locations, relatedItems };
}

const PAGE_SIZE = 1000;

async function readPaged<T>(readPage: (limit: number, offset: number) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await readPage(PAGE_SIZE, offset);
    all.push(...page);
    if (page.length < PAGE_SIZE) return all;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
