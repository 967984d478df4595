// Soak step (one canonical address, docs/decisions/security.md H4): a flood of other spellings of real addresses
// (letter case, escaped letters, extra and trailing slashes) from 8 concurrent clients against a production instance on
// loopback, while one client keeps asking for a normal page. Checks that the spellings are only ever redirected (308)
// or refused (400), that they add no series to /metrics and nothing to the fast path's cache, and that the normal
// request's latency stays near its baseline. Bounded: SOAK_SPELLINGS_REQUESTS requests (default 4,000).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { startInstance } from "./instance.js";
import type { SoakStep } from "./types.js";

const REQUESTS = Number(process.env.SOAK_SPELLINGS_REQUESTS ?? 4_000);
const CONCURRENCY = 8;
const NORMAL = "/api/categories";
const ADDRESSES = [
  "/api/categories",
  "/api/bank-holidays?nation=eng",
  "/api/equipment?categorySlug=breakers",
  "/equipment",
  "/categories",
  "/equipment?search=breaker",
  "/admin/requests",
  "/requests/ML-100001?t=soak-token",
];

/** The n-th spelling of an address: letters of its path in another case, some escaped, sometimes a slash more. */
function spelling(address: string, n: number): string {
  const mark = address.indexOf("?");
  const path = mark < 0 ? address : address.slice(0, mark);
  const query = mark < 0 ? "" : address.slice(mark);
  let letter = 0;
  let out = "";
  for (const char of path) {
    if (!/[a-z]/.test(char)) {
      out += char;
      continue;
    }
    const bit = (n >> (letter++ % 12)) & 1;
    out += bit ? char.toUpperCase() : char;
  }
  if (out === path) out = path.replace(/[a-z]/, (char) => `%${char.charCodeAt(0).toString(16)}`);
  if (n % 5 === 0) out += "/";
  if (n % 7 === 0) out = out.replace("/", "//");
  return out + query;
}

interface Figures {
  bytes: number;
  series: number;
  cacheEntries: number;
  cacheBytes: number;
}

async function metrics(url: string): Promise<Figures> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? NaN);
  return {
    bytes: Buffer.byteLength(text),
    series: text.split("\n").filter((line) => line.startsWith("hirebase_http_request_duration_seconds_count")).length,
    cacheEntries: gauge("hirebase_fast_path_cache_entries"),
    cacheBytes: gauge("hirebase_fast_path_cache_bytes"),
  };
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { "Accept-Encoding": "br" } });
  await response.arrayBuffer();
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;

/**
 * The flood's clients, on a thread of their own so that their work does not delay the probe's event loop: the
 * probe's figures are then the server's latency, not this process's queue. Returns the count of each status.
 */
async function flood(url: string, targets: string[]): Promise<Map<number, number>> {
  const source = `
    const { parentPort, workerData } = require("node:worker_threads");
    const { url, targets, concurrency } = workerData;
    const statuses = {};
    let next = 0;
    const client = async () => {
      for (let n = next++; n < targets.length; n = next++) {
        const response = await fetch(url + targets[n], { redirect: "manual", headers: { "Accept-Encoding": "br" } });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] || 0) + 1;
      }
    };
    Promise.all(Array.from({ length: concurrency }, client)).then(() => parentPort.postMessage(statuses));
  `;
  const worker = new Worker(source, { eval: true, workerData: { url, targets, concurrency: CONCURRENCY } });
  try {
    const counts = await new Promise<Record<string, number>>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    return new Map(Object.entries(counts).map(([status, count]) => [Number(status), count]));
  } finally {
    await worker.terminate();
  }
}

export const run: SoakStep = async ({ log }) => {
  const dataDir = mkdtempSync(join(tmpdir(), "hirebase-soak-"));
  const instance = await startInstance({ DATA_DIR: dataDir, LOG_LEVEL: "error" });
  try {
    const url = instance.baseUrl;
    // Every real address once or twice, so each is in the fast path's cache before the baseline.
    for (let round = 0; round < 3; round++) for (const address of ADDRESSES) await timed(url + address);
    await metrics(url); // so /metrics's own series exists before the first figure
    const baseline: number[] = [];
    for (let i = 0; i < 300; i++) baseline.push(await timed(url + NORMAL));
    const before = await metrics(url);

    const targets = Array.from({ length: REQUESTS }, (_, n) =>
      spelling(ADDRESSES[n % ADDRESSES.length]!, Math.floor(n / ADDRESSES.length) + 1),
    );
    let flooding = true;
    const during: number[] = [];
    const probe = async () => {
      while (flooding) {
        during.push(await timed(url + NORMAL));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const started = performance.now();
    const probing = probe();
    const statuses = await flood(url, targets);
    flooding = false;
    await probing;
    const seconds = (performance.now() - started) / 1000;
    const after = await metrics(url);

    const answered = [...statuses].map(([status, count]) => `${count} x ${status}`).join(", ");
    const others = [...statuses].filter(([status]) => status !== 308 && status !== 400).length;
    const [base50, base95] = [median(baseline), percentile(baseline, 0.95)];
    const [during50, during95] = [median(during), percentile(during, 0.95)];
    log(`spellings: ${REQUESTS} in ${seconds.toFixed(1)} s (${answered})`);
    log(
      `/metrics ${(before.bytes / 1024).toFixed(1)} -> ${(after.bytes / 1024).toFixed(1)} KB, ` +
        `series ${before.series} -> ${after.series}; cache ${before.cacheEntries} -> ${after.cacheEntries} entries`,
    );
    log(
      `${NORMAL}: median ${base50.toFixed(2)} -> ${during50.toFixed(2)} ms, p95 ${base95.toFixed(2)} -> ${during95.toFixed(2)} ms`,
    );
    return [
      {
        area: "spellings",
        check: "other spellings are only redirected or refused",
        figure: `${REQUESTS} requests from ${CONCURRENCY} clients in ${seconds.toFixed(1)} s: ${answered}`,
        ok: others === 0,
      },
      {
        area: "spellings",
        check: "/metrics does not grow",
        // The front door's own label (its 308s and 400s) may appear once per status.
        figure:
          `${(before.bytes / 1024).toFixed(1)} KB -> ${(after.bytes / 1024).toFixed(1)} KB, ` +
          `request series ${before.series} -> ${after.series}`,
        ok: after.series - before.series <= 2 && after.bytes - before.bytes < 8 * 1024,
      },
      {
        area: "spellings",
        check: "the fast-path cache does not grow",
        figure:
          `${before.cacheEntries} -> ${after.cacheEntries} entries, ` +
          `${(before.cacheBytes / 1024).toFixed(0)} -> ${(after.cacheBytes / 1024).toFixed(0)} KB`,
        ok: after.cacheEntries === before.cacheEntries && after.cacheBytes === before.cacheBytes,
      },
      {
        area: "spellings",
        check: `${NORMAL} latency during the flood stays near its baseline`,
        figure:
          `median ${base50.toFixed(2)} -> ${during50.toFixed(2)} ms, p95 ${base95.toFixed(2)} -> ` +
          `${during95.toFixed(2)} ms (${during.length} probes)`,
        // Loose on purpose: the flood's clients share the machine's cores with the server.
        ok: during.length > 0 && during50 <= base50 * 4 + 5,
      },
    ];
  } finally {
    await instance.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
