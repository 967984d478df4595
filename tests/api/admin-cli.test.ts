import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.js";
import { auditLog } from "../../server/db/schema.js";
import { projectRoot } from "../../server/paths.js";
import { accountViews } from "../../server/services/admin/index.js";
import { createApiKeyService } from "../../server/services/api-keys/index.js";

// npm run admin as a process (docs/decisions/security.md A7-A9): accounts with roles and branches, changed,
// disabled and listed, each change audited with the command line as the actor.

const tsx = join(projectRoot, "node_modules/.bin/tsx");
const PASSWORD = "a long enough password";

let folder: string;
let dataDir: string;

function cli(script: "admin" | "import-csv", args: string[], input = "") {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "production" };
  delete env.DATABASE_URL;
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(tsx, [join(projectRoot, `scripts/ops/${script}.ts`), ...args], { env, cwd: projectRoot });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.end(input);
  });
}

async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "hirebase-admin-cli-"));
  dataDir = join(folder, "data");
  const imported = await cli("import-csv", ["locations", join(projectRoot, "data/demo/locations.csv")]);
  expect(imported.code, imported.stderr).toBe(0);
}, 120_000);
afterAll(() => rm(folder, { recursive: true, force: true }));

describe("npm run admin", () => {
  it("creates administrators and branch staff, changes, disables and lists them", async () => {
    const boss = await cli("admin", ["create", "Boss@Hirebase.test"], `${PASSWORD}\n`);
    expect(boss).toMatchObject({ code: 0, stdout: "Created boss@hirebase.test (administrator).\n" });
    const staff = await cli(
      "admin",
      ["create", "desk@hirebase.test", "--role", "branch-staff", "--branches", "3,2"],
      `${PASSWORD}\n`,
    );
    expect(staff).toMatchObject({ code: 0, stdout: "Created desk@hirebase.test (branch staff for 2, 3).\n" });

    const noBranch = await cli("admin", ["create", "x@hirebase.test", "--role", "branch-staff"], `${PASSWORD}\n`);
    expect(noBranch).toMatchObject({ code: 1, stderr: "branchIds: branch staff need at least one branch\n" });
    const badRole = await cli("admin", ["create", "x@hirebase.test", "--role", "owner"]);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toMatch(/^--role: must be one of administrator, branch-staff\n/);
    const badBranch = await cli("admin", ["change", "desk@hirebase.test", "--branches", "2,x"]);
    expect(badBranch.code).toBe(2);

    const changed = await cli("admin", ["change", "desk@hirebase.test", "--branches", "5"]);
    expect(changed).toMatchObject({ code: 0, stdout: "desk@hirebase.test: branch staff for 5.\n" });
    const disabled = await cli("admin", ["disable", "desk@hirebase.test"]);
    expect(disabled).toMatchObject({ code: 0, stdout: "desk@hirebase.test: branch staff for 5, disabled.\n" });
    const missing = await cli("admin", ["disable", "nobody@hirebase.test"]);
    expect(missing).toMatchObject({ code: 1, stderr: "No account nobody@hirebase.test\n" });

    const listed = await cli("admin", ["list"]);
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^boss@hirebase\.test {2}Administrator {2}\(since /);
    expect(lines[1]).toMatch(/^desk@hirebase\.test {2}Branch staff: 5 Kestrel Hire \S+ {2}DISABLED {2}\(since /);
  }, 120_000);

  it("wrote each change to the audit log with the command line as the actor", async () => {
    const { accounts, audit } = await withDatabase(async (db) => ({
      accounts: await accountViews(db),
      audit: await db.select().from(auditLog).where(eq(auditLog.tableName, "admin_users")),
    }));
    expect(accounts.map(({ email, role, branchIds, disabled }) => ({ email, role, branchIds, disabled }))).toEqual([
      { email: "boss@hirebase.test", role: "administrator", branchIds: [], disabled: false },
      { email: "desk@hirebase.test", role: "branch-staff", branchIds: [5], disabled: true },
    ]);
    const actor = `npm run admin (${userInfo().username})`;
    expect(audit.map((row) => [row.actorEmail, row.action, row.detail])).toEqual([
      [actor, "account-created", "boss@hirebase.test: administrator"],
      [actor, "account-created", "desk@hirebase.test: branch staff for branches 2, 3"],
      [actor, "account-changed", "desk@hirebase.test: branch staff for branches 5"],
      [actor, "account-changed", "desk@hirebase.test: branch staff for branches 5, disabled"],
    ]);
  });
});

describe("npm run admin -- api-key (docs/decisions/integration.md I3)", () => {
  it("creates a key printed once as the last line, lists keys without it, and revokes it", async () => {
    const created = await cli("admin", [
      "api-key",
      "create",
      "InspHire",
      "--scopes",
      "requests:read,imports:write",
      "--from",
      "192.0.2.0/24",
    ]);
    expect(created.code, created.stderr).toBe(0);
    const key = created.stdout.trim().split("\n").at(-1)!;
    expect(key).toMatch(/^hbk_[A-Za-z0-9_-]{43}$/);
    const found = await withDatabase((db) => createApiKeyService(db, () => new Date()).authenticate(key));
    expect(found).toMatchObject({ name: "InspHire", scopes: ["requests:read", "imports:write"] });
    expect(found!.allowsAddress("192.0.2.9")).toBe(true);
    expect(found!.allowsAddress("198.51.100.1")).toBe(false);

    const listed = await cli("admin", ["api-key", "list"]);
    expect(listed.stdout).toMatch(
      /^\d+ {2}InspHire {2}hbk_\S{4}\.\.\. {2}requests:read,imports:write from 192\.0\.2\.0\/24/,
    );
    expect(listed.stdout).not.toContain(key.slice(8));

    const badScope = await cli("admin", ["api-key", "create", "X", "--scopes", "requests:delete"]);
    expect(badScope).toMatchObject({ code: 2 });
    expect(badScope.stderr).toMatch(/^--scopes: must be a list of scopes from requests:read/);

    const id = listed.stdout.split(" ")[0];
    expect(await cli("admin", ["api-key", "revoke", id])).toMatchObject({ code: 0 });
    expect(await withDatabase((db) => createApiKeyService(db, () => new Date()).authenticate(key))).toBeUndefined();
    const audit = await withDatabase((db) => db.select().from(auditLog).where(eq(auditLog.tableName, "api_keys")));
    const actor = `npm run admin (${userInfo().username})`;
    expect(audit.map((row) => [row.actorEmail, row.action])).toEqual([
      [actor, "api-key-created"],
      [actor, "api-key-revoked"],
    ]);
  }, 120_000);
});
