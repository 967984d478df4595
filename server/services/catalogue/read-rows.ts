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
 * of JSON (jsonPages): one long query would hold the database's one thread from every waiting request
 * (docs/decisions/catalogue-import.md C5).
 */
export async function readCatalogueRows(db: Db): Promise<CatalogueRows> {
  // One after another: answers that arrive together are all handled in one turn of the event loop, which at the
  // start of a rebuild at 100,000 items held it for up to 57 ms (docs/decisions/performance.md N52).
  const categories = await db.select().from(schema.categories);
  const categoryDocuments = await db.select().from(schema.categoryDocuments);
  const specials = await db.select().from(schema.specials);
  const locations = await db.select().from(schema.locations);
  const relatedItems = await db.select().from(schema.relatedItems);
  const items = schema.equipment;
  const equipmentPages = () =>
    jsonPages<EquipmentRow>(db, {
      columns: equipmentColumns,
      table: items,
      key: [items.id],
      after: (last) => sql`${items.id} > ${last.id}`,
    });
  const links = schema.equipmentCategories;
  const equipmentCategories: (typeof links.$inferSelect)[] = [];
  const linkPages = jsonPages<typeof links.$inferSelect>(db, {
    columns: getTableColumns(links),
    table: links,
    key: [links.equipmentSlug, links.categorySlug],
    after: (last) =>
      sql`(${links.equipmentSlug}, ${links.categorySlug}) > (${last.equipmentSlug}, ${last.categorySlug})`,
  });
  for await (const page of linkPages) for (const link of page) equipmentCategories.push(link);
  return { categories, equipmentPages, equipmentCategories, categoryDocuments, specials, locations, relatedItems };
}

const PAGE_SIZE = 1000;

/** A table read in pages in the order of `key`, each page starting `after` the last row of the one before. */
interface PagedRead<Row> {
  /** The columns or expressions to read, under the names the rows carry. */
  columns: Record<string, PgColumn | SQL>;
  table: PgTable;
  key: PgColumn[];
  after: (last: Row) => SQL;
}

/**
 * One page of a table, in the order of its key, as one JSON text: an array of values per row, in the order of
 * `columns`, numeric columns as text as the driver reads them. The database hands over one field per page instead of
 * every column of every row, which the embedded database decodes in JavaScript on its thread; arrays, not objects,
 * because the embedded database builds them in about half the time (docs/decisions/performance.md N41).
 */
function pageQuery<Row>({ columns, table, key }: PagedRead<Row>, where: SQL | undefined): SQL {
  const values = Object.values(columns).map((column) =>
    "columnType" in column && column.columnType === "PgNumeric" ? sql`${column}::text` : sql`${column}`,
  );
  const keys = key.map((column, i) => sql`${column} as ${sql.raw(`k${i}`)}`);
  const order = key.map((_, i) => sql.raw(`page.k${i}`));
  return sql`select coalesce(json_agg(page.row order by ${sql.join(order, sql`, `)}), '[]')::text as rows
    from (select json_build_array(${sql.join(values, sql`, `)}) as row, ${sql.join(keys, sql`, `)}
      from ${table} ${where ? sql`where ${where}` : sql``}
      order by ${sql.join(key, sql`, `)} limit ${PAGE_SIZE}) page`;
}

/**
 * A table's pages, each starting after the last row of the one before (in the order of its key): an OFFSET would
 * walk every earlier row again for each page (docs/performance-figures.md, figures behind the code). The next page is
 * asked for before this one is handed over, so the database reads it while the caller works (performance.md N45).
 */
async function* jsonPages<Row>(db: Db, paged: PagedRead<Row>): AsyncGenerator<Row[]> {
  const names = Object.keys(paged.columns);
  const read = (last: Row | undefined) => {
    const pending = db.execute(pageQuery(paged, last && paged.after(last))).then((result) => {
      const { rows } = result as unknown as { rows: { rows: string }[] };
      return (JSON.parse(rows[0]!.rows) as unknown[][]).map((values) => {
        const row: Record<string, unknown> = {};
        for (let at = 0; at < names.length; at++) row[names[at]!] = values[at];
        return row as Row;
      });
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
