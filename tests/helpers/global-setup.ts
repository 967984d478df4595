import { mkdir, writeFile } from "node:fs/promises";
import { pino } from "pino";
import { openDatabase, type Database } from "../../server/db/client.js";
import { seedDemoCatalogueIfEmpty } from "../../server/services/import/index.js";
import {
  adminQuery,
  postgresTemplateName,
  templateDir,
  templateFile,
  testDatabaseUrl,
  withDatabaseName,
  type TemplateName,
} from "./databases.js";

const silent = pino({ level: "silent" });

async function prepare(database: Database, name: TemplateName) {
  await database.migrate();
  if (name === "demo") await seedDemoCatalogueIfEmpty(database.db, silent);
}

/** Builds the migrated templates once per run: empty, and with the demo catalogue loaded. */
export default async function setup() {
  const templates: TemplateName[] = ["empty", "demo"];
  if (testDatabaseUrl) {
    for (const name of templates) {
      const dbName = postgresTemplateName(name);
      await adminQuery(`DROP DATABASE IF EXISTS ${dbName}`);
      await adminQuery(`CREATE DATABASE ${dbName}`);
      const database = await openDatabase({
        kind: "postgres",
        url: withDatabaseName(testDatabaseUrl, dbName),
        poolSize: 2,
      });
      await prepare(database, name);
      await database.close();
    }
    return async () => {
      for (const name of templates) await adminQuery(`DROP DATABASE IF EXISTS ${postgresTemplateName(name)}`);
    };
  }
  await mkdir(templateDir, { recursive: true });
  for (const name of templates) {
    const database = await openDatabase({ kind: "pglite" });
    await prepare(database, name);
    const dump = await database.pglite!.dumpDataDir("gzip");
    await writeFile(templateFile(name), Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
}
