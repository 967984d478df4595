// bench:memory's measure of an administrator's import of a whole large catalogue: the server's memory after it, and
// the longest event-loop delays of its preview and of the import itself (docs/decisions/performance.md N48, N49).
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

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * The server's resident memory after an administrator imports the same items renamed ('Mk' becomes 'Mark'), so the
 * snapshot and its search index are rebuilt, and it idles: `idleSeconds` after the answer, and `settledSeconds` after,
 * by when V8's memory reducer has collected the replaced snapshot; and how long the import's request took, rebuild
 * included.
 */
export async function rssAfterImport(
  dataDir: string,
  { items, port, env, idleSeconds, settledSeconds }: AfterImportOptions,
): Promise<{ rss: number; settledRss: number; ms: number; previewDelay: number; importDelay: number }> {
  const database = await openDatabase(dataFolderDatabase(dataDir));
  const { csv } = await replicatedEquipmentCsv(database.db, items);
  await database.close();
  const renamed = csv.toString().replaceAll(" Mk", " Mark ");
  const admin = {
    ADMIN_EMAIL: "bench@hirebase.test",
    ADMIN_PASSWORD: "bench password long enough",
    IMPORT_MAX_MB: "100",
  };
  const site = await startServerProcess({ port, dataDir, env: { ...env, ...admin } });
  try {
    const headers = { origin: site.baseUrl };
    const login = await site.fetch("/api/admin/login", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`bench sign-in answered ${login.status}`);
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const upload = (confirmToken?: string) => {
      const form = new FormData();
      form.append("file", new Blob([renamed], { type: "text/csv" }), "equipment.csv");
      if (confirmToken) form.append("confirmToken", confirmToken);
      return site.fetch("/api/admin/import/equipment", { method: "POST", headers: { ...headers, cookie }, body: form });
    };
    await longestEventLoopDelay(site);
    const preview = await upload();
    const previewDelay = await longestEventLoopDelay(site);
    const { confirmToken } = (await preview.json()) as { confirmToken?: string };
    const started = performance.now();
    const done = await upload(confirmToken);
    const ms = performance.now() - started;
    const answerDelay = await longestEventLoopDelay(site);
    if (!done.ok) throw new Error(`bench import answered ${done.status}: ${await done.text()}`);
    await wait(idleSeconds);
    const rss = site.memory().rss;
    // V8's collection of the replaced snapshot may fall in the idle seconds: its pauses count too.
    const importDelay = Math.max(answerDelay, await longestEventLoopDelay(site));
    await wait(settledSeconds - idleSeconds);
    return { rss, settledRss: site.memory().rss, ms, previewDelay, importDelay };
  } finally {
    await site.stop();
  }
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
