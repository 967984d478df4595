// Soak step (hostile input, docs/threat-model.md): 10,000+ generated hostile requests against the API and static folders on
// the embedded database, the page routes too when a production build exists, and a shorter run on PostgreSQL
// when SOAK_DATABASE_URL is set (in its own database, <database>_soak_hostile, dropped afterwards).
// The generator and the checks are those of tests/api/hostile-requests.test.ts (tests/helpers/hostile-requests.ts).
import { createServer } from "node:http";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import pg from "pg";
import type { ServerBuild } from "react-router";
import { createSite } from "../../server/http/app.js";
import { loadConfig } from "../../server/config.js";
import { openDatabase, type Database } from "../../server/db/client.js";
import { createLogger } from "../../server/logger.js";
import { serverBuildFile } from "../../server/paths.js";
import { seedDemoCatalogueIfEmpty } from "../../server/services/import/index.js";
import { createServices } from "../../server/services/index.js";
import { startPostcodesStub } from "../../tests/fixtures/postcodes-stub.mjs";
import { catalogueDigest, contextMaker, runHostile, type HostileRun } from "../../tests/helpers/hostile-requests.js";
import type { SoakRow } from "./types.js";

const ADMIN = { email: "soak-admin@hirebase.test", password: "soak admin password 14" };
const RUNS = Number(process.env.SOAK_HOSTILE_RUNS ?? 10_000);
const PAGE_RUNS = Number(process.env.SOAK_HOSTILE_PAGE_RUNS ?? 1_000);
const POSTGRES_RUNS = Number(process.env.SOAK_HOSTILE_POSTGRES_RUNS ?? 2_000);

async function againstApp(
  database: Database,
  postcodesUrl: string,
  runs: number,
  pages: boolean,
): Promise<{ run: HostileRun; catalogueKept: boolean; seconds: number }> {
  await database.migrate();
  const logger = createLogger("silent");
  await seedDemoCatalogueIfEmpty(database.db, logger);
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://127.0.0.1",
    SEED_DEMO: "false",
    MAP_TILE_URL: "",
    POSTCODES_API_URL: postcodesUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_API_PER_MINUTE: "1000000",
    RATE_LIMIT_WRITE_PER_MINUTE: "1000000",
    RATE_LIMIT_ADMIN_PER_MINUTE: "1000000",
    RATE_LIMIT_STAFF_PER_MINUTE: "1000000",
  });
  const services = await createServices(config, logger, database, { backgroundWork: false });
  const build = pages ? ((await import(pathToFileURL(serverBuildFile()).href)) as ServerBuild) : undefined;
  const server = createServer(createSite({ services, build }).listener).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const before = await catalogueDigest(database.db);
    const started = performance.now();
    const run = await runHostile({ baseUrl, db: database.db, runs, pages, prepare: contextMaker(baseUrl, ADMIN) });
    const seconds = (performance.now() - started) / 1000;
    return { run, catalogueKept: (await catalogueDigest(database.db)) === before, seconds };
  } finally {
    services.catalogue.stopPolling();
    await services.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}

function row(check: string, result: { run: HostileRun; catalogueKept: boolean; seconds: number }): SoakRow {
  const { run } = result;
  const fiveHundreds = [...run.byStatus].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  const problems = run.failures.length;
  return {
    area: "hostile",
    check,
    figure:
      `${run.requests} requests in ${result.seconds.toFixed(0)} s, ${fiveHundreds} 5xx, ${problems} bad answers, ` +
      `${run.changedByRefusal} refusals changed state, catalogue ${result.catalogueKept ? "unchanged" : "CHANGED"}`,
    ok: problems === 0 && run.changedByRefusal === 0 && result.catalogueKept && run.requests >= 1,
  };
}

export async function run(options: { postgresUrl?: string; log: (line: string) => void }): Promise<SoakRow[]> {
  const rows: SoakRow[] = [];
  const stub = await startPostcodesStub();
  const report = (result: { run: HostileRun }) => {
    for (const failure of result.run.failures.slice(0, 5))
      options.log(`hostile: ${failure.problem}: ${JSON.stringify(failure.request)}`);
  };
  try {
    const embedded = await openDatabase({ kind: "pglite" });
    try {
      options.log(`hostile: ${RUNS} requests against the API and static folders (PGlite)`);
      const result = await againstApp(embedded, stub.url, RUNS, false);
      report(result);
      rows.push(row("API and static folders, generated requests (PGlite)", result));
    } finally {
      await embedded.close();
    }

    if (existsSync(serverBuildFile())) {
      const withPages = await openDatabase({ kind: "pglite" });
      try {
        options.log(`hostile: ${PAGE_RUNS} requests including the page routes (PGlite, production build)`);
        const result = await againstApp(withPages, stub.url, PAGE_RUNS, true);
        report(result);
        rows.push(row("pages, API and static folders (PGlite)", result));
      } finally {
        await withPages.close();
      }
    } else {
      rows.push({ area: "hostile", check: "pages", figure: "skipped: no production build", ok: true });
    }

    if (!options.postgresUrl) {
      rows.push({ area: "hostile", check: "API on PostgreSQL", figure: "skipped: no SOAK_DATABASE_URL", ok: true });
    } else {
      // Named after SOAK_DATABASE_URL's own database, as soakDatabase() names its databases.
      const base = decodeURIComponent(new URL(options.postgresUrl).pathname.slice(1)) || "hirebase";
      const name = `${base}_soak_hostile`.replace(/\W/g, "_").toLowerCase();
      const maintenance = new pg.Client({ connectionString: options.postgresUrl });
      await maintenance.connect();
      try {
        await maintenance.query(`DROP DATABASE IF EXISTS ${name}`);
        await maintenance.query(`CREATE DATABASE ${name}`);
        const url = new URL(options.postgresUrl);
        url.pathname = `/${name}`;
        const database = await openDatabase({ kind: "postgres", url: url.toString() });
        try {
          options.log(`hostile: ${POSTGRES_RUNS} requests against the API (PostgreSQL)`);
          const result = await againstApp(database, stub.url, POSTGRES_RUNS, false);
          report(result);
          rows.push(row("API and static folders, generated requests (PostgreSQL)", result));
        } finally {
          await database.close();
        }
      } finally {
        await maintenance.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => {});
        await maintenance.end();
      }
    }
  } finally {
    await stub.close();
  }
  return rows;
}

// Run alone: npx tsx scripts/soak/hostile.ts
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const rows = await run({ postgresUrl: process.env.SOAK_DATABASE_URL || undefined, log: console.log });
  for (const each of rows) console.log(`${each.area} | ${each.check} | ${each.figure} | ${each.ok ? "ok" : "FAILED"}`);
  process.exit(rows.every((each) => each.ok) ? 0 : 1);
}
