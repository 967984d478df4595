// Signals in the middle of an import: SIGTERM and SIGINT on PGlite, SIGKILL on PostgreSQL; the table is as before or
// wholly replaced.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withPglite } from "../audit.js";
import { sleep, soakDatabase, startInstance, type Instance } from "../instance.js";
import type { SoakRow } from "../types.js";
import { ADMIN, AdministratorSession, EQUIPMENT_SUM, equipmentCsv, withDataDir } from "./shared.js";

export async function signalDuringPgliteImport(): Promise<SoakRow[]> {
  const rows: SoakRow[] = [];
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    await withDataDir(async (dataDir) => {
      const env = { DATA_DIR: dataDir, ...ADMIN, IMPORT_MAX_MB: "100", SHUTDOWN_TIMEOUT_MS: "20000" };
      let instance: Instance = await startInstance(env);
      await instance.stop();
      const before = await withPglite(join(dataDir, "pglite"), async (query) => (await query(EQUIPMENT_SUM))[0]);
      instance = await startInstance({ ...env, SEED_DEMO: "false" });
      const admin = new AdministratorSession(instance.baseUrl);
      await admin.login();
      const csv = equipmentCsv(20_000, "pglite-soak");
      const upload = admin.upload(instance.baseUrl, "equipment", csv).then(
        (response) => response.status,
        () => 0,
      );
      await sleep(1500); // the file is being parsed, checked or written
      instance.signal(signal);
      const code = await instance.exited;
      const status = await upload;
      const reopened = await startInstance({ ...env, SEED_DEMO: "false" });
      const healthy = (await fetch(`${reopened.baseUrl}/healthz`)).ok;
      await reopened.stop();
      const after = await withPglite(join(dataDir, "pglite"), async (query) => (await query(EQUIPMENT_SUM))[0]);
      const unchanged = after.sum === before.sum;
      const whole = Number(after.n) === 20_000;
      rows.push({
        area: "fault import",
        check: `${signal} mid-import of 20,000 rows (PGlite)`,
        figure: `exit ${code}, upload answered ${status || "no answer"}, table ${unchanged ? "as before" : whole ? "wholly replaced" : `BROKEN (${after.n} rows)`}, reopened ${healthy ? "healthy" : "UNHEALTHY"}`,
        ok: (unchanged || (whole && status === 200)) && healthy && (code === 0 || code === 1),
      });
    });
  }
  return rows;
}

export async function sigkillDuringImport(postgresUrl: string): Promise<SoakRow[]> {
  const database = await soakDatabase(postgresUrl, "import");
  const dataDir = mkdtempSync(join(tmpdir(), "hirebase-soak-"));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, ...ADMIN, IMPORT_MAX_MB: "200" };
    let instance = await startInstance(env);
    const sum = async () => (await database.query.query(EQUIPMENT_SUM)).rows[0];
    const version = async () =>
      (await database.query.query(`select setting_value from site_settings where setting_key = 'catalogue_version'`))
        .rows[0];
    const before = await sum();
    const versionBefore = JSON.stringify(await version());
    const admin = new AdministratorSession(instance.baseUrl);
    await admin.login();
    const upload = admin.upload(instance.baseUrl, "equipment", equipmentCsv(100_000, "pg-soak")).then(
      (response) => response.status,
      () => 0,
    );
    // Kill once the import's transaction is writing the table.
    const writing = async () =>
      (
        await database.query.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database()
             and pid <> pg_backend_pid() and query ilike 'insert into "equipment"%'`,
        )
      ).rows[0].n > 0;
    const deadline = Date.now() + 120_000;
    let caught = false;
    while (Date.now() < deadline && !(caught = await writing())) await sleep(20);
    instance.signal("SIGKILL");
    await instance.exited;
    const status = await upload;
    instance = await startInstance({ ...env, SEED_DEMO: "false" });
    const healthy = (await fetch(`${instance.baseUrl}/healthz`)).ok;
    await instance.stop();
    const after = await sum();
    const versionAfter = JSON.stringify(await version());
    return [
      {
        area: "fault import",
        check: "SIGKILL mid-import of 100,000 rows (PostgreSQL)",
        figure: `${caught ? "killed while writing" : "NOT CAUGHT WRITING"}, upload ${status || "no answer"}, table ${after.sum === before.sum ? `exactly as before (${after.n} rows)` : `CHANGED (${after.n} rows)`}, version ${versionAfter === versionBefore ? "unchanged" : "CHANGED"}, restart ${healthy ? "healthy" : "UNHEALTHY"}`,
        ok: caught && after.sum === before.sum && versionAfter === versionBefore && healthy,
      },
    ];
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
