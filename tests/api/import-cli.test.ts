import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockDataDir } from "../../server/process/data-dir-lock.js";
import { openDatabase } from "../../server/db/client.js";
import { locations } from "../../server/db/schema.js";
import { projectRoot } from "../../server/paths.js";

// npm run import and npm run admin as processes, on an embedded database folder of their own.

const run = promisify(execFile);
const tsx = join(projectRoot, "node_modules/.bin/tsx");
const demoLocations = join(projectRoot, "data/demo/locations.csv");

let folder: string;
let dataDir: string;
let broken: string;

async function cli(script: "import-csv" | "admin", args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "production" };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(tsx, [join(projectRoot, `scripts/ops/${script}.ts`), ...args], {
      env,
      cwd: projectRoot,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function branchCount(): Promise<number> {
  const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
  try {
    return (await database.db.select({ id: locations.id }).from(locations)).length;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "hirebase-import-cli-"));
  dataDir = join(folder, "data");
  broken = join(folder, "broken.csv");
  await writeFile(broken, "id,name\n1,Broken\n");
  // The first run creates the database folder.
  const first = await cli("import-csv", ["locations", demoLocations]);
  expect(first.stderr).toBe("");
  expect(first.code).toBe(0);
}, 180_000);
afterAll(() => rm(folder, { recursive: true, force: true }));

describe("npm run import", () => {
  it("refuses in one line while a server holds the data folder, and so does npm run admin", async () => {
    const lock = lockDataDir(dataDir);
    try {
      const imported = await cli("import-csv", ["locations", broken, "--yes"]);
      expect(imported.code).toBe(1);
      expect(imported.stdout).toBe("");
      expect(imported.stderr).toBe(
        `A running server (PID ${process.pid}) has the data folder ${dataDir} open: stop it first, or use the admin page (/admin/import).\n`,
      );
      const admin = await cli("admin", ["list"]);
      expect(admin.code).toBe(1);
      expect(admin.stderr).toBe(
        `A running server (PID ${process.pid}) has the data folder ${dataDir} open: stop it first, then run this again.\n`,
      );
    } finally {
      lock.release();
    }
    expect(await branchCount()).toBe(330);
  }, 120_000);

  it("shows what a destructive file would change and needs --yes; --restore brings every branch back", async () => {
    const refused = await cli("import-csv", ["locations", broken]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("locations: nothing was imported.");
    expect(refused.stderr).toContain("rows now 330, after 1: 0 added, 329 removed, 1 changed");
    expect(refused.stderr).toContain("run the same command with --yes");
    expect(await branchCount()).toBe(330);

    const confirmed = await cli("import-csv", ["locations", broken, "--yes"]);
    expect(confirmed.code).toBe(0);
    expect(confirmed.stdout).toMatch(/^locations: 1 record imported in/);
    expect(await branchCount()).toBe(1);

    const restored = await cli("import-csv", ["--restore", "locations"]);
    expect(restored.stdout).toBe("locations: previous version restored (330 records).\n");
    expect(restored.code).toBe(0);
    expect(await branchCount()).toBe(330);
  }, 120_000);

  it("prints each row error once, after one summary line", async () => {
    const bad = join(folder, "bad.csv");
    await writeFile(bad, "id,name,latitude\nx,One,\n2,Two,200\n");
    const result = await cli("import-csv", ["locations", bad]);
    expect(result.code).toBe(1);
    expect(result.stderr.trimEnd().split("\n")).toEqual([
      "Import failed: 2 errors, nothing was imported.",
      expect.stringMatching(/^ {2}Row 2, id: /),
      expect.stringMatching(/^ {2}Row 3, latitude: /),
    ]);
  }, 60_000);
});
