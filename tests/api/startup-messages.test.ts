import { describe, expect, it, vi } from "vitest";
import { spawnServer } from "../helpers/server-process.js";

// What the server says at start-up about its database and its mode (docs/decisions/operation.md F4), from the process
// as it is started. It runs from source (tsx), so the test needs no build; each refusal happens before any page code is
// used.

/** A PostgreSQL the role may sign in to: the wrong-password and missing-database cases need one (the PostgreSQL run). */
const postgres = process.env.TEST_DATABASE_URL || undefined;

interface Run {
  code: number | string;
  stdout: string;
  stderr: string;
}

/** Starts the server; resolves when it exits, or when `until` matches its output (then it is stopped). */
async function runServer(env: Record<string, string>, until?: RegExp): Promise<Run> {
  const server = await spawnServer({
    args: ["--import", "tsx", "server/main.ts"],
    quiet: true,
    env: { LOG_LEVEL: "info", SEED_DEMO: "false", PUBLIC_URL: "http://hirebase.test", SITE_MODE: "", ...env },
  });
  let ended = false;
  void server.exited.then(() => (ended = true));
  if (until) await vi.waitUntil(() => ended || until.test(server.stdout()), { timeout: 110_000, interval: 50 });
  else await server.exited;
  const code = await server.stop();
  return { code, stdout: server.stdout(), stderr: server.stderr() };
}

const withDatabaseUrl = (base: string, change: (url: URL) => void) => {
  const url = new URL(base);
  change(url);
  return url.href;
};

const reachable: [string, string, RegExp][] = postgres
  ? [
      [
        "a wrong password",
        withDatabaseUrl(postgres, (url) => (url.password = "not-the-password")),
        /^DATABASE_URL: cannot connect to PostgreSQL at \S+: the password for user "\w+" was refused/,
      ],
      [
        "a missing database",
        withDatabaseUrl(postgres, (url) => (url.pathname = "/no_such_database")),
        /^DATABASE_URL: cannot connect to PostgreSQL at \S+: there is no database "no_such_database" there/,
      ],
    ]
  : [];

describe("start-up with a DATABASE_URL that cannot be used", () => {
  it.each([
    ...reachable,
    [
      "a refused port",
      "postgres://hirebase:not-the-password@127.0.0.1:1/hirebase",
      /^DATABASE_URL: cannot connect to PostgreSQL at 127\.0\.0\.1:1: nothing accepts connections there/,
    ],
  ])(
    "with %s, says so in one plain line and exits 1",
    async (_, databaseUrl, line) => {
      const run = await runServer({ DATABASE_URL: databaseUrl });
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split("\n")).toEqual([expect.stringMatching(line)]);
      expect(run.stdout).toBe("");
      expect(run.stderr).not.toContain("not-the-password");
    },
    60_000,
  );
});

describe("start-up in DEV mode", () => {
  const warning = /"level":40,.*"msg":"The site is in DEV mode at https:\/\/hire\.example\.com: .*SITE_MODE=LIVE/;

  it("warns when PUBLIC_URL is https, since the public would see the development banner", async () => {
    const run = await runServer({ PUBLIC_URL: "https://hire.example.com" }, warning);
    expect(run.stdout, `exit ${run.code}: ${run.stderr}`).toMatch(warning);
  }, 120_000);

  it("does not warn over http, or once the site is LIVE", async () => {
    const listening = /Hirebase is listening/;
    const local = await runServer({}, listening);
    const live = await runServer({ PUBLIC_URL: "https://hire.example.com", SITE_MODE: "LIVE" }, listening);
    for (const run of [local, live]) {
      expect(run.stdout, `exit ${run.code}: ${run.stderr}`).toMatch(listening);
      expect(run.stdout).not.toMatch(/DEV mode at/);
    }
  }, 180_000);
});
