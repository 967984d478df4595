// Soak step (one visitor can make every page slow, docs/decisions/operation.md O11): one address asking for pages the
// cache cannot answer, at full speed from 8 connections (the branch list filtered by random words, the same list with a
// random parameter it does not read, searches for random words), while a visitor on another address reads a cached page
// one request after another. The visitor's 95th percentile must stay under 50 ms: unread parameters are redirected to
// the cached address (docs/decisions/security.md H5), and renders beyond RATE_LIMIT_RENDER_PER_MINUTE (its default, 60)
// are refused (docs/decisions/operation.md O11). The flood comes from 127.0.0.2, the visitor from 127.0.0.1: two
// addresses on loopback. Bounded: SOAK_RENDER_SECONDS (default 20) and at most 50,000 requests.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { startInstance } from "./instance.js";
import type { SoakStep } from "./types.js";
import { percentile } from "./visitor.js";

const SECONDS = Number(process.env.SOAK_RENDER_SECONDS ?? 20);
const MAX_REQUESTS = 50_000;
const CONCURRENCY = 8;
const FLOOD_ADDRESS = "127.0.0.2";
const VISITED = "/categories";
const P95_BOUND_MS = 50;

/**
 * The flood's clients, on a thread of their own so their work does not delay the visitor's event loop (the visitor's
 * figures are then the server's latency). node:http, because only it lets a request leave from another local address.
 */
async function flood(url: string): Promise<{ statuses: Map<number, number>; seconds: number }> {
  const source = `
    const { parentPort, workerData } = require("node:worker_threads");
    const http = require("node:http");
    const { randomBytes } = require("node:crypto");
    const { url, seconds, max, concurrency, localAddress } = workerData;
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    const targets = [
      () => "/locations/browse-all?q=" + randomBytes(3).toString("hex"),
      () => "/locations/browse-all?x=" + randomBytes(6).toString("hex"),
      () => "/equipment?search=" + randomBytes(4).toString("hex"),
    ];
    const statuses = {};
    const started = performance.now();
    let sent = 0;
    const get = (path) => new Promise((resolve) => {
      http.get(url + path, { agent, localAddress, headers: { "Accept-Encoding": "br" } }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode));
      }).on("error", () => resolve(0));
    });
    const client = async () => {
      while (sent < max && performance.now() - started < seconds * 1000) {
        const status = await get(targets[sent++ % targets.length]());
        statuses[status] = (statuses[status] || 0) + 1;
      }
    };
    Promise.all(Array.from({ length: concurrency }, client)).then(() => {
      agent.destroy();
      parentPort.postMessage({ statuses, seconds: (performance.now() - started) / 1000 });
    });
  `;
  const worker = new Worker(source, {
    eval: true,
    workerData: { url, seconds: SECONDS, max: MAX_REQUESTS, concurrency: CONCURRENCY, localAddress: FLOOD_ADDRESS },
  });
  try {
    const result = await new Promise<{ statuses: Record<string, number>; seconds: number }>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    return {
      statuses: new Map(Object.entries(result.statuses).map(([status, count]) => [Number(status), count])),
      seconds: result.seconds,
    };
  } finally {
    await worker.terminate();
  }
}

/** One request for the visitor's page: its time in milliseconds, or undefined when it was not answered 200. */
async function visit(url: string): Promise<number | undefined> {
  const started = performance.now();
  const response = await fetch(url + VISITED, { headers: { "Accept-Encoding": "br" } });
  await response.arrayBuffer();
  return response.status === 200 ? performance.now() - started : undefined;
}

export const run: SoakStep = async ({ log }) => {
  const dataDir = mkdtempSync(join(tmpdir(), "hirebase-soak-render-"));
  // The settings' defaults: the test helpers raise them for loopback clients.
  const limits = { RATE_LIMIT_RENDER_PER_MINUTE: "60", RATE_LIMIT_API_PER_MINUTE: "600" };
  const instance = await startInstance({ DATA_DIR: dataDir, LOG_LEVEL: "error", ...limits });
  try {
    const url = instance.baseUrl;
    for (let i = 0; i < 20; i++) await visit(url); // rendered once, then from the page cache
    const quiet: number[] = [];
    for (let i = 0; i < 300; i++) quiet.push((await visit(url)) ?? NaN);

    let flooding = true;
    const during: number[] = [];
    let refused = 0;
    const probe = async () => {
      while (flooding) {
        const time = await visit(url);
        if (time === undefined) refused++;
        else during.push(time);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const probing = probe();
    const { statuses, seconds } = await flood(url);
    flooding = false;
    await probing;

    const sent = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const answered = [...statuses].map(([status, count]) => `${count} x ${status}`).join(", ");
    const [quiet50, quiet95] = [percentile(quiet, 50), percentile(quiet, 95)];
    const [during50, during95] = [percentile(during, 50), percentile(during, 95)];
    const figure =
      `${VISITED} median ${quiet50.toFixed(1)} -> ${during50.toFixed(1)} ms, p95 ${quiet95.toFixed(1)} -> ` +
      `${during95.toFixed(1)} ms (bound ${P95_BOUND_MS} ms), ${during.length} visits, ${refused} not answered 200`;
    log(`render-flood: ${sent} requests from ${FLOOD_ADDRESS} in ${seconds.toFixed(1)} s (${answered})`);
    log(`render-flood: ${figure}`);
    return [
      {
        area: "render-flood",
        check: "uncached renders from one address beyond the limit are refused",
        figure: `${sent} requests from ${CONCURRENCY} connections in ${seconds.toFixed(1)} s: ${answered}`,
        ok: (statuses.get(429) ?? 0) > 0 && (statuses.get(200) ?? 0) > 0 && !statuses.has(0) && !statuses.has(500),
      },
      {
        area: "render-flood",
        check: `another visitor's cached page keeps its p95 under ${P95_BOUND_MS} ms`,
        figure,
        ok: during.length > 0 && refused === 0 && during95 < P95_BOUND_MS,
      },
    ];
  } finally {
    await instance.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
