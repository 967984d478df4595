import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { staleBuildReason } from "../../scripts/build-freshness.mjs";

// The production server in its own process (`node dist/server/main.js`), for tests of what pages and the fast path
// do together: React Router's page build and its request handler must load as Node loads them, which they do not
// inside Vitest's module runner.

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface ServerProcess {
  baseUrl: string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

/** Builds first when the build is missing or older than the sources (as `npm start` does). */
export function ensureFreshBuild(): void {
  if (!staleBuildReason(root)) return;
  // Vitest sets NODE_ENV=test, which a production build must not inherit.
  execFileSync("npm", ["run", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
}

export async function startServerProcess(port: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  ensureFreshBuild();
  const dataDir = await mkdtemp(join(tmpdir(), "hirebase-server-"));
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PUBLIC_URL: "http://hirebase.test",
      MAP_TILE_URL: "",
      RATE_LIMIT_API_PER_MINUTE: "100000",
      RATE_LIMIT_ADMIN_PER_MINUTE: "100000",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} during start-up`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (waited > 60_000) {
      await stop();
      throw new Error("the server did not become healthy within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, fetch: (path, init) => fetch(baseUrl + path, { redirect: "manual", ...init }), stop };
}
