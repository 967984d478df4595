// npm run bench:memory: resident memory idle and at the peak of a cold start with the demo catalogue, and start-up
// times (cold: empty data directory, demo load included; warm: the same directory again), medians of ROUNDS; then
// the same with LARGE_ITEMS equipment rows (default 100,000; 0 skips), and the catalogue snapshot's own share; with
// BENCH_DATABASE_URL, two instances' starts on PostgreSQL at that size, the second reading the first's search index.
// A cold start runs two processes one after the other (docs/decisions/performance.md N7): the first-start child that creates
// the database, then the server; the peak of the start is the larger of the two.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { openDatabase } from "../../server/db/client.js";
import { readCatalogueRows, readCatalogueVersion } from "../../server/services/catalogue/read-rows.js";
import { buildSnapshot } from "../../server/services/catalogue/snapshot.js";
import { descriptionsFrom } from "../../server/services/catalogue/descriptions.js";
import { sql } from "drizzle-orm";
import { dataFolderDatabase, growCatalogue } from "./replicate-equipment.js";
import { importRounds, type AfterImport } from "./memory-after-import.js";
import { ensureFreshBuild, startServerProcess } from "../../tests/helpers/server-process.js";
import { median, printTable, SETTLED_SECONDS, type Row } from "./support.js";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4212);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 5);
const LARGE_ITEMS = Number(process.env.LARGE_ITEMS ?? 100_000);
// Two rounds by default: the first start builds the search index and saves it, the next reads it
// (docs/decisions/performance.md N34). Figures are per round, in order; the last round passes or misses.
const LARGE_ROUNDS = Number(process.env.LARGE_ROUNDS ?? 2);
/** Rounds of the two imports at LARGE_ITEMS items (memory-after-import.ts), each on a copy of the same folder. */
const IMPORT_ROUNDS = Number(process.env.IMPORT_ROUNDS ?? 3);
/** A PostgreSQL database the bench may empty: two instances' starts at LARGE_ITEMS items there (none: skipped). */
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL;

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

const mb = (value: number) => `${Math.round(value)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** CPU time the process has used so far (every thread: the server's and the database's), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}
const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));

/** The first-start child's peak, from the server's log line (server/db/pglite-first-start.ts). */
function childPeakFrom(output: string): number {
  for (const line of output.split("\n")) {
    if (!line.includes('"embedded database created"')) continue;
    return (JSON.parse(line) as { childPeakMb: number }).childPeakMb;
  }
  throw new Error("the server did not log the first start's child process (no 'embedded database created' line)");
}

/** Full garbage collections around a pause: V8 frees the memory of dead typed arrays after the collection, not in it. */
async function settle(): Promise<void> {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 500));
  gc();
}

/**
 * Heap the snapshot keeps (rows, search index, serialised pieces), measured in this process after full GCs, and where
 * this process's memory lives then: the main thread's heap (used / committed), typed arrays, and the database
 * thread's heap and WebAssembly memory (docs/decisions/performance.md N36).
 */
async function snapshotShare(dataDir: string): Promise<{ items: number; heapMb: number; whereMb: string }> {
  const database = await openDatabase(dataFolderDatabase(dataDir));
  const version = await readCatalogueVersion(database.db);
  // One build first, so PGlite's WebAssembly memory has grown to what reading the rows needs and stays out of the figure.
  await buildSnapshot(version, await readCatalogueRows(database.db), descriptionsFrom(database.db));
  await settle();
  const before = process.memoryUsage();
  const snapshot = await buildSnapshot(version, await readCatalogueRows(database.db), descriptionsFrom(database.db));
  await settle();
  const after = process.memoryUsage();
  const thread = await database.pglite!.memory();
  await database.close();
  const heapMb = (after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / 1048576;
  const whereMb =
    `RSS ${mb(after.rss / 1048576)}: heap ${mb(after.heapUsed / 1048576)} / ${mb(after.heapTotal / 1048576)}, ` +
    `typed arrays ${mb(after.arrayBuffers / 1048576)}, database thread ${mb(thread.heapUsed / 1048576)} / ` +
    `${mb(thread.heapTotal / 1048576)}, WebAssembly memory ${mb(thread.wasm / 1048576)} allocated`;
  return { items: snapshot.counts().equipment, heapMb, whereMb };
}

const env = { LOG_LEVEL: "info" };

async function main() {
  ensureFreshBuild();
  const cold: number[] = [];
  const warm: number[] = [];
  const idleRss: number[] = [];
  const serverPeak: number[] = [];
  const childPeak: number[] = [];
  let keptDataDir: string | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const dataDir = mkdtempSync(join(tmpdir(), "hirebase-bench-"));
    const first = await startServerProcess({ port: PORT, dataDir, env });
    cold.push(first.startMs);
    childPeak.push(childPeakFrom(first.output()));
    // Idle: after the start-up work has settled and V8 has had time to give memory back.
    await idle();
    const memory = first.memory();
    idleRss.push(memory.rss);
    serverPeak.push(memory.peak);
    await first.stop();
    const again = await startServerProcess({ port: PORT, dataDir, env });
    warm.push(again.startMs);
    await again.stop();
    if (round === ROUNDS - 1 && LARGE_ITEMS > 0) keptDataDir = dataDir;
    else rmSync(dataDir, { recursive: true, force: true });
  }
  const coldPeak = Math.max(median(serverPeak), median(childPeak));
  const rows: Row[] = [
    {
      measure: "cold start to healthy /healthz",
      figure: seconds(median(cold)),
      target: "<= 6 s",
      pass: median(cold) <= 6000,
    },
    {
      measure: "warm start to healthy /healthz",
      figure: seconds(median(warm)),
      target: "<= 2 s",
      pass: median(warm) <= 2000,
    },
    {
      measure: `RSS idle (${IDLE_SECONDS} s after a cold start)`,
      figure: mb(median(idleRss)),
      target: "<= 250 MB",
      pass: median(idleRss) <= 250,
    },
    {
      measure: "RSS peak of a cold start (server / first-start child)",
      figure: `${mb(median(serverPeak))} / ${mb(median(childPeak))}`,
      target: "<= 400 MB",
      pass: coldPeak <= 400,
    },
  ];

  if (keptDataDir) {
    const demoShare = await snapshotShare(keptDataDir);
    rows.push({
      measure: `snapshot's share, ${demoShare.items.toLocaleString("en-GB")} items (heap)`,
      figure: mb(demoShare.heapMb),
      target: "-",
    });
    await growCatalogue(dataFolderDatabase(keptDataDir), LARGE_ITEMS);
    const largeShare = await snapshotShare(keptDataDir);
    const starts: number[] = [];
    const startCpu: number[] = [];
    const largeIdle: number[] = [];
    const largePeak: number[] = [];
    for (let round = 0; round < LARGE_ROUNDS; round++) {
      const site = await startServerProcess({ port: PORT, dataDir: keptDataDir, env });
      starts.push(site.startMs);
      startCpu.push(cpuSeconds(site.pid));
      await idle();
      const memory = site.memory();
      largeIdle.push(memory.rss);
      largePeak.push(memory.peak);
      await site.stop();
    }
    const imports = await importRounds(keptDataDir, IMPORT_ROUNDS, {
      items: LARGE_ITEMS,
      port: PORT,
      env,
      idleSeconds: IDLE_SECONDS,
      settledSeconds: SETTLED_SECONDS,
    });
    const label = `${LARGE_ITEMS.toLocaleString("en-GB")} items, ${LARGE_ROUNDS} round${LARGE_ROUNDS === 1 ? "" : "s"}`;
    rows.push(
      {
        measure: `warm start, ${label}`,
        figure: starts.map(seconds).join(" / "),
        target: "<= 5 s",
        pass: starts.at(-1)! <= 5000,
      },
      // CPU time does not grow with other load on the machine as the wall clock does.
      {
        measure: `CPU time of the warm start, ${label}`,
        figure: startCpu.map((cpu) => `${cpu.toFixed(1)} s`).join(" / "),
        target: "-",
      },
      {
        measure: `RSS idle, ${label}`,
        figure: largeIdle.map(mb).join(" / "),
        target: "<= 400 MB",
        pass: largeIdle.at(-1)! <= 400,
      },
      { measure: `RSS peak of a warm start, ${label}`, figure: largePeak.map(mb).join(" / "), target: "-" },
      ...importRows(imports),
      {
        measure: `snapshot's share, ${largeShare.items.toLocaleString("en-GB")} items (heap)`,
        figure: mb(largeShare.heapMb),
        target: "-",
      },
      { measure: `this process after that build (used / committed)`, figure: largeShare.whereMb, target: "-" },
    );
    rmSync(keptDataDir, { recursive: true, force: true });
  }
  if (BENCH_DATABASE_URL && LARGE_ITEMS > 0) rows.push(...(await sharedIndexStarts(BENCH_DATABASE_URL)));
  printTable(`bench:memory (demo catalogue on PGlite, ${ROUNDS} rounds, medians)`, rows);
}

/**
 * The import rounds' rows: figures per round, in order, judged by their median. A hold is an interval between the
 * ticks of the probe's 2 ms timer; the server's own metric (20 ms) is shown beside it.
 */
function importRows(imports: AfterImport[]): Row[] {
  const items = LARGE_ITEMS.toLocaleString("en-GB");
  const label = `${IMPORT_ROUNDS} round${IMPORT_ROUNDS === 1 ? "" : "s"}`;
  const longest = imports.map(({ holds }) => Math.max(holds.renaming, holds.same));
  const ms = (value: number) => `${Math.round(value)}`;
  return [
    {
      measure: `RSS idle ${IDLE_SECONDS} s / ${SETTLED_SECONDS} s after two imports of ${items} items, ${label}`,
      figure: imports
        .map(({ rss, settledRss, ms: took }) => `${mb(rss)} / ${mb(settledRss)} (${seconds(took)})`)
        .join("; "),
      target: `<= 400 MB at ${SETTLED_SECONDS} s`,
      pass: median(imports.map(({ settledRss }) => settledRss)) <= 400,
    },
    {
      measure: `longest event-loop hold: import renaming every item / the same file again (rebuild and ${IDLE_SECONDS} s after), ${label}`,
      figure: imports
        .map(
          ({ holds, metric }) =>
            `${ms(holds.renaming)} / ${ms(holds.same)} ms (metric ${ms(metric.renaming)} / ${ms(metric.same)})`,
        )
        .join("; "),
      target: "median <= 50 ms",
      pass: median(longest) <= 50,
    },
  ];
}

/**
 * On PostgreSQL at LARGE_ITEMS items, two instances with empty data folders started one after the other: the first
 * builds the search index and shares it, the second reads it (docs/decisions/performance.md N46).
 */
async function sharedIndexStarts(url: string): Promise<Row[]> {
  const database = await openDatabase({ kind: "postgres", url });
  // Drizzle records the migrations it applied in a schema of its own.
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.close();
  const onPostgres = { ...env, DATABASE_URL: url };
  await (await startServerProcess({ port: PORT, env: onPostgres })).stop();
  await growCatalogue({ kind: "postgres", url }, LARGE_ITEMS);
  const starts: string[] = [];
  for (const instance of ["first", "second"]) {
    const site = await startServerProcess({ port: PORT, env: onPostgres });
    const read = site.output().includes('"search index read from the database"');
    starts.push(
      `${instance} ${seconds(site.startMs)}, CPU ${cpuSeconds(site.pid).toFixed(1)} s (${read ? "read" : "built"})`,
    );
    await site.stop();
  }
  const label = `${LARGE_ITEMS.toLocaleString("en-GB")} items on PostgreSQL`;
  return [{ measure: `start with an empty data folder, ${label}`, figure: starts.join(" / "), target: "-" }];
}

await main();
