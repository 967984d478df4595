import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import * as schema from "../../db/schema.js";
import { getSetting } from "../site-settings.js";

/** The site setting every import bumps in its transaction; instances poll it to notice new data. */
export const CATALOGUE_VERSION_KEY = "catalogue_version";

export interface CatalogueRows {
  categories: (typeof schema.categories.$inferSelect)[];
  /**
   * The items in id order, a page at a time, read again at each call: a build turns each page into items before it
   * reads the next, so the rows never pile up (docs/decisions/performance.md N44). Without descriptions: pages and
   * search read those when they need them (N33).
   */
  equipmentPages(): AsyncIterable<EquipmentRow[]>;
  equipmentCategories: (typeof schema.equipmentCategories.$inferSelect)[];
  categoryDocuments: (typeof schema.categoryDocuments.$inferSelect)[];
  specials: (typeof schema.specials.$inferSelect)[];
  locations: (typeof schema.locations.$inferSelect)[];
  relatedItems: (typeof schema.relatedItems.$inferSelect)[];
}

export type EquipmentRow = Omit<typeof schema.equipment.$inferSelect, "fullDescription"> & {
  /** The MD5 of the item's description, which the search index's key covers (docs/decisions/performance.md N34). */
  descriptionHash: string;
};
const { fullDescription, ...otherEquipmentColumns } = getTableColumns(schema.equipment);
const equipmentColumns = { ...otherEquipmentColumns, descriptionHash: sql`md5(${fullDescription})` };

export async function readCatalogueVersion(db: Db): Promise<string> {
  return (await getSetting(db, CATALOGUE_VERSION_KEY))?.settingValue ?? "0";
}

/**
 * Reads every catalogue table but the items, which the build reads a page at a time. The big tables are read in pages
 * of JSON (jsonPages): one long query would hold the
 * database's one thread from every waiting request (docs/decisions/catalogue-import.md C5).
 */
export async function readCatalogueRows(db: Db): Promise<CatalogueRows> {
  const [categories, categoryDocuments, specials, locations, relatedItems] = await Promise.all([
    db.select().from(schema.categories),
    db.select().from(schema.categoryDocuments),
    db.select().from(schema.specials),
    db.select().from(schema.locations),
    db.select().from(schema.relatedItems),
  ]);
  const items = schema.equipment;
  const equipmentPages = () =>
    jsonPages<EquipmentRow>(db, (after) =>
      pageQuery(equipmentColumns, items, after ? sql`${items.id} > ${after.id}` : undefined, [items.id]),
    );
  const links = schema.equipmentCategories;
  const equipmentCategories: (typeof links.$inferSelect)[] = [];
  const linkPages = jsonPages<typeof links.$inferSelect>(db, (after) =>
    pageQuery(
      getTableColumns(links),
      links,
      after
        ? sql`(${links.equipmentSlug}, ${links.categorySlug}) > (${after.equipmentSlug}, ${after.categorySlug})`
        : undefined,
      [links.equipmentSlug, links.categorySlug],
    ),
  );
  for await (const page of linkPages) for (const link of page) equipmentCategories.push(link);
  return { categories, equipmentPages, equipmentCategories, categoryDocuments, specials, locations, relatedItems };
}

const PAGE_SIZE = 1000;

/**
 * One page of a table, in the order of its key, as one JSON text: an object per row under the columns' TypeScript
 * names, numeric columns as text as the driver reads them. The database hands over one field per page instead of
 * every column of every row, which the embedded database decodes in JavaScript on its thread
 * (docs/decisions/performance.md N41).
 */
function pageQuery(
  columns: Record<string, PgColumn | SQL>,
  table: PgTable,
  where: SQL | undefined,
  key: PgColumn[],
): SQL {
  const fields = Object.entries(columns).map(([name, column]) => {
    const value = "columnType" in column && column.columnType === "PgNumeric" ? sql`${column}::text` : sql`${column}`;
    return sql`${sql.raw(`'${name}'`)}, ${value}`;
  });
  const keys = key.map((column, i) => sql`${column} as ${sql.raw(`k${i}`)}`);
  const order = key.map((_, i) => sql.raw(`page.k${i}`));
  return sql`select coalesce(json_agg(page.row order by ${sql.join(order, sql`, `)}), '[]')::text as rows
    from (select json_build_object(${sql.join(fields, sql`, `)}) as row, ${sql.join(keys, sql`, `)}
      from ${table} ${where ? sql`where ${where}` : sql``}
      order by ${sql.join(key, sql`, `)} limit ${PAGE_SIZE}) page`;
}

/**
 * A table's pages, each starting after the last row of the one before (in the order of its key): an OFFSET would
 * walk every earlier row again for each page (docs/performance-figures.md, figures behind the code). The next page is
 * asked for before this one is handed over, so the database reads it while the caller works (performance.md N45).
 */
async function* jsonPages<Row>(db: Db, pageAfter: (last: Row | undefined) => SQL): AsyncGenerator<Row[]> {
  const read = (last: Row | undefined) => {
    const pending = db.execute(pageAfter(last)).then((result) => {
      const { rows } = result as unknown as { rows: { rows: string }[] };
      return JSON.parse(rows[0]!.rows) as Row[];
    });
    // A caller that stops early leaves the page read ahead unread: its failure is not an unhandled rejection.
    pending.catch(() => undefined);
    return pending;
  };
  for (let next = read(undefined); ;) {
    const page = await next;
    if (page.length < PAGE_SIZE) {
      yield page;
      return;
    }
    next = read(page.at(-1));
    yield page;
  }
}
