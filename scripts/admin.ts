// Administrator accounts: npm run admin -- create|reset-password|list|remove|totp-enrol|totp-remove <email>
// The password is read from standard input (one line), never from the command line, so it stays out of
// shell history and process lists. Uses the same settings as the server (DATABASE_URL or DATA_DIR); on the embedded
// database it refuses while a server has the data folder open (scripts/cli-database.ts).
import { createInterface } from "node:readline";
import { ConfigError, loadConfig } from "../server/config.js";
import type { Database } from "../server/db/client.js";
import { AppError } from "../server/errors.js";
import {
  createOrResetAccount,
  enrolTotp,
  listAccounts,
  removeAccount,
  removeTotp,
} from "../server/services/admin/index.js";
import { findAccount } from "../server/services/admin/accounts.js";
import { DataFolderBusy, openCliDatabase, type CliDatabase } from "./cli-database.js";

const usage = [
  "Usage: npm run admin -- <command> [email]",
  "  create <email>          create an administrator (password from standard input)",
  "  reset-password <email>  set a new password (from standard input); ends the account's sessions",
  "  list                    list administrators",
  "  remove <email>          remove an administrator and end its sessions",
  "  totp-enrol <email>      give the account a second factor (prints its secret once; replaces an old one)",
  "  totp-remove <email>     remove the account's second factor (LIVE mode then refuses its sign-in)",
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

async function run(database: Database, command: string, email: string | undefined): Promise<number> {
  const db = database.db;
  if (command === "list") {
    const accounts = await listAccounts(db);
    if (accounts.length === 0) console.log("No administrators.");
    for (const account of accounts) console.log(`${account.email}  (since ${account.createdAt.toISOString()})`);
    return 0;
  }
  if (!email) {
    console.error(usage);
    return 2;
  }
  if (command === "remove") {
    const removed = await removeAccount(db, email);
    console.log(removed ? `Removed ${email}.` : `No administrator ${email}.`);
    return removed ? 0 : 1;
  }
  if (command === "totp-enrol") {
    const enrolment = await enrolTotp(db, email);
    if (!enrolment) {
      console.error(`No administrator ${email}: use create.`);
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
    console.log(removed ? `Second factor removed for ${email}.` : `No administrator ${email}.`);
    return removed ? 0 : 1;
  }
  if (command === "create" || command === "reset-password") {
    const exists = Boolean(await findAccount(db, email));
    if (command === "create" && exists) {
      console.error(`${email} already exists: use reset-password.`);
      return 1;
    }
    if (command === "reset-password" && !exists) {
      console.error(`No administrator ${email}: use create.`);
      return 1;
    }
    const outcome = await createOrResetAccount(db, email, await readPassword());
    console.log(outcome === "created" ? `Created ${email}.` : `Password set for ${email}; its sessions ended.`);
    return 0;
  }
  console.error(usage);
  return 2;
}

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if (!command) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  let cli: CliDatabase | undefined;
  try {
    cli = await openCliDatabase(config);
    return await run(cli.database, command, email);
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
