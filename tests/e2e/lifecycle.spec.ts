import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../helpers/free-port.js";
import { spawnServer, waitForHealthy, type ServerProcess } from "../helpers/server-process.js";

// Process-level checks on the production build, started as `node dist/server/main.js` without NODE_ENV: SIGTERM
// during start-up and under load, a second process on the same data folder or port refused before the database
// is opened, then a restart over a stale lock on the same data directory that needs no repair.

let port: number;
let base: string;
let dataDir: string;
const started: ServerProcess[] = [];

test.beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), "hirebase-lifecycle-"));
});
// A failed test must not leave its server running.
test.afterEach(() => {
  for (const server of started.splice(0)) server.signal("SIGKILL");
});
test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the server on `folder` without waiting for it: some starts are meant to be refused or interrupted. */
async function startServer(folder = dataDir): Promise<ServerProcess> {
  const server = await spawnServer({
    port,
    dataDir: folder,
    quiet: true,
    env: { NODE_ENV: undefined, SEED_DEMO: "true", LOG_LEVEL: "info" },
  });
  started.push(server);
  return server;
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test("SIGTERM at any point of start-up (creating the database, demo seed, snapshot) stops cleanly", async () => {
  // Each point is the moment its line is logged; the application's modules load while the database is made. Each
  // start begins on an empty folder, so it creates the database; the last leaves one in place for the next test.
  const points = [
    "creating the embedded database",
    "demo catalogue loaded",
    "embedded database created",
    "catalogue snapshot loaded",
  ];
  for (const [index, point] of points.entries()) {
    const folder = index < points.length - 1 ? mkdtempSync(join(tmpdir(), "hirebase-lifecycle-start-")) : dataDir;
    try {
      const server = await startServer(folder);
      await expect.poll(() => server.output(), { timeout: 120_000 }).toContain(`"msg":"${point}"`);
      server.signal("SIGTERM");
      expect(await server.exited, `SIGTERM at "${point}":\n${server.output()}`).toBe(0);
    } finally {
      if (folder !== dataDir) rmSync(folder, { recursive: true, force: true });
    }
  }
});

test("a restart after that serves the catalogue; SIGTERM under load drains and exits 0", async () => {
  const server = await startServer();
  await waitForHealthy(server);
  const categories = await (await fetch(`${base}/api/categories`)).json();
  expect(categories.length).toBeGreaterThan(0);
  expect(server.output()).toContain(`Hirebase is listening on ${base}`);

  // Started without NODE_ENV, it runs production: no Vite dev middleware, no file server over the project.
  expect(server.output()).toContain('"mode":"production"');
  expect((await fetch(`${base}/@vite/client`)).status).toBe(404);
  expect((await fetch(`${base}/server/config.ts`)).status).toBe(404);

  // A second process on the same data folder is refused with one line naming it and the holder's PID.
  const second = await startServer();
  expect(await second.exited).not.toBe(0);
  expect(second.output().trim()).toBe(
    `Data folder ${dataDir} is in use by another process (PID ${server.pid}): stop it or set DATA_DIR`,
  );
  // Another data folder on the same port: the port is reported before any database is opened.
  const otherDir = mkdtempSync(join(tmpdir(), "hirebase-lifecycle-port-"));
  try {
    const third = await startServer(otherDir);
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
  // Under load: stop once the loops have had answers.
  await expect.poll(() => statuses.length).toBeGreaterThan(40);
  server.signal("SIGTERM");
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
  const server = await startServer();
  await waitForHealthy(server);
  const response = await fetch(`${base}/api/categories`);
  expect(response.status).toBe(200);
  expect((await response.json()).length).toBeGreaterThan(0);
  expect(server.output()).not.toMatch(/"level":(50|60)/);
  server.signal("SIGINT");
  expect(await server.exited).toBe(0);
});
