import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client.js";
import { projectRoot } from "../../server/paths.js";

/** Test databases are copies of migrated templates made once per run by global-setup.ts. */
export type TemplateName = "empty" | "demo";

/** TEST_TMP_DIR lets two test runs on one machine keep their templates apart. */
export const templateDir = process.env.TEST_TMP_DIR || join(projectRoot, "tests/.tmp");
export const templateFile = (name: TemplateName) => join(templateDir, `pglite-${name}.tar.gz`);
export const postgresTemplateName = (name: TemplateName) =>
  `hirebase_test_template_${process.env.TEST_PG_TEMPLATE_SUFFIX ?? ""}${name}`;

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs SQL on the server's maintenance connection (for CREATE/DROP DATABASE). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the template dump,
 * or, when TEST_DATABASE_URL is set, a new PostgreSQL database created from the template database.
 */
export async function freshDatabase(template: TemplateName = "empty"): Promise<Database> {
  if (testDatabaseUrl) {
    const name = `hirebase_test_${randomBytes(6).toString("hex")}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName(template)}`);
    const database = await openDatabase({
      kind: "postgres",
      url: withDatabaseName(testDatabaseUrl, name),
      poolSize: 4,
    });
    const close = database.close;
    database.close = async () => {
      await close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
    };
    return database;
  }
  const dump = await readFile(templateFile(template));
  return openDatabase({ kind: "pglite", loadDataDir: new Blob([dump]) });
}

/**
 * Two connections to one fresh database, as two instances of the site have: on PostgreSQL two pools, each closed on
 * its own (the second close drops the database); the embedded database allows one process, so both are one handle.
 */
export async function freshDatabaseForTwo(template: TemplateName = "empty"): Promise<[Database, Database]> {
  if (!testDatabaseUrl) {
    const only = await freshDatabase(template);
    const close = only.close;
    let open = 2;
    only.close = async () => {
      if (--open === 0) await close();
    };
    return [only, only];
  }
  const name = `hirebase_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName(template)}`);
  const url = withDatabaseName(testDatabaseUrl, name);
  const pools = await Promise.all([0, 1].map(() => openDatabase({ kind: "postgres", url, poolSize: 4 })));
  let open = 2;
  for (const database of pools) {
    const close = database.close;
    database.close = async () => {
      await close();
      if (--open === 0) await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
    };
  }
  return [pools[0], pools[1]];
}
