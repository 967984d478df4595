import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.js";
import { createPgliteDataDirIfMissing } from "../../server/db/pglite-first-start.js";
import { adminUsers } from "../../server/db/schema.js";
import { createOrResetAccount, TOTP_KEY_MISSING } from "../../server/services/admin/index.js";
import { sealTotpSecretsAtStart } from "../../server/services/admin/totp-secrets-at-start.js";
import { openTotpSecret } from "../../server/services/admin/totp-seal.js";
import { currentTotp } from "../../server/services/admin/totp.js";
import { EMAIL, PASSWORD, TOTP_KEY, TOTP_SECRET_KEY } from "../helpers/admin.js";
import { testDatabaseUrl } from "../helpers/databases.js";
import { projectRoot, spawnServer, waitForHealthy } from "../helpers/server-process.js";

// docs/decisions/security.md S6: the second factor's secret is stored sealed with TOTP_SECRET_KEY. A site
// whose accounts enrolled before the key existed is sealed at its first start with the key; without the key, or with
// another one, the server refuses to start in one line; enrolment refuses without it. The server runs from source.

/** What an older version stored: the base32 secret itself. */
const PLAIN_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const OTHER_KEY = Buffer.alloc(32, 9).toString("base64");

let folder: string;
let dataDir: string;

async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

const storedSecret = () =>
  withDatabase(async (db) => {
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, EMAIL));
    return { id: row!.id, stored: row!.totpSecret! };
  });

/** Starts the server on the folder; resolves with its exit and output once it has exited by itself. */
async function startUntilExit(env: Record<string, string>) {
  const server = await spawnServer({ dataDir, args: ["--import", "tsx", "server/main.ts"], quiet: true, env });
  const code = await server.exited;
  return { code, stdout: server.stdout(), stderr: server.stderr() };
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "hirebase-totp-key-"));
  dataDir = join(folder, "data");
  await createPgliteDataDirIfMissing(
    { dataDir: join(dataDir, "pglite"), seedDemo: false, logLevel: "silent" },
    pino({ level: "silent" }),
  );
  await withDatabase(async (db) => {
    await createOrResetAccount(db, EMAIL, PASSWORD);
    await db.update(adminUsers).set({ totpSecret: PLAIN_SECRET }).where(eq(adminUsers.email, EMAIL));
  });
}, 120_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.skipIf(testDatabaseUrl)("TOTP_SECRET_KEY", () => {
  it("is required to start once an account has a second factor: one line, exit 1", async () => {
    const run = await startUntilExit({ LOG_LEVEL: "info", SEED_DEMO: "false" });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^TOTP_SECRET_KEY is not set, but 1 admin account\(s\) have a second factor: set it/),
    ]);
    expect((await storedSecret()).stored).toBe(PLAIN_SECRET);
  }, 120_000);

  it("seals a secret stored in plain text at start, and the code from the same secret still signs in", async () => {
    const server = await spawnServer({
      dataDir,
      args: ["--import", "tsx", "server/main.ts"],
      env: { LOG_LEVEL: "info", SEED_DEMO: "false", TOTP_SECRET_KEY },
    });
    try {
      await waitForHealthy(server);
      expect(server.stdout()).toContain("Encrypted 1 TOTP secret(s) with TOTP_SECRET_KEY");
      const signIn = await server.fetch("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.baseUrl },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD, code: currentTotp(PLAIN_SECRET) }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await server.stop();
    }
    const { id, stored } = await storedSecret();
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(PLAIN_SECRET);
    expect(openTotpSecret(TOTP_KEY, id, stored)).toBe(PLAIN_SECRET);
    // Sealed once: a second start finds nothing to do and leaves the value as it is.
    expect(await withDatabase((db) => sealTotpSecretsAtStart(db, TOTP_KEY))).toBe(0);
    expect((await storedSecret()).stored).toBe(stored);
  }, 120_000);

  it("refuses to start with a key that does not open the stored secrets, naming the accounts", async () => {
    const run = await startUntilExit({ LOG_LEVEL: "info", SEED_DEMO: "false", TOTP_SECRET_KEY: OTHER_KEY });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([
      `TOTP_SECRET_KEY does not open the second factor of ${EMAIL}: set the key they were enrolled with, or enrol them again with npm run admin -- totp-enrol <email>`,
    ]);
  }, 120_000);

  it("is required by npm run admin -- totp-enrol, which then stores nothing", async () => {
    const before = (await storedSecret()).stored;
    const enrol = promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/ops/admin.ts", "totp-enrol", EMAIL],
      {
        cwd: projectRoot,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      },
    );
    await expect(enrol).rejects.toMatchObject({ code: 1, stdout: "", stderr: `${TOTP_KEY_MISSING}\n` });
    expect((await storedSecret()).stored).toBe(before);
  }, 120_000);
});
