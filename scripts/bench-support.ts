// Shared by the bench scripts: a fresh build, the production server in its own process, and the result table.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { staleBuildReason } from "./build-freshness.mjs";

export const root = fileURLToPath(new URL("..", import.meta.url));

/** Builds when the build is missing or older than the sources, as `npm start` does. */
export function ensureFreshBuild(): void {
  const reason = staleBuildReason(root);
  if (!reason) return;
  console.log(`building first (${reason})...`);
  execFileSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
}

export interface Row {
  measure: string;
  figure: string;
  target: string;
  /** undefined: reported, no target. */
  pass?: boolean;
}

export function printTable(title: string, rows: Row[]): void {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  console.log(`\n${title} — ${new Date().toISOString().slice(0, 16)}Z, load ${load}`);
  const cells = rows.map((r) => [r.measure, r.figure, r.target, r.pass === undefined ? "-" : r.pass ? "pass" : "MISS"]);
  const header = ["measure", "figure", "target", "pass/miss"];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => "| " + c.map((v, i) => v.padEnd(widths[i]!)).join(" | ") + " |";
  console.log(line(header));
  console.log("|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|");
  for (const c of cells) console.log(line(c));
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export interface SiteProcess {
  baseUrl: string;
  pid: number;
  dataDir: string;
  /** Milliseconds from spawn to the first healthy /healthz. */
  startMs: number;
  /** The server's standard output so far (JSON log lines), when started with `captureOutput`. */
  output(): string;
  /** Resident set size now, and the peak so far (VmRSS, VmHWM), in MB. */
  memory(): Promise<{ rss: number; peak: number }>;
  stop(): Promise<void>;
}

/** Starts `node dist/server/main.js` on loopback; keeps `dataDir` when given (warm start). */
export async function startSite(
  port: number,
  options: { dataDir?: string; env?: Record<string, string>; captureOutput?: boolean } = {},
): Promise<SiteProcess> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "hirebase-bench-")));
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      RATE_LIMIT_API_PER_MINUTE: "100000000",
      LOG_FORMAT: "json",
      ...options.env,
    },
    stdio: ["ignore", options.captureOutput ? "pipe" : "ignore", "inherit"],
  });
  let output = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  while (true) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 120_000) throw new Error("no healthy /healthz within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const startMs = performance.now() - started;
  return {
    baseUrl,
    pid: child.pid!,
    dataDir,
    startMs,
    output: () => output,
    async memory() {
      const status = await readFile(`/proc/${child.pid}/status`, "utf8");
      const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}

export async function removeDataDir(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
}
