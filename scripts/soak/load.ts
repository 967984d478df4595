// Load: 200 visitors for 60 s against one production-built instance, on PostgreSQL and on PGlite
// (SOAK_VISITORS and SOAK_SECONDS change the size). Zero 5xx, nothing lost or duplicated, every e-mail delivered, and
// the p99 targets below. The visitors run in a process of their own, whose CPU is reported beside the figures.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { SmtpCapture } from "../../tests/helpers/smtp-capture.js";
import { audit, deliveryRate, mailCheck, withPglite, type Audit } from "./audit.js";
import { capturedMessageIds, skippedRow, sleep, soakDatabase, startInstance } from "./instance.js";
import type { SoakRow, SoakStep } from "./types.js";
import { runLoadInChild } from "./generator-process.js";
import { warmUp } from "./visitor.js";

const VISITORS = Number(process.env.SOAK_VISITORS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
/** p99 targets in ms per request kind (docs/performance-figures.md): pages and checkout under 200 visitors. */
const P99_TARGETS = new Map([
  ["page", 300],
  ["checkout", 500],
]);

export const run: SoakStep = async ({ postgresUrl, log }) => {
  const rows: SoakRow[] = [];
  rows.push(...(await loadOn("pglite", log)));
  if (postgresUrl) rows.push(...(await loadOn("postgres", log, postgresUrl)));
  else rows.push(skippedRow("load", "PostgreSQL"));
  return rows;
};

async function loadOn(kind: "pglite" | "postgres", log: (line: string) => void, postgresUrl?: string) {
  const area = `load ${kind}`;
  const capture = new SmtpCapture();
  await capture.start();
  const dataDir = mkdtempSync(join(tmpdir(), "hirebase-soak-load-"));
  const database = postgresUrl ? await soakDatabase(postgresUrl, "load") : undefined;
  try {
    const instance = await startInstance({
      DATA_DIR: dataDir,
      SMTP_URL: capture.url,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    await warmUp(instance.baseUrl);
    log(`${area}: ${VISITORS} visitors for ${SECONDS} s against ${instance.baseUrl}`);
    const serverCpuBefore = instance.cpuMs();
    const loadBefore = loadavg()[0];
    const { record, cpuMs, wallMs } = await runLoadInChild({
      baseUrls: [instance.baseUrl],
      visitors: VISITORS,
      seconds: SECONDS,
      thinkMs: 1000,
    });
    const seconds = wallMs / 1000;
    const share = (ms: number) => `${Math.round((100 * ms) / wallMs)}%`;
    const cpu = `CPU of a core: generator ${share(cpuMs)}, server ${share(instance.cpuMs() - serverCpuBefore)}`;
    const load = `load ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`;

    // Mail: two messages per checkout; wait until the outbox has sent them all (bounded).
    const expected = 2 * record.accepted.length;
    const loadEnded = performance.now();
    await capture.waitFor(expected, 120_000).catch(() => undefined);
    const mailRate = deliveryRate(capture.messages, loadEnded);
    await sleep(1000); // a message arriving twice would show up now
    let result: Audit;
    if (database) {
      result = await audit(async (sql) => (await database.query.query(sql)).rows, record.accepted);
      await instance.stop();
    } else {
      await instance.stop();
      result = await withPglite(join(dataDir, "pglite"), (query) => audit(query, record.accepted));
    }
    const mail = mailCheck(result.outboxIds, capturedMessageIds(capture.messages));
    const fiveHundreds = record.failures.length;
    const p99s = record.p99ByKind();
    const p99 = [...p99s].map(
      ([k, ms]) => `${k} ${Math.round(ms)}${P99_TARGETS.has(k) ? `/${P99_TARGETS.get(k)}` : ""}`,
    );
    const missed = [...P99_TARGETS].filter(([kind, target]) => !((p99s.get(kind) ?? Infinity) <= target));
    if (record.failures.length) {
      log(`${area} failures: ${JSON.stringify(record.failures.slice(0, 5))}`);
      const errors = instance
        .output()
        .split("\n")
        .filter((line) => /"level":(50|60)\b/.test(line));
      log(`${area} server errors (${errors.length}): ${errors.slice(0, 3).join("\n").slice(0, 3000)}`);
    }
    if (record.refused.length) log(`${area} refused: ${JSON.stringify(record.refused.slice(0, 5))}`);
    return [
      {
        area,
        check: `${VISITORS} visitors x ${SECONDS} s: no 5xx`,
        figure: `${record.timings.length} requests in ${seconds.toFixed(0)} s, ${fiveHundreds} 5xx/none, ${record.refused.length} 4xx`,
        ok: fiveHundreds === 0 && record.refused.length === 0,
      },
      {
        area,
        check: `p99 ms per request kind (targets: ${[...P99_TARGETS].map(([k, ms]) => `${k} ${ms}`).join(", ")})`,
        figure: `${p99.join(", ")}; ${cpu}; ${load}`,
        // Open targets (docs/performance-figures.md): reported against each run, while errors and losses fail it.
        ok: true,
        targetMissed: missed.length > 0,
      },
      {
        area,
        check: "every accepted checkout stored once with items",
        figure: `${record.accepted.length} accepted, ${result.stored} stored, ${result.duplicated} duplicated, ${result.halfWritten} half-written`,
        ok: result.lost.length === 0 && result.duplicated === 0 && result.halfWritten === 0 && result.stored > 0,
        lost: result.lost.length,
      },
      {
        area,
        check: "every e-mail delivered once",
        figure: `${result.outboxIds.length} queued, ${capture.messages.length} received, ${mail.missing} missing, ${mail.duplicates} duplicates; ${mailRate}`,
        ok: mail.missing === 0 && mail.duplicates === 0 && result.outboxIds.length === expected,
        lost: mail.missing,
      },
    ];
  } finally {
    await capture.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
