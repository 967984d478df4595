// Accounts: npm run admin -- create|reset-password|list|change|disable|enable|remove|totp-enrol|totp-remove <email>
// API keys (docs/decisions/integration.md I3): npm run admin -- api-key create|list|revoke.
// Roles and branches (docs/decisions/security.md A7-A9): create and change take --role and --branches; each change is
// audited with "npm run admin (<user>)" as the actor.
// The password is read from standard input (one line), never from the command line, so it stays out of
// shell history and process lists. Uses the same settings as the server (DATABASE_URL or DATA_DIR); on the embedded
// database it refuses while a server has the data folder open (scripts/ops/cli-database.ts).
import { userInfo } from "node:os";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { STAFF_ROLE_LABELS, STAFF_ROLES, isStaffRole, type StaffRole } from "../../core/admin-roles.js";
import { ConfigError, loadConfig } from "../../server/config.js";
import type { Database } from "../../server/db/client.js";
import { AppError } from "../../server/errors.js";
import { locations } from "../../server/db/schema.js";
import {
  accountViews,
  changeAccount,
  createAccount,
  createOrResetAccount,
  enrolTotp,
  removeAccount,
  removeTotp,
  type AccountChange,
} from "../../server/services/admin/index.js";
import { findAccount } from "../../server/services/admin/accounts.js";
import { createApiKeyService } from "../../server/services/api-keys/index.js";
import { newApiKeySchema } from "../../server/services/api-keys/new-key.js";
import { DataFolderBusy, openCliDatabase, type CliDatabase } from "./cli-database.js";

const usage = [
  "Usage: npm run admin -- <command> [email] [--role administrator|branch-staff] [--branches 2,17]",
  "  create <email>          create an account (password from standard input); administrator unless --role says",
  "                          branch-staff, which needs --branches (branch ids, as in locations.csv)",
  "  reset-password <email>  set a new password (from standard input); ends the account's sessions",
  "  list                    list accounts with their role, branches and whether they are disabled",
  "  change <email>          change --role and/or --branches",
  "  disable <email>         stop the account signing in and end its sessions; enable <email> undoes it",
  "  remove <email>          remove an account and end its sessions",
  "  totp-enrol <email>      give the account a second factor (prints its secret once; replaces an old one)",
  "  totp-remove <email>     remove the account's second factor (LIVE mode then refuses its sign-in)",
  "  api-key create <name> --scopes requests:read,requests:write,imports:write [--from 192.0.2.0/24,...]",
  "                          create an integration API key (printed once, as the last line)",
  "  api-key list            list the keys in use (never the keys themselves)",
  "  api-key revoke <id>     revoke a key at once",
].join("\n");

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("Password (at least 12 characters): ");
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

interface Options {
  role?: StaffRole;
  branchIds?: number[];
  scopes?: string[];
  from?: string[];
}

function parseOptions(args: string[]): { positionals: string[]; options: Options } {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      role: { type: "string" },
      branches: { type: "string" },
      scopes: { type: "string" },
      from: { type: "string" },
    },
  });
  const list = (text: string | undefined) => text?.split(",").map((entry) => entry.trim());
  const options: Options = { scopes: list(values.scopes), from: list(values.from) };
  if (values.role !== undefined) {
    if (!isStaffRole(values.role)) throw new UsageError(`--role: must be one of ${STAFF_ROLES.join(", ")}`);
    options.role = values.role;
  }
  if (values.branches !== undefined) {
    const ids = values.branches.split(",").map((id) => id.trim());
    if (ids.some((id) => !/^\d{1,9}$/.test(id))) throw new UsageError("--branches: must be branch ids such as 2,17");
    options.branchIds = ids.map(Number);
  }
  return { positionals, options };
}

class UsageError extends Error {}

const actor = () => ({ email: `npm run admin (${userInfo().username})` });

async function list(db: Database["db"]): Promise<number> {
  const accounts = await accountViews(db);
  if (accounts.length === 0) console.log("No accounts.");
  const names = new Map(
    (await db.select({ id: locations.id, name: locations.name }).from(locations)).map((b) => [b.id, b.name]),
  );
  for (const account of accounts) {
    const branches = account.branchIds.map((id) => `${id} ${names.get(id) ?? "(no such branch now)"}`).join(", ");
    const access = account.role === "administrator" ? "" : `: ${branches}`;
    const state = account.disabled ? "  DISABLED" : "";
    console.log(
      `${account.email}  ${STAFF_ROLE_LABELS[account.role]}${access}${state}  (since ${account.createdAt.toISOString()})`,
    );
  }
  return 0;
}

interface Context {
  database: Database;
  /** TOTP_SECRET_KEY: enrolment refuses without it (docs/decisions/security.md S6). */
  totpKey?: Buffer;
}

async function apiKey(db: Database["db"], [action, argument]: string[], options: Options): Promise<number> {
  const keys = createApiKeyService(db, () => new Date());
  if (action === "list") {
    const views = await keys.list();
    if (views.length === 0) console.log("No API keys.");
    for (const key of views) {
      const from = key.allowedCidrs.length ? ` from ${key.allowedCidrs.join(", ")}` : "";
      console.log(
        `${key.id}  ${key.name}  ${key.keyPrefix}...  ${key.scopes.join(",")}${from}  (since ${key.createdAt})`,
      );
    }
    return 0;
  }
  if (action === "revoke" && argument && /^\d{1,9}$/.test(argument)) {
    const revoked = await keys.revoke(actor().email, Number(argument));
    console.log(`Revoked API key ${revoked.id} (${revoked.name}).`);
    return 0;
  }
  if (action === "create" && argument) {
    const input = newApiKeySchema.safeParse({
      name: argument,
      scopes: options.scopes ?? [],
      allowedCidrs: options.from,
    });
    if (!input.success) {
      const field = (path: PropertyKey[]) =>
        path[0] === "allowedCidrs" ? "--from" : path[0] === "scopes" ? "--scopes" : "name";
      console.error(input.error.issues.map((issue) => `${field(issue.path)}: ${issue.message}`).join("\n"));
      return 2;
    }
    const created = await keys.create(actor().email, input.data);
    // Shown once, on standard output only, as the last line, so a script can take it with `tail -1`.
    console.log(
      `API key ${created.id} created for ${created.name} (${created.scopes.join(", ")}); it is not shown again:`,
    );
    console.log(created.key);
    return 0;
  }
  console.error(usage);
  return 2;
}

async function run(context: Context, positionals: string[], options: Options): Promise<number> {
  const [command, email] = positionals;
  const db = context.database.db;
  if (command === "list") return list(db);
  if (command === "api-key") return apiKey(db, positionals.slice(1), options);
  if (!email) {
    console.error(usage);
    return 2;
  }
  if (command === "remove") {
    const removed = await removeAccount(db, email);
    console.log(removed ? `Removed ${email}.` : `No account ${email}.`);
    return removed ? 0 : 1;
  }
  if (command === "totp-enrol") {
    const enrolment = await enrolTotp(db, context.totpKey, email);
    if (!enrolment) {
      console.error(`No account ${email}: use create.`);
      return 1;
    }
    // Shown once, on standard output only: nothing else records the secret outside the database.
    console.log(`Second factor enrolled for ${email}. Add it to an authenticator app now; it is not shown again.`);
    console.log(`URI:    ${enrolment.uri}`);
    console.log(`Secret: ${enrolment.secret}`);
    return 0;
  }
  if (command === "totp-remove") {
    const removed = await removeTotp(db, email);
    console.log(removed ? `Second factor removed for ${email}.` : `No account ${email}.`);
    return removed ? 0 : 1;
  }
  if (command === "change" || command === "disable" || command === "enable") {
    const change: AccountChange =
      command === "change" ? { role: options.role, branchIds: options.branchIds } : { disabled: command === "disable" };
    if (command === "change" && !change.role && !change.branchIds) {
      console.error("change: say --role and/or --branches");
      return 2;
    }
    const account = await changeAccount(db, actor(), email, change);
    const access =
      account.role === "administrator" ? "administrator" : `branch staff for ${account.branchIds.join(", ")}`;
    console.log(`${account.email}: ${access}${account.disabled ? ", disabled" : ""}.`);
    return 0;
  }
  if (command === "create") {
    const role = options.role ?? "administrator";
    const account = await createAccount(db, actor(), {
      email,
      password: await readPassword(),
      role,
      branchIds: options.branchIds ?? [],
    });
    const access = role === "administrator" ? "administrator" : `branch staff for ${account.branchIds.join(", ")}`;
    console.log(`Created ${account.email} (${access}).`);
    return 0;
  }
  if (command === "reset-password") {
    const exists = Boolean(await findAccount(db, email));
    if (!exists) {
      console.error(`No account ${email}: use create.`);
      return 1;
    }
    await createOrResetAccount(db, email, await readPassword());
    console.log(`Password set for ${email}; its sessions ended.`);
    return 0;
  }
  console.error(usage);
  return 2;
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    console.error(usage);
    return 2;
  }
  if (!parsed.positionals[0]) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  let cli: CliDatabase | undefined;
  try {
    cli = await openCliDatabase(config);
    return await run({ database: cli.database, totpKey: config.TOTP_SECRET_KEY }, parsed.positionals, parsed.options);
  } catch (err) {
    if (err instanceof DataFolderBusy) {
      console.error(err.message);
      return 1;
    }
    if (err instanceof AppError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await cli?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
