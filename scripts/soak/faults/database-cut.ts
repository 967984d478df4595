// The connection to PostgreSQL cut in the middle of a load run, then restored.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { audit } from "../audit.js";
import { sleep, soakDatabase, startInstance } from "../instance.js";
import { CuttableProxy } from "../proxy.js";
import type { SoakRow } from "../types.js";
import { LoadRecord, runLoad, warmUp } from "../visitor.js";

export async function databaseCut(postgresUrl: string, log: (line: string) => void): Promise<SoakRow[]> {
  const database = await soakDatabase(postgresUrl, "cut");
  const target = new URL(postgresUrl);
  const proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
  await proxy.start();
  const viaProxy = new URL(database.url);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  const dataDir = mkdtempSync(join(tmpdir(), "hirebase-soak-"));
  try {
    const instance = await startInstance({ DATA_DIR: dataDir, DATABASE_URL: viaProxy.toString() });
    try {
      // /healthz's status; if the instance stops answering, its last output goes to the log (the cause).
      const health = () =>
        fetch(`${instance.baseUrl}/healthz`).then(
          (response) => response.status,
          async (err: unknown) => {
            // The instance stopped answering: say whether it is still running, and why it ended if it did.
            const ended = await Promise.race([instance.exited, sleep(500).then(() => undefined)]);
            log(`database cut: the instance's last output:\n${instance.output().slice(-1500)}`);
            throw new Error(
              `instance ${ended === undefined ? "running but not answering" : `exited (${ended})`} after the cut: ${String(err)}`,
            );
          },
        );
      await warmUp(instance.baseUrl);
      const record = new LoadRecord();
      const load = runLoad({
        baseUrls: [instance.baseUrl],
        record,
        visitors: 20,
        seconds: 20,
        thinkMs: 200,
        pages: false,
      });
      await sleep(6000);
      await proxy.cut();
      log("faults: database connection cut for 4 s");
      const healthDuring = await health();
      await sleep(4000);
      await proxy.restore();
      const restored = performance.now();
      while ((await health()) !== 200 && performance.now() - restored < 30_000) {
        await sleep(100);
      }
      const recoveryMs = performance.now() - restored;
      await load;
      const after = new LoadRecord();
      await runLoad({ baseUrls: [instance.baseUrl], record: after, visitors: 5, seconds: 1, thinkMs: 0, pages: false });
      const not503 = record.failures.filter((f) => f.status !== 503);
      const clear503 = record.failures.filter((f) => f.status === 503 && f.detail.includes('"error"')).length;
      if (not503.length) log(`database cut, answers other than 503: ${JSON.stringify(not503.slice(0, 3))}`);
      // Every checkout accepted during the run or after the recovery must be stored whole.
      const accepted = [...record.accepted, ...after.accepted];
      const result = await audit(async (sql) => (await database.query.query(sql)).rows, accepted);
      return [
        {
          area: "fault database",
          check: "requests in the gap get a clear 503 JSON",
          figure: `${record.failures.length} failed during the cut: ${clear503} 503 JSON, ${not503.length} other; /healthz ${healthDuring}`,
          ok: not503.length === 0 && healthDuring === 503,
        },
        {
          area: "fault database",
          check: "recovers by itself; nothing half-written",
          figure: `healthy ${Math.round(recoveryMs)} ms after restore; ${after.accepted.length} checkouts after it, ${after.failures.length} failed; ${accepted.length} accepted in all, ${result.stored} stored, ${result.lost.length} lost, ${result.halfWritten} half-written`,
          ok:
            recoveryMs < 30_000 &&
            after.failures.length === 0 &&
            after.accepted.length >= 5 &&
            result.lost.length === 0 &&
            result.halfWritten === 0,
          lost: result.lost.length,
        },
      ];
    } finally {
      await instance.stop();
    }
  } finally {
    await proxy.cut();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
