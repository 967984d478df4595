import { execFile } from "node:child_process";
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { pino } from "pino";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createPgliteDataDirIfMissing } from "../../server/db/pglite-first-start.js";
import { testDatabaseUrl } from "../helpers/databases.js";
import { sendSpecialRequest } from "../helpers/mylist.js";
import { projectRoot, spawnServer, waitForHealthy, type ServerProcess } from "../helpers/server-process.js";

// Data at rest (docs/decisions/operation.md Z9): everything the site writes under DATA_DIR, and every
// backup, is the owner's alone (folders 0700, files 0600), and a folder left readable by an older version is fixed at
// start with one log line. The server runs from source, as its own process, with the test's umask (usually 022).

const FROM_SOURCE = ["--import", "tsx", "server/main.ts"];
const MADE_PRIVATE = /Made (\d+) files and folders under DATA_DIR private \(owner only\)/g;

const folders: string[] = [];
const scratch = () => {
  const folder = mkdtempSync(join(tmpdir(), "hirebase-at-rest-"));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Every entry under `root` (itself included) with its mode in octal, symbolic links left out. */
function modes(root: string): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    found.set(relative(root, path) || ".", (stats.mode & 0o7777).toString(8).padStart(4, "0"));
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return found;
}

/** The entries whose mode is not 0700 (folders) or 0600 (everything else). */
function notPrivate(root: string): string[] {
  return [...modes(root)]
    .filter(([path, mode]) => mode !== (lstatSync(join(root, path)).isDirectory() ? "0700" : "0600"))
    .map(([path, mode]) => `${path} ${mode}`);
}

async function startFromSource(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await spawnServer({ dataDir, args: FROM_SOURCE, env: { LOG_LEVEL: "info", ...env } });
  await waitForHealthy(server);
  return server;
}

const backup = (file: string, dataDir: string) =>
  promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/ops/backup.ts", file], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "silent", DATA_DIR: dataDir },
  });

describe.skipIf(testDatabaseUrl)("data at rest on the embedded database", () => {
  it("keeps the database, the mail outbox, the lock, the backup socket and a backup owner-only", async () => {
    const dataDir = join(scratch(), "data");
    const server = await startFromSource(dataDir, { SEED_DEMO: "true" });
    try {
      await sendSpecialRequest(server, "customer@example.com");
      const mail = join(dataDir, "mail");
      await vi.waitUntil(() => existsSync(mail) && readdirSync(mail).some((name) => name.endsWith(".eml")), {
        timeout: 20_000,
        interval: 50,
      });
      const backupFile = join(scratch(), "nightly", "site.tar.gz");
      expect((await backup(backupFile, dataDir)).stdout).toContain(`Backup written: ${backupFile}`);

      const written = [...modes(dataDir).keys()];
      expect(written).toEqual(
        expect.arrayContaining(["pglite/global/pg_control", "backup.sock", "hirebase.lock", "mail"]),
      );
      expect(written.filter((path) => path.endsWith(".eml")).length).toBeGreaterThan(0);
      expect(notPrivate(dataDir)).toEqual([]);
      expect(notPrivate(join(backupFile, "..")), "the backup and the folder it made").toEqual([]);
      // A new folder has nothing to fix: the line is for folders an older version wrote.
      expect(server.stdout()).not.toMatch(MADE_PRIVATE);
    } finally {
      await server.stop();
    }
  }, 180_000);

  it("makes a data folder left readable by others private at start, and says so once", async () => {
    const dataDir = join(scratch(), "data");
    await createPgliteDataDirIfMissing(
      { dataDir: join(dataDir, "pglite"), seedDemo: false, logLevel: "silent" },
      pino({ level: "silent" }),
    );
    mkdirSync(join(dataDir, "mail"));
    writeFileSync(join(dataDir, "mail", "00000001-hire-request.eml"), "To: customer@example.com\n\n");
    mkdirSync(join(dataDir, "category_images"));
    writeFileSync(join(dataDir, "category_images", "drills.webp"), "image");
    // As an older version left it: folders 0755, the template's files 0666, mail 0644.
    const loosened = modes(dataDir);
    for (const path of loosened.keys()) {
      const full = join(dataDir, path);
      chmodSync(full, lstatSync(full).isDirectory() ? 0o755 : path.startsWith("pglite") ? 0o666 : 0o644);
    }
    expect(notPrivate(dataDir)).toHaveLength(loosened.size);

    const first = await startFromSource(dataDir);
    try {
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      await first.stop();
    }
    const lines = [...first.stdout().matchAll(MADE_PRIVATE)];
    expect(lines.map((line) => Number(line[1]))).toEqual([loosened.size]);

    const second = await startFromSource(dataDir);
    await second.stop();
    expect(second.stdout()).not.toMatch(MADE_PRIVATE);
  }, 180_000);
});
