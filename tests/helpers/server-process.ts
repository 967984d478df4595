import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { staleBuildReason } from "../../scripts/build-freshness.mjs";
import { freePort } from "./free-port.js";

// The one way tests, benches and soak steps start Hirebase in its own process: `node dist/server/main.js` (or the
// sources through tsx) on loopback, on a port of its own, with a data folder of its own unless given one. Pages and
// the fast path need React Router's build loaded as Node loads it, which it is not inside Vitest's module runner.

export const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface ServerOptions {
  /** Default: a free port. */
  port?: number;
  /** Settings on top of the defaults below; `undefined` removes a default (NODE_ENV, to start as `npm start` does). */
  env?: Record<string, string | undefined>;
  /** Default: a new folder under the system's temp folder, removed by stop(). A given folder is kept. */
  dataDir?: string;
  /** Node's arguments. Default: the production build, `dist/server/main.js`. */
  args?: string[];
  /** Keep the server's standard error to ourselves (it is still in output()). Default: shown as it comes. */
  quiet?: boolean;
  /** Send standard output (the log) nowhere, as a bench under load must: reading it would cost the load generator. */
  discardLog?: boolean;
}

export interface ServerProcess {
  baseUrl: string;
  port: number;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  /** performance.now() when the process was spawned. */
  spawnedAt: number;
  /** Milliseconds from spawn to the first healthy /healthz (set by waitForHealthy). */
  startMs: number;
  /** Resolves with the exit code, or the signal's name, once the process has ended. */
  exited: Promise<number | string>;
  /** Standard output and error so far, interleaved as they came. */
  output(): string;
  stdout(): string;
  stderr(): string;
  /** `fetch` on this server, redirects left unfollowed so tests see them. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Resident set size now, and the peak so far (VmRSS, VmHWM), in MB. */
  memory(): { rss: number; peak: number };
  /** CPU time (user and system, every thread) the process has used so far, in ms. */
  cpuMs(): number;
  signal(name: NodeJS.Signals): void;
  /** SIGTERM, waits for the exit, then removes a data folder it made. Resolves with the exit code. */
  stop(): Promise<number | string>;
}

/** Builds the brand's pages first when they are missing or older than the sources, as `npm start` does. */
export function ensureFreshBuild(brand = process.env.BRAND): void {
  const reason = staleBuildReason(projectRoot, { BRAND: brand });
  if (!reason) return;
  console.error(`building first (${reason})...`);
  // Vitest sets NODE_ENV=test, which a production build must not inherit.
  execFileSync("npm", ["run", "build"], {
    cwd: projectRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", BRAND: brand },
  });
}

// A run that fails or times out must not leave its servers behind.
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * Starts the server and returns at once, without waiting for it to answer (for start-ups that are meant to fail or
 * to be interrupted). The server sees only PATH, HOME and the settings here: the caller's shell changes nothing.
 */
export async function spawnServer(options: ServerOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "hirebase-server-"));
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    LOG_FORMAT: "json",
    // No request leaves loopback: no map tiles. Every client is on loopback, so the rate limits are raised.
    MAP_TILE_URL: "",
    RATE_LIMIT_API_PER_MINUTE: "10000000",
    RATE_LIMIT_WRITE_PER_MINUTE: "10000000",
    RATE_LIMIT_ADMIN_PER_MINUTE: "100000",
    RATE_LIMIT_STAFF_PER_MINUTE: "100000",
    RATE_LIMIT_RENDER_PER_MINUTE: "10000000",
    ...options.env,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, options.args ?? ["dist/server/main.js"], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", options.discardLog ? "ignore" : "pipe", "pipe"],
  });
  running.add(child);
  // "close", not "exit": by then the output has been read to its end.
  const exited = new Promise<number | string>((resolve) =>
    child.once("close", (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? "unknown");
    }),
  );
  let output = "";
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
    stderr += chunk;
    if (!options.quiet) process.stderr.write(chunk);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    baseUrl,
    port,
    pid: child.pid!,
    dataDir,
    child,
    spawnedAt,
    startMs: 0,
    exited,
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
    fetch: (path, init) => fetch(baseUrl + path, { redirect: "manual", ...init }),
    memory() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
    },
    cpuMs() {
      // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses, in clock ticks of 10 ms.
      const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    signal: (name) => void child.kill(name),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const code = await exited;
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
  return server;
}

/** Waits until the server answers /healthz, or fails with the end of its output when it exits or takes too long. */
export async function waitForHealthy(server: ServerProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let ended: number | string | undefined;
  void server.exited.then((code) => (ended = code));
  for (;;) {
    if (ended !== undefined) {
      throw new Error(`the server exited (${ended}) during start-up:\n${server.output().slice(-2000)}`);
    }
    if (
      await server.fetch("/healthz").then(
        (response) => response.ok,
        () => false,
      )
    ) {
      server.startMs = performance.now() - server.spawnedAt;
      return;
    }
    if (performance.now() > deadline) {
      await server.stop();
      throw new Error(`the server did not answer /healthz within ${timeoutMs} ms:\n${server.output().slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Builds if needed, starts the server and resolves once it answers /healthz. */
export async function startServerProcess(options: ServerOptions = {}, timeoutMs?: number): Promise<ServerProcess> {
  if (!options.args) ensureFreshBuild(options.env?.BRAND ?? process.env.BRAND);
  const server = await spawnServer(options);
  await waitForHealthy(server, timeoutMs);
  return server;
}
