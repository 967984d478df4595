// npm run bench:api / bench:pages: requests per second and p99 at 50 connections on loopback, each next to a raw
// node:http server (in its own process, like the site) sending the same bytes and headers, measured in the same run.
// Medians of ROUNDS rounds; the site and the raw server alternate within each round.
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import autocannon from "autocannon";
import { startServerProcess } from "../../tests/helpers/server-process.js";
import { median, printTable, SETTLED_SECONDS, type Row } from "./support.js";

const IDLE_AFTER_LOAD_MS = 5000;
const which = process.argv[2] === "pages" ? "pages" : "api";
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 4);
const CONNECTIONS = 50;
const SITE_PORT = Number(process.env.BENCH_PORT ?? 4212);
const RAW_PORT = SITE_PORT + 1;
const ACCEPT = { "accept-encoding": "gzip, deflate, br" };
/** Weights in Accept-Encoding: the fast path leaves such a request to Express (server/fast-path/encoded-response.ts). */
const COLD_ACCEPT = { "accept-encoding": "br;q=1.0, gzip;q=0.8" };

const targets = {
  api: [
    "/api/categories?level=0",
    "/api/equipment?categorySlug=acrow-props",
    "/api/equipment?search=drill",
    "/api/equipment/combi-drill-110v",
    // The branch finder's search from a point (Birmingham): personal to no one, but never cached (no-store).
    "/api/locations/search?lat=52.4862&lng=-1.8904&limit=10",
  ],
  pages: ["/", "/categories/acrow-props", "/equipment/combi-drill-110v", "/equipment?search=drill"],
}[which];

interface Measured {
  rps: number;
  p99: number;
  errors: number;
}

function load(url: string, headers: Record<string, string>, connections = CONNECTIONS): Promise<Measured> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: SECONDS, headers }, (err, result) => {
      if (err) reject(err);
      else
        resolve({
          rps: result.requests.average,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        });
    });
  });
}

/** A raw node:http server answering every request with one captured response (status, headers, bytes). */
async function startRawServer(response: { headers: [string, string][]; body: Buffer }) {
  const file = join(tmpdir(), `hirebase-raw-${process.pid}.json`);
  await writeFile(file, JSON.stringify({ headers: response.headers, body: response.body.toString("base64") }));
  const source = `
    const http = require("node:http");
    const { headers, body } = JSON.parse(require("node:fs").readFileSync(${JSON.stringify(file)}, "utf8"));
    const bytes = Buffer.from(body, "base64");
    const flat = headers.flat().concat(["Content-Length", String(bytes.length)]);
    http.createServer((req, res) => { res.writeHead(200, flat); res.end(bytes); }).listen(${RAW_PORT}, "127.0.0.1", () => console.log("ready"));
  `;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve) => child.stdout!.once("data", resolve));
  return {
    url: `http://127.0.0.1:${RAW_PORT}`,
    stop: () => new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.kill("SIGTERM"))),
  };
}

async function capture(url: string) {
  const response = await fetch(url, { headers: ACCEPT });
  // fetch decodes the body; the raw server sends the encoded bytes the site sends, so ask once more, undecoded.
  const { request } = await import("node:http");
  const body = await new Promise<Buffer>((resolve, reject) => {
    request(url, { headers: ACCEPT }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve(Buffer.concat(chunks)));
    })
      .on("error", reject)
      .end();
  });
  const skip = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
  const headers = [...response.headers].filter(([name]) => !skip.has(name)) as [string, string][];
  return { status: response.status, headers, body };
}

/**
 * The search page's HTML (its target: docs/decisions/catalogue-import.md Q7), as sent (brotli) and as the browser
 * parses it (uncompressed).
 */
async function searchPageSize(baseUrl: string): Promise<Row> {
  const path = "/equipment?search=drill";
  const plain = Buffer.from(
    await (await fetch(baseUrl + path, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
  );
  const sent = brotliCompressSync(plain).length;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return {
    measure: `${path} HTML (36 results)`,
    figure: `${kb(plain.length)} KB (${kb(sent)} KB brotli)`,
    target: "<= 60 KB",
    pass: plain.length <= 60 * 1024,
  };
}

async function main() {
  const site = await startServerProcess({
    port: SITE_PORT,
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "info" },
    discardLog: true,
  });
  const rows: Row[] = [];
  try {
    const cases = targets.map((path) => ({ path, label: path, cold: false }));
    // Cold rendering: asked for with weighted encodings, a page is never answered from memory, so React renders
    // every time. (An unknown query string is redirected to the page's own address, docs/decisions/security.md H5.)
    if (which === "pages")
      cases.push({
        path: "/categories/acrow-props",
        label: "/categories/acrow-props (cold render)",
        cold: true,
      });
    for (const { path, label, cold } of cases) {
      const url = site.baseUrl + path;
      for (let i = 0; i < 5; i++) await capture(url); // fill the fast path
      const sample = await capture(url);
      const raw = await startRawServer(sample);
      // Cold renders take tens of milliseconds each: 10 connections keep them from all finishing past the deadline.
      const connections = cold ? 10 : CONNECTIONS;
      const headers = cold ? COLD_ACCEPT : ACCEPT;
      await load(url, headers, connections); // warm-up round, not counted (JIT, connection set-up)
      const siteRuns: Measured[] = [];
      const rawRuns: Measured[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        siteRuns.push(await load(url, headers, connections));
        rawRuns.push(await load(raw.url, ACCEPT, connections));
      }
      await raw.stop();
      const rps = median(siteRuns.map((r) => r.rps));
      const rawRps = median(rawRuns.map((r) => r.rps));
      const p99 = median(siteRuns.map((r) => r.p99));
      const errors = siteRuns.reduce((sum, r) => sum + r.errors, 0);
      const ratio = rps / rawRps;
      const note = `${Math.round(rps)} req/s vs raw ${Math.round(rawRps)}, ${sample.body.length} B${errors ? `, ${errors} errors` : ""}`;
      if (cold) {
        rows.push({
          measure: `${label} req/s, 10 connections`,
          figure: note,
          target: ">= 200 req/s",
          pass: rps >= 200 && !errors,
        });
        continue;
      }
      rows.push({
        measure: `${label} ratio`,
        figure: `${ratio.toFixed(2)} (${note})`,
        target: ">= 0.5x raw",
        pass: ratio >= 0.5 && !errors,
      });
      rows.push({ measure: `${label} p99`, figure: `${p99} ms`, target: "<= 50 ms", pass: p99 <= 50 });
    }
    if (which === "pages") rows.push(await searchPageSize(site.baseUrl));
    // What the load leaves behind: the demo's idle target holds after load too, once V8 has collected the load's
    // garbage (N50).
    await new Promise((resolve) => setTimeout(resolve, IDLE_AFTER_LOAD_MS));
    const rss = site.memory().rss;
    await new Promise((resolve) => setTimeout(resolve, SETTLED_SECONDS * 1000 - IDLE_AFTER_LOAD_MS));
    const settledRss = site.memory().rss;
    rows.push({
      measure: `server RSS ${IDLE_AFTER_LOAD_MS / 1000} s / ${SETTLED_SECONDS} s after the load`,
      figure: `${Math.round(rss)} / ${Math.round(settledRss)} MB`,
      target: `<= 250 MB at ${SETTLED_SECONDS} s`,
      pass: settledRss <= 250,
    });
  } finally {
    await site.stop();
  }
  printTable(`bench:${which} (${CONNECTIONS} connections, ${ROUNDS} x ${SECONDS} s, medians)`, rows);
}

await main();
