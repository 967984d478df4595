import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.js";
import { createPgliteDataDirIfMissing, FirstStartError } from "../../server/db/pglite-first-start.js";
import { startServerProcess } from "../helpers/server-process.js";

// docs/decisions/performance.md N7: a new embedded data folder is created by a short-lived child process (initdb's
// memory leaves with it), in a sibling folder renamed into place when complete; the server then opens a finished
// folder.

const logger = pino({ level: "silent" });
const folders: string[] = [];
async function emptyFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "hirebase-first-start-"));
  folders.push(folder);
  return folder;
}
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function equipmentCount(dataDir: string): Promise<number> {
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    const result = await database.pglite!.query<{ count: number }>("select count(*)::int as count from equipment");
    return result.rows[0]!.count;
  } finally {
    await database.close();
  }
}

describe("first start on an empty data folder", () => {
  it("creates, migrates and seeds the database in a child process, then has nothing more to do", async () => {
    const dataDir = join(await emptyFolder(), "pglite");
    const request = { dataDir, seedDemo: true, logLevel: "silent" };

    const report = await createPgliteDataDirIfMissing(request, logger);
    expect(report?.peakMb).toBeGreaterThan(50);
    expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(true);
    expect(existsSync(`${dataDir}.creating`)).toBe(false);
    expect(await equipmentCount(dataDir)).toBeGreaterThan(1000);

    expect(await createPgliteDataDirIfMissing(request, logger)).toBeUndefined();
  }, 120_000);

  it("without the demo, leaves an empty catalogue with every table migrated", async () => {
    const dataDir = join(await emptyFolder(), "pglite");
    await createPgliteDataDirIfMissing({ dataDir, seedDemo: false, logLevel: "silent" }, logger);
    expect(await equipmentCount(dataDir)).toBe(0);
  }, 120_000);

  it("starts over when an earlier first start was stopped halfway, and takes an existing empty folder", async () => {
    const parent = await emptyFolder();
    const dataDir = join(parent, "pglite");
    await mkdir(dataDir);
    await mkdir(`${dataDir}.creating`);
    await writeFile(join(`${dataDir}.creating`, "PG_VERSION"), "half made");

    await createPgliteDataDirIfMissing({ dataDir, seedDemo: false, logLevel: "silent" }, logger);
    expect(readdirSync(parent).sort()).toEqual(["pglite"]);
    expect(await equipmentCount(dataDir)).toBe(0);
  }, 120_000);

  it("refuses a folder that holds other files, and leaves them alone", async () => {
    const dataDir = join(await emptyFolder(), "pglite");
    await mkdir(dataDir);
    await writeFile(join(dataDir, "notes.txt"), "mine");
    const attempt = createPgliteDataDirIfMissing({ dataDir, seedDemo: true, logLevel: "silent" }, logger);
    await expect(attempt).rejects.toThrow(FirstStartError);
    await expect(attempt).rejects.toThrow(`${dataDir} is not an embedded database folder`);
    expect(readdirSync(dataDir)).toEqual(["notes.txt"]);
  });
});

describe("the production server on an empty DATA_DIR", () => {
  it("serves the demo catalogue, and again after a restart on the same folder", async () => {
    const dataDir = await emptyFolder();
    for (const start of ["cold", "warm"]) {
      const server = await startServerProcess({ dataDir, env: { SEED_DEMO: "true" } });
      try {
        const categories = await server.fetch("/api/categories?level=0");
        expect(categories.status, start).toBe(200);
        expect(((await categories.json()) as unknown[]).length, start).toBeGreaterThan(5);
        expect((await server.fetch("/api/equipment/combi-drill-110v")).status, start).toBe(200);
      } finally {
        await server.stop();
      }
      expect(readdirSync(dataDir).filter((name) => name.startsWith("pglite"))).toEqual(["pglite"]);
    }
  }, 180_000);
});
