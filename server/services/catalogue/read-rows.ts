import { getTableColumns, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import * as schema from "../../db/schema.js";
import { getSetting } from "../site-settings.js";

/** The site setting every import bumps in its transaction; instances poll it to notice new data. */
export const CATALOGUE_VERSION_KEY = "catalogue_version";

export interface CatalogueRows {
  categories: (typeof schema.categories.$inferSelect)[];
  /** Without descriptions: pages and search read those when they need them (docs/decisions/performance.md N33). */
  equipment: EquipmentRow[];
  equipmentCategories: (typeof schema.equipmentCategories.$inferSelect)[];
  categoryDocuments: (typeof schema.categoryDocuments.$inferSelect)[];
  specials: (typeof schema.specials.$inferSelect)[];
  locations: (typeof schema.locations.$inferSelect)[];
  relatedItems: (typeof schema.relatedItems.$inferSelect)[];
}

type EquipmentRow = Omit<typeof schema.equipment.$inferSelect, "fullDescription">;
const { fullDescription: _readWhenShown, ...equipmentColumns } = getTableColumns(schema.equipment);

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
  const equipment = await readPaged<EquipmentRow[]>((after, limit) =>
    db
      .select(equipmentColumns)
      .from(schema.equipment)
      .where(after ? gt(schema.equipment.id, after.id) : undefined)
      .orderBy(schema.equipment.id)
      .limit(limit),
  );
  const links = schema.equipmentCategories;
  const equipmentCategories = await readPaged<(typeof links.$inferSelect)[]>((after, limit) =>
    db
      .select()
      .from(links)
      .where(
        after
          ? sql`(${links.equipmentSlug}, ${links.categorySlug}) > (${after.equipmentSlug}, ${after.categorySlug})`
          : undefined,
      )
      .orderBy(links.equipmentSlug, links.categorySlug)
      .limit(limit),
  );
  return { categories, equipment, equipmentCategories, categoryDocuments, specials, locations, relatedItems };
}

const PAGE_SIZE = 1000;

/**
 * Reads a table in pages, each starting after the last row of the one before (in the order of its primary key):
 * an OFFSET would walk every earlier row again for each page (docs/performance-figures.md, figures behind the code).
 */
async function readPaged<Page extends unknown[]>(
  readPage: (after: Page[number] | undefined, limit: number) => Promise<Page>,
): Promise<Page[number][]> {
  const all: Page[number][] = [];
  for (let after: Page[number] | undefined; ;) {
    const page = await readPage(after, PAGE_SIZE);
    all.push(...page);
    if (page.length < PAGE_SIZE) return all;
    after = page.at(-1);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
