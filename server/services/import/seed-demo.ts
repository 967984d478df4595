import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { demoFile, rebrandDemoText } from "../../../brands/demo-data.js";
import { brands } from "../../../brands/index.js";
import { selectedBrandId } from "../../../brands/ids.js";
import { IMPORT_TABLE_NAMES } from "../../../core/import-columns.js";
import type { Db } from "../../db/client.js";
import { categories, equipment } from "../../db/schema.js";
import type { Logger } from "../../logger.js";
import { demoDataFolder, projectRoot } from "../../paths.js";
import { commitImport, prepareImport, type ImportResult, type PreparedImport } from "./import-csv.js";

async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const [someCategory] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [someEquipment] = await db.select({ id: equipment.id }).from(equipment).limit(1);
  return !someCategory && !someEquipment;
}

/**
 * Loads data/demo/<table>.csv through the importer when categories and equipment are both empty, as the selected
 * brand's demo (brands/demo-data.ts: its own branches, its name and currency sign in the shared catalogue's copy).
 * Every file is checked before any is written, and all are written in one transaction, so a bad
 * demo file stops start-up with the importer's message and leaves the catalogue empty.
 */
export async function seedDemoCatalogueIfEmpty(
  db: Db,
  logger: Logger,
  folder = demoDataFolder,
): Promise<ImportResult[]> {
  if (!(await catalogueIsEmpty(db))) return [];
  // IMPORT_TABLE_NAMES lists referenced tables first, so references resolve and the log shows only real warnings.
  const { brand, demo } = brands[selectedBrandId()];
  const files = IMPORT_TABLE_NAMES.map((table) => ({ table, path: demoFile(projectRoot, folder, demo, table) })).filter(
    ({ path }) => existsSync(path),
  );
  if (files.length === 0) return [];

  const started = performance.now();
  const prepared: PreparedImport[] = [];
  for (const { table, path } of files) {
    try {
      const text = rebrandDemoText(await readFile(path, "utf8"), brand);
      prepared.push(await prepareImport(table, Readable.from([text])));
    } catch (err) {
      if (err instanceof Error) err.message = `Demo data ${path}: ${err.message}`;
      throw err;
    }
  }
  const results = await db.transaction(async (tx) => {
    const done: ImportResult[] = [];
    for (const file of prepared) done.push(await commitImport(tx, file));
    return done;
  });
  for (const result of results) {
    if (result.warnings.length) {
      logger.warn({ table: result.table, warnings: result.warnings }, "demo data has dangling references");
    }
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
