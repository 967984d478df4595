import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

// Process-level checks on the production build, started as `node dist/server/main.js` without NODE_ENV: SIGTERM
// during start-up and under load, a second process on the same data folder or port refused before the database
// is opened, then a restart over a stale lock on the same data directory that needs no repair.

const port = 4291;
const base = `http://127.0.0.1:${port}`;
let dataDir: string;
const started: ChildProcess[] = [];

test.beforeAll(async () => {
  const busy = await fetch(`${base}/healthz`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${port} is already in use; stop whatever listens there first`);
  dataDir = mkdtempSync(join(tmpdir(), "hirebase-lifecycle-"));
});
// A failed test must not leave its server running.
test.afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});
test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string> = {}): Running {
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      LOG_LEVEL: "info",
      MAP_TILE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealthy(timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not become healthy");
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test("SIGTERM at any point of start-up (loading, database, migrations, demo seed) stops cleanly", async () => {
  // Before Node has booted none of our code runs, so no handler can exist yet. Boot takes ~100 ms on an idle
  // machine and several times that on a busy one: measure it and start counting from there.
  const bootStarted = performance.now();
  spawnSync(process.execPath, ["-e", "0"]);
  const bootMs = Math.round(performance.now() - bootStarted);
  for (const delayMs of [300, 900, 1900, 3400, 4900].map((ms) => ms + Math.max(100, bootMs))) {
    const server = startServer();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    server.child.kill("SIGTERM");
    expect(await server.exited, `SIGTERM after ${delayMs} ms:\n${server.output()}`).toBe(0);
  }
});

test("a restart after that serves the catalogue; SIGTERM under load drains and exits 0", async () => {
  const server = startServer();
  await waitForHealthy();
  const categories = await (await fetch(`${base}/api/categories`)).json();
  expect(categories.length).toBeGreaterThan(0);
  expect(server.output()).toContain(`Hirebase is listening on ${base}`);

  // Started without NODE_ENV, it runs production: no Vite dev middleware, no file server over the project.
  expect(server.output()).toContain('"mode":"production"');
  expect((await fetch(`${base}/@vite/client`)).status).toBe(404);
  expect((await fetch(`${base}/server/config.ts`)).status).toBe(404);

  // A second process on the same data folder is refused with one line naming it and the holder's PID.
  const second = startServer();
  expect(await second.exited).not.toBe(0);
  expect(second.output().trim()).toBe(
    `Data folder ${dataDir} is in use by another process (PID ${server.child.pid}): stop it or set DATA_DIR`,
  );
  // Another data folder on the same port: the port is reported before any database is opened.
  const otherDir = mkdtempSync(join(tmpdir(), "hirebase-lifecycle-port-"));
  try {
    const third = startServer({ DATA_DIR: otherDir });
    expect(await third.exited).not.toBe(0);
    expect(third.output().trim()).toBe(`Port ${port} is in use: set PORT`);
    expect(existsSync(join(otherDir, "pglite"))).toBe(false);
  } finally {
    rmSync(otherDir, { recursive: true, force: true });
  }

  // Bounded load on loopback: 8 loops of sequential requests until the server stops accepting.
  const statuses: number[] = [];
  let refused = 0;
  const loops = Array.from({ length: 8 }, async (_, i) => {
    for (let n = 0; n < 200; n++) {
      try {
        const response = await fetch(`${base}${i % 2 ? "/api/categories?level=0" : "/"}`);
        await response.arrayBuffer();
        statuses.push(response.status);
      } catch {
        refused++;
        return;
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 400));
  server.child.kill("SIGTERM");
  await Promise.all(loops);
  expect(await server.exited, server.output()).toBe(0);
  expect(server.output()).toContain("stopped cleanly");
  expect(statuses.length).toBeGreaterThan(0);
  // Every request that was answered was answered properly; the rest were refused after close.
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(refused).toBeLessThanOrEqual(8);
});

test("a stale lock left by a killed process does not block the next start, which needs no repair", async () => {
  const killed = spawn("sleep", ["60"]);
  const gone = new Promise((resolve) => killed.once("exit", resolve));
  killed.kill("SIGKILL");
  await gone;
  writeFileSync(join(dataDir, "hirebase.lock"), JSON.stringify({ pid: killed.pid }));
  const server = startServer();
  await waitForHealthy();
  const response = await fetch(`${base}/api/categories`);
  expect(response.status).toBe(200);
  expect((await response.json()).length).toBeGreaterThan(0);
  expect(server.output()).not.toMatch(/"level":(50|60)/);
  server.child.kill("SIGINT");
  expect(await server.exited).toBe(0);
});
