import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/client.js";
import { ADMIN_ENV, AdminClient } from "../helpers/admin.js";
import { adminQuery, postgresTemplateName, testDatabaseUrl, withDatabaseName } from "../helpers/databases.js";
import { bookablePeriod, DAILY, PAT_CHECKOUT, RESALE, sendSpecialRequest, Visitor } from "../helpers/mylist.js";
import { projectRoot, startServerProcess, type ServerProcess } from "../helpers/server-process.js";
import type { TestApp } from "../helpers/test-app.js";

// npm run backup while the site runs, and npm run restore into a fresh folder or database (Z8): the restored
// site starts and holds every request, outbox row and setting the original held.

const folders: string[] = [];
const scratch = () => {
  const folder = mkdtempSync(join(tmpdir(), "hirebase-backup-"));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Runs `npm run backup` / `npm run restore` as an operator would, with only these settings. */
function runScript(script: "backup" | "restore", file: string, env: Record<string, string>) {
  return promisify(execFile)(process.execPath, ["--import", "tsx", `scripts/ops/${script}.ts`, file], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "silent", ...env },
  });
}

/** Two hire requests and a special request, through the API of the running site. */
async function makeRequests(server: ServerProcess): Promise<string[]> {
  const app = { fetch: server.fetch } as unknown as TestApp;
  const references: string[] = [];
  for (const email of ["first@example.com", "second@example.com"]) {
    const visitor = new Visitor(app);
    const list = await visitor.createReservation(bookablePeriod(2));
    await visitor.add(list.id, DAILY.slug, 1);
    await visitor.add(list.id, RESALE.slug, 2);
    const response = await visitor.request("POST", `/api/reservations/${list.id}/checkout`, {
      ...PAT_CHECKOUT,
      customerEmail: email,
      collectionLocationId: 2,
      damageWaiver: false,
    });
    expect(response.status).toBe(201);
    references.push(((await response.json()) as { referenceNumber: string }).referenceNumber);
  }
  references.push(await sendSpecialRequest(server, "third@example.com"));
  return references;
}

/**
 * Every row of the tables a backup must keep, as text. Outbox rows by their Message-ID alone: the original's mail
 * worker may have marked one sent after the backup was taken.
 */
const TABLES = {
  customer_requests: "to_jsonb(t)::text",
  hire_requests: "to_jsonb(t)::text",
  special_requests: "to_jsonb(t)::text",
  request_status_changes: "to_jsonb(t)::text",
  mail_outbox: "t.message_id",
  site_settings: "t.setting_key || '=' || t.setting_value",
};

async function contents(database: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [table, row] of Object.entries(TABLES)) {
    const result = (await database.db.execute(`select ${row} as row from ${table} t`)) as unknown as {
      rows: { row: string }[];
    };
    out[table] = result.rows.map((line) => line.row).sort();
  }
  return out;
}

async function contentsOf(options: Parameters<typeof openDatabase>[0]) {
  const database = await openDatabase(options);
  try {
    return await contents(database);
  } finally {
    await database.close();
  }
}

/** Signs in on the restored site and reads each request on the desk. */
async function deskFinds(server: ServerProcess, references: string[]) {
  const admin = new AdminClient({ baseUrl: server.baseUrl, fetch: server.fetch } as unknown as TestApp);
  expect((await admin.login()).status).toBe(200);
  for (const reference of references) {
    const response = await admin.request(`/api/admin/requests/${reference}`);
    expect(response.status, reference).toBe(200);
  }
}

describe.skipIf(testDatabaseUrl)("backups of the embedded database", () => {
  it("backs up a running site and restores into a fresh folder that starts with every row", async () => {
    const originalDir = scratch();
    const original = await startServerProcess({
      dataDir: originalDir,
      env: { ...ADMIN_ENV, SEED_DEMO: "true" },
    });
    const backupFile = join(scratch(), "site.tar.gz");
    let references: string[];
    try {
      references = await makeRequests(original);
      const backup = await runScript("backup", backupFile, { DATA_DIR: original.dataDir });
      expect(backup.stdout).toContain(`Backup written: ${backupFile}`);
      // The site kept running through it.
      expect((await original.fetch("/healthz")).status).toBe(200);
    } finally {
      await original.stop().catch(() => undefined);
    }

    const target = scratch();
    const restore = await runScript("restore", backupFile, { DATA_DIR: target });
    expect(restore.stdout).toMatch(/customer_requests 3, hire_requests 2, special_requests 1, mail_outbox \d+/);
    // A second restore into the same folder is refused: it is not empty any more.
    const again = runScript("restore", backupFile, { DATA_DIR: target });
    await expect(again).rejects.toMatchObject({ stderr: expect.stringContaining("already holds a database") });
    expect(readdirSync(target).filter((name) => name.startsWith("pglite"))).toEqual(["pglite"]);

    // Row for row what the original held (no request was made after the backup).
    const restoredRows = await contentsOf({ kind: "pglite", dataDir: join(target, "pglite") });
    expect(restoredRows).toEqual(await contentsOf({ kind: "pglite", dataDir: join(originalDir, "pglite") }));
    expect(restoredRows.customer_requests).toHaveLength(3);
    expect(restoredRows.mail_outbox.length).toBeGreaterThanOrEqual(6);
    expect(restoredRows.site_settings).toContain("site_mode=DEV");
    const restored = await startServerProcess({
      dataDir: target,
      env: { ...ADMIN_ENV, SEED_DEMO: "false", RETENTION_MONTHS: "18" },
    });
    try {
      await deskFinds(restored, references!);
      const policy = await (await restored.fetch("/privacy-policy")).text();
      expect(policy).toContain("kept for 18 months after the last change");
      expect(policy).not.toContain("24 months");
    } finally {
      await restored.stop();
    }
  }, 300_000);
});

describe.skipIf(!testDatabaseUrl)("backups of PostgreSQL", () => {
  it("backs up a running site with pg_dump and restores into a new, empty database", async () => {
    const suffix = Math.random().toString(36).slice(2, 10);
    const [source, target] = [`hirebase_backup_source_${suffix}`, `hirebase_backup_target_${suffix}`];
    await adminQuery(`CREATE DATABASE ${source} TEMPLATE ${postgresTemplateName("demo")}`);
    await adminQuery(`CREATE DATABASE ${target} TEMPLATE template0`);
    const sourceUrl = withDatabaseName(testDatabaseUrl!, source);
    const targetUrl = withDatabaseName(testDatabaseUrl!, target);
    const backupFile = join(scratch(), "site.pgdump");
    try {
      const original = await startServerProcess({
        env: { ...ADMIN_ENV, DATABASE_URL: sourceUrl, SEED_DEMO: "false" },
      });
      let references: string[];
      try {
        references = await makeRequests(original);
        const backup = await runScript("backup", backupFile, { DATABASE_URL: sourceUrl });
        expect(backup.stdout).toContain("PostgreSQL custom format");
        // The password reached pg_dump through its environment (Z10); the file is the owner's alone (Z9).
        expect(statSync(backupFile).mode & 0o777).toBe(0o600);
      } finally {
        await original.stop();
      }

      const restore = await runScript("restore", backupFile, { DATABASE_URL: targetUrl });
      expect(restore.stdout).toMatch(/customer_requests 3, hire_requests 2, special_requests 1/);
      const again = runScript("restore", backupFile, { DATABASE_URL: targetUrl });
      await expect(again).rejects.toMatchObject({ stderr: expect.stringContaining("already holds") });
      // A pg_dump file never goes into an embedded data folder.
      const embedded = runScript("restore", backupFile, { DATA_DIR: scratch() });
      await expect(embedded).rejects.toMatchObject({ stderr: expect.stringContaining("This is a PostgreSQL backup") });
      const restoredRows = await contentsOf({ kind: "postgres", url: targetUrl, poolSize: 1 });
      expect(restoredRows).toEqual(await contentsOf({ kind: "postgres", url: sourceUrl, poolSize: 1 }));
      expect(restoredRows.customer_requests).toHaveLength(3);

      const restored = await startServerProcess({
        env: { ...ADMIN_ENV, DATABASE_URL: targetUrl, SEED_DEMO: "false" },
      });
      try {
        await deskFinds(restored, references!);
      } finally {
        await restored.stop();
      }
    } finally {
      await adminQuery(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
      await adminQuery(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    }
  }, 300_000);
});
