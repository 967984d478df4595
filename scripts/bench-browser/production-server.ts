// The production build on a fresh embedded database with the demo catalogue, for the browser benchmarks
// (bench:js, bench:lighthouse). Builds first when the build is missing or older than the sources.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { staleBuildReason } from "../build-freshness.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export function buildIfStale(): void {
  const reason = staleBuildReason(root);
  if (!reason) return;
  console.log(`Building the site first (${reason}): npm run build`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url}/healthz within ${timeoutMs / 1000} s`);
}

/** Starts `dist/server/main.js` on loopback as a visitor would meet it: LIVE mode, no map tiles (offline here). */
export async function startProductionServer(port: number): Promise<RunningServer> {
  buildIfStale();
  const dataDir = fileURLToPath(new URL(`../../tests/.tmp/bench-browser-${port}`, import.meta.url));
  rmSync(dataDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      SITE_MODE: "LIVE",
      MAP_TILE_URL: "",
      LOG_LEVEL: "warn",
      RATE_LIMIT_API_PER_MINUTE: "100000",
    },
  });
  try {
    await waitForHealth(url, child, 120_000);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
