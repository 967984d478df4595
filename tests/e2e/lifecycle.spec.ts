import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

// Process-level checks on the production build: SIGTERM during start-up and under load,
// then a restart on the same data directory that needs no repair.

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

function startServer(): Running {
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      LOG_LEVEL: "info",
      MAP_TILE_URL: "",
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

test.describe.configure({ mode: "serial", timeout: 120_000 });

test("SIGTERM at any point of start-up (loading, database, migrations, demo seed) stops cleanly", async () => {
  // From 400 ms: before that Node itself is still booting and has run none of our code.
  for (const delayMs of [400, 1000, 2000, 3500, 5000]) {
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

test("a second restart needs no repair and has the same catalogue", async () => {
  const server = startServer();
  await waitForHealthy();
  const response = await fetch(`${base}/api/categories`);
  expect(response.status).toBe(200);
  expect((await response.json()).length).toBeGreaterThan(0);
  expect(server.output()).not.toMatch(/"level":(50|60)/);
  server.child.kill("SIGINT");
  expect(await server.exited).toBe(0);
});
