// SIGTERM under load on PGlite: requests in flight finish, new ones are refused, the drain is bounded, nothing is lost.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { audit, withPglite } from "../audit.js";
import { sleep, startInstance } from "../instance.js";
import type { SoakRow } from "../types.js";
import { LoadRecord, runLoad, warmUp } from "../visitor.js";
import { withDataDir } from "./shared.js";

export async function sigtermUnderLoad(): Promise<SoakRow[]> {
  return withDataDir(async (dataDir) => {
    const env = { DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: "10000" };
    const instance = await startInstance(env);
    await warmUp(instance.baseUrl);
    const record = new LoadRecord();
    let gone = false;
    const load = runLoad({
      baseUrls: [instance.baseUrl],
      record,
      visitors: 50,
      seconds: 30,
      thinkMs: 100,
      pages: false,
      stopped: () => gone,
    });
    await sleep(5000);
    const queued = listenQueue(instance.port);
    const signalled = performance.now();
    const before = record.timings.length;
    instance.signal("SIGTERM");
    const code = await instance.exited;
    const drainMs = performance.now() - signalled;
    gone = true;
    await load;
    // Every request on a connection the server had accepted must be answered, and nothing may answer 5xx (Z2). A
    // connection still waiting in the listen queue when the listener closes is reset by the kernel, its request
    // never read (a busy server accepts new connections seconds late); one opened after the signal is refused. Both
    // are "new ones refused": clients retry, and a checkout retry is safe with its Idempotency-Key (R4).
    const sorted = sortShutdownFailures(record.failures, signalled);
    const unacceptedOk = queued === undefined || sorted.unaccepted <= queued;
    if (sorted.broken.length) console.log(JSON.stringify(sorted.broken.slice(0, 3)));
    const reopened = await startInstance({ ...env, SEED_DEMO: "false" });
    const healthy = (await fetch(`${reopened.baseUrl}/healthz`)).ok;
    await reopened.stop();
    const result = await withPglite(join(dataDir, "pglite"), (query) => audit(query, record.accepted));
    return [
      {
        area: "fault sigterm",
        check: "in-flight requests finish, new ones refused, bounded drain",
        figure: `${before} requests before the signal, drained in ${Math.round(drainMs)} ms (exit ${code}); ${sorted.broken.length} broken (5xx, or unanswered on a connection the server had served); ${sorted.unaccepted} reset in the listen queue (it held ${queued ?? "unmeasured"} at the signal); ${sorted.refused} refused new connections`,
        ok: code === 0 && sorted.broken.length === 0 && unacceptedOk && drainMs < 10_000,
      },
      {
        area: "fault sigterm",
        check: "PGlite reopens without repair, nothing lost",
        figure: `reopened ${healthy ? "healthy" : "UNHEALTHY"}; ${record.accepted.length} accepted, ${result.stored} stored`,
        ok: healthy && result.lost.length === 0 && result.halfWritten === 0,
        lost: result.lost.length,
      },
    ];
  });
}

/** Connections waiting to be accepted on a loopback listening port (Recv-Q of `ss`), or undefined without ss. */
function listenQueue(port: number): number | undefined {
  try {
    const line = execFileSync("ss", ["-Hltn", `sport = :${port}`], { encoding: "utf8" })
      .trim()
      .split("\n")[0];
    const value = Number(line?.split(/\s+/)[1]);
    return Number.isInteger(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sorts the failed requests of a SIGTERM run by what the client knows of their connection (ConnectionFacts):
 * `broken` answered 5xx, or failed on a kept-alive connection the server had already served (the drain's fault);
 * `unaccepted` failed unanswered on a new connection opened before the signal (at most what the listen queue held);
 * `refused` failed to connect, or connected after the signal.
 */
function sortShutdownFailures(failures: LoadRecord["failures"], signalled: number) {
  const broken: LoadRecord["failures"] = [];
  let unaccepted = 0;
  let refused = 0;
  for (const failure of failures) {
    const { sent, responsesBefore = 0, connectedAt = Infinity } = failure.connection;
    if (failure.status >= 500 || (sent && responsesBefore > 0)) broken.push(failure);
    else if (sent && connectedAt < signalled) unaccepted++;
    else refused++;
  }
  return { broken, unaccepted, refused };
}
