// bench:memory's measure of an administrator's imports of a whole large catalogue: the server's memory after them, and
// the longest event-loop holds while each runs (docs/decisions/performance.md N48, N50, N52).
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../server/db/client.js";
import { startServerProcess } from "../../tests/helpers/server-process.js";
import { dataFolderDatabase, replicatedEquipmentCsv } from "./replicate-equipment.js";

interface AfterImportOptions {
  items: number;
  port: number;
  env: Record<string, string>;
  idleSeconds: number;
  settledSeconds: number;
}

export interface AfterImport {
  /** Resident memory `idleSeconds` and `settledSeconds` after the second import's answer, in MB. */
  rss: number;
  settledRss: number;
  /** The second import's request, rebuild included, in ms. */
  ms: number;
  /** The longest holds of the event loop, in ms, from a 2 ms timer in the server (event-loop-probe.mjs). */
  holds: { renaming: number; same: number };
  /** The same windows as the server's `nodejs_eventloop_lag_max_seconds` saw them (a 20 ms timer). */
  metric: { renaming: number; same: number };
}

/**
 * `rounds` runs of rssAfterImport, each on its own copy of `dataDir` as it is now (an import changes the folder), so
 * every round does the same work.
 */
export async function importRounds(
  dataDir: string,
  rounds: number,
  options: AfterImportOptions,
): Promise<AfterImport[]> {
  const results: AfterImport[] = [];
  for (let round = 0; round < rounds; round++) {
    const copy = mkdtempSync(join(tmpdir(), "hirebase-bench-import-"));
    try {
      cpSync(dataDir, copy, { recursive: true });
      results.push(await rssAfterImport(copy, options));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }
  return results;
}

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const probe = new URL("./event-loop-probe.mjs", import.meta.url).pathname;

/**
 * Two imports of the same items by an administrator, as one who corrects a file twice would send them: first with
 * every name changed ('Mk' becomes 'Mark'), so the snapshot and its search index are rebuilt; then the same file
 * again, so the snapshot is rebuilt and the search index kept. Then the server's resident memory as it idles:
 * `idleSeconds` after the answer, and `settledSeconds` after, by when V8's memory reducer has collected the replaced
 * snapshot. The import window runs to `idleSeconds` after its answer: V8's collection of the replaced snapshot may
 * fall there, and its pauses count too.
 */
export async function rssAfterImport(
  dataDir: string,
  { items, port, env, idleSeconds, settledSeconds }: AfterImportOptions,
): Promise<AfterImport> {
  const database = await openDatabase(dataFolderDatabase(dataDir));
  const { csv } = await replicatedEquipmentCsv(database.db, items);
  await database.close();
  const renamed = csv.toString().replaceAll(" Mk", " Mark ");
  const admin = {
    ADMIN_EMAIL: "bench@hirebase.test",
    ADMIN_PASSWORD: "bench password long enough",
    IMPORT_MAX_MB: "100",
  };
  const holdsFile = join(dataDir, "event-loop-holds.json");
  const site = await startServerProcess({
    port,
    dataDir,
    env: { ...env, ...admin, HOLDS_FILE: holdsFile },
    args: ["--import", probe, "dist/server/main.js"],
  });
  const windows: { renaming: [number, number]; same: [number, number] } = { renaming: [0, 0], same: [0, 0] };
  let result: Omit<AfterImport, "holds">;
  try {
    const headers = { origin: site.baseUrl };
    const login = await site.fetch("/api/admin/login", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`bench sign-in answered ${login.status}`);
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const upload = async () => {
      const form = new FormData();
      form.append("file", new Blob([renamed], { type: "text/csv" }), "equipment.csv");
      const answer = await site.fetch("/api/admin/import/equipment", {
        method: "POST",
        headers: { ...headers, cookie },
        body: form,
      });
      // 409 would be a request for confirmation: nothing written.
      if (answer.status !== 200) throw new Error(`bench import answered ${answer.status}: ${await answer.text()}`);
    };
    await longestEventLoopDelay(site);
    windows.renaming[0] = Date.now();
    await upload();
    windows.renaming[1] = Date.now();
    const renamingMetric = await longestEventLoopDelay(site);
    windows.same[0] = Date.now();
    const started = performance.now();
    await upload();
    const ms = performance.now() - started;
    const answerMetric = await longestEventLoopDelay(site);
    await wait(idleSeconds);
    windows.same[1] = Date.now();
    const rss = site.memory().rss;
    const sameMetric = Math.max(answerMetric, await longestEventLoopDelay(site));
    await wait(settledSeconds - idleSeconds);
    result = { rss, settledRss: site.memory().rss, ms, metric: { renaming: renamingMetric, same: sameMetric } };
  } finally {
    await site.stop();
  }
  const holds = JSON.parse(readFileSync(holdsFile, "utf8")) as [number, number][];
  const longestIn = ([from, to]: [number, number]) =>
    Math.max(0, ...holds.filter(([at]) => at >= from && at <= to).map(([, ms]) => ms));
  return { ...result, holds: { renaming: longestIn(windows.renaming), same: longestIn(windows.same) } };
}

/**
 * The longest event-loop delay since the last call, in ms, as the server's /metrics reports it (prom-client resets it
 * at each scrape; sampled every 20 ms, so it tells a hold to within that).
 */
async function longestEventLoopDelay(site: { fetch(path: string): Promise<Response> }): Promise<number> {
  const text = await (await site.fetch("/metrics")).text();
  const line = text.split("\n").find((l) => l.startsWith("nodejs_eventloop_lag_max_seconds "));
  return Number(line?.split(" ")[1] ?? NaN) * 1000;
}
