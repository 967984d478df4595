// `npm run bench:lighthouse`: Lighthouse 12.8 (mobile preset, simulated throttling) on the pages with Lighthouse
// targets, against the production build on loopback, with Debian's Chromium. Medians of 3 rounds (ROUNDS to change).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { lighthousePages } from "./browser/pages.js";
import { startProductionServer } from "./browser/production-server.js";

const port = Number(process.env.BENCH_PORT || 4223);
const debuggingPort = port + 1;
const rounds = Number(process.env.ROUNDS || 3);
const only = process.env.PAGES?.split(",");
/** A folder to keep each run's full report in (JSON), to see what an audit found. */
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium";

interface Figures {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const targets: { key: keyof Figures; label: string; unit: string; pass: (value: number) => boolean; goal: string }[] = [
  { key: "performance", label: "performance", unit: "", pass: (v) => v >= 98, goal: ">= 98" },
  { key: "accessibility", label: "accessibility", unit: "", pass: (v) => v >= 100, goal: "100" },
  { key: "best-practices", label: "best practices", unit: "", pass: (v) => v >= 100, goal: "100" },
  { key: "seo", label: "SEO", unit: "", pass: (v) => v >= 100, goal: "100" },
  { key: "lcp", label: "LCP", unit: " s", pass: (v) => v <= 1.8, goal: "<= 1.8 s" },
  { key: "tbt", label: "TBT", unit: " ms", pass: (v) => v <= 50, goal: "<= 50 ms" },
  { key: "cls", label: "CLS", unit: "", pass: (v) => v <= 0.01, goal: "<= 0.01" },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), "hirebase-lighthouse-"));
  const child = spawn(
    chromePath,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          rmSync(profile, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

async function audit(url: string): Promise<{ figures: Figures; findings: string[] }> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // Screenshots feed no score and cost seconds per run on a 2-core machine.
    disableFullPageScreenshot: true,
    skipAudits: ["screenshot-thumbnails", "final-screenshot"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(
      join(reportsDir, `${new URL(url).pathname.replace(/\W+/g, "_")}-${Date.now()}.json`),
      result.report as string,
    );
  }
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  // The audits that cost points, so a miss says what to fix.
  const findings = Object.values(audits)
    .filter((entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== "informative")
    .filter((entry) => entry.scoreDisplayMode !== "manual" && entry.scoreDisplayMode !== "notApplicable")
    .map((entry) => `${entry.id}${entry.displayValue ? ` (${entry.displayValue})` : ""}`);
  return {
    figures: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      lcp: numeric("largest-contentful-paint") / 1000,
      tbt: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
    },
    findings,
  };
}

/** Lighthouse now and then fails to record a page load on a busy machine (NO_NAVSTART): such a run is tried again. */
async function auditWithRetry(url: string, attempts = 3): ReturnType<typeof audit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url);
    } catch (err) {
      if (attempt >= attempts || !/NO_NAVSTART|NO_FCP|recording the trace/.test(String(err))) throw err;
      console.log(`  ${String(err)}; trying again`);
    }
  }
}

const format = (value: number, unit: string) =>
  unit === " s" ? `${value.toFixed(2)} s` : unit === " ms" ? `${Math.round(value)} ms` : `${+value.toFixed(3)}`;

const started = Date.now();
const server = await startProductionServer(port);
const chromium = await startChromium();
const results: { page: string; figures: Figures }[] = [];
try {
  // Warm the server's caches so the first round is not measuring a cold render.
  for (const { path } of lighthousePages) await fetch(`${server.baseUrl}${path}`);
  for (const { name, path } of lighthousePages.filter((page) => !only || only.includes(page.name))) {
    const runs: Figures[] = [];
    const findings = new Set<string>();
    for (let round = 0; round < rounds; round += 1) {
      const run = await auditWithRetry(`${server.baseUrl}${path}`);
      runs.push(run.figures);
      run.findings.forEach((finding) => findings.add(finding));
    }
    const figures = Object.fromEntries(
      targets.map(({ key }) => [key, median(runs.map((run) => run[key]))]),
    ) as unknown as Figures;
    results.push({ page: `${name} (${path})`, figures });
    console.log(
      `  ${name}: ${targets.map(({ key, label, unit }) => `${label} ${format(figures[key], unit)}`).join(", ")}` +
        (findings.size ? `\n    audits below 0.9: ${[...findings].join(", ")}` : ""),
    );
  }
} finally {
  await chromium.stop();
  await server.stop();
}

const width = Math.max(...results.map((row) => row.page.length));
console.log(
  `\nLighthouse 12.8 mobile, median of ${rounds} rounds, ${new Date().toISOString()}, ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log(`${"page".padEnd(width)}  ${"figure".padEnd(15)}  ${"value".padStart(8)}  ${"target".padEnd(9)}  result`);
let misses = 0;
for (const row of results) {
  for (const target of targets) {
    const value = row.figures[target.key];
    const pass = target.pass(value);
    if (!pass) misses += 1;
    console.log(
      `${row.page.padEnd(width)}  ${target.label.padEnd(15)}  ${format(value, target.unit).padStart(8)}  ${target.goal.padEnd(9)}  ${pass ? "pass" : "MISS"}`,
    );
  }
}
if (misses) process.exitCode = 1;
