import { createReadStream, existsSync } from "node:fs";
import { join } from "node:path";
import type { ImportTableName } from "../../core/import-columns.js";
import type { Logger } from "../logger.js";
import { demoDataFolder } from "../paths.js";
import { importCsv, type ImportResult } from "../services/import/index.js";
import type { Db } from "./client.js";
import { categories, equipment } from "./schema.js";

/** Referenced tables first, so references resolve and the log shows only real warnings. */
const SEED_ORDER: ImportTableName[] = [
  "categories",
  "equipment",
  "equipment_categories",
  "category_documents",
  "specials",
  "locations",
];

async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const [someCategory] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [someEquipment] = await db.select({ id: equipment.id }).from(equipment).limit(1);
  return !someCategory && !someEquipment;
}

/**
 * Loads data/demo/<table>.csv through the importer when categories and equipment are both empty.
 * Tables without a file are left alone; an invalid demo file stops start-up with the importer's message.
 */
export async function seedDemoCatalogueIfEmpty(
  db: Db,
  logger: Logger,
  folder = demoDataFolder,
): Promise<ImportResult[]> {
  if (!(await catalogueIsEmpty(db))) return [];
  const files = SEED_ORDER.map((table) => ({ table, path: join(folder, `${table}.csv`) })).filter(({ path }) =>
    existsSync(path),
  );
  if (files.length === 0) return [];

  const started = performance.now();
  const results: ImportResult[] = [];
  for (const { table, path } of files) {
    const result = await importCsv({ db, table, input: createReadStream(path) });
    results.push(result);
    if (result.warnings.length) logger.warn({ table, warnings: result.warnings }, "demo data has dangling references");
  }
  logger.info(
    {
      records: Object.fromEntries(results.map((result) => [result.table, result.recordsImported])),
      ms: Math.round(performance.now() - started),
    },
    "demo catalogue loaded",
  );
  return results;
}
