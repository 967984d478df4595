import { stringify } from "csv-stringify/sync";
import { IMPORT_TABLES } from "../../core/import-columns.js";
import { openDatabase, type DatabaseOptions, type Db } from "../../server/db/client.js";
import { importCsv } from "../../server/services/import/index.js";
import { equipment } from "../../server/db/schema.js";

/**
 * An equipment CSV of `target` rows for the benchmarks: the database's equipment (the demo catalogue), then copies of
 * it with `-vN` slugs and product codes and 'MkN' names, so every row is valid and unique.
 */
export async function replicatedEquipmentCsv(db: Db, target: number): Promise<{ csv: Buffer; rows: number }> {
  const demo = { equipment: await db.select().from(equipment).orderBy(equipment.id) };
  const columns = IMPORT_TABLES.equipment.columns.map((column) => column.name);
  const records: unknown[][] = [columns];
  for (let copy = 0; records.length <= target; copy++) {
    for (const row of demo.equipment) {
      if (records.length > target) break;
      const suffix = copy === 0 ? "" : `-v${copy}`;
      const values: Record<string, unknown> = {
        ...row,
        equipmentSlug: row.equipmentSlug + suffix,
        productCode: row.productCode + suffix.toUpperCase(),
        name: copy === 0 ? row.name : `${row.name} Mk${copy}`,
      };
      records.push(columns.map((name) => values[name] ?? ""));
    }
  }
  return { csv: Buffer.from(stringify(records)), rows: records.length - 1 };
}

/** Replicates the demo equipment into `target` rows in a stopped server's database. */
export async function growCatalogue(options: DatabaseOptions, target: number): Promise<void> {
  const database = await openDatabase(options);
  const { csv } = await replicatedEquipmentCsv(database.db, target);
  await importCsv({ db: database.db, table: "equipment", input: csv });
  await database.close();
}

/** The embedded database of a server's data folder. */
export const dataFolderDatabase = (dataDir: string): DatabaseOptions => ({
  kind: "pglite",
  dataDir: `${dataDir}/pglite`,
});
