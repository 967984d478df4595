// Production-built Hirebase instances as child processes on loopback, and throwaway PostgreSQL databases, for the
// soak steps. Every port is chosen by the system (port 0 is not possible for the child, so a free one is probed).
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startPostcodesStub } from "../../tests/fixtures/postcodes-stub.mjs";
import { freePort } from "../../tests/helpers/free-port.js";

export const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

export { freePort };

export interface Instance {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Standard error and output so far (for failure messages). */
  output(): string;
  signal(name: NodeJS.Signals): void;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<number | string>;
}

// Checkout looks postcodes up: the local stub speaking the postcodes.io API (loopback only), one per soak run.
let postcodesUrl: Promise<string> | undefined;
function postcodesStub(): Promise<string> {
  postcodesUrl ??= startPostcodesStub().then((stub) => stub.url);
  return postcodesUrl;
}

// A step that times out must not leave its servers running after the soak ends.
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Starts `node dist/server/main.js` with these settings (plus soak defaults) and waits for /healthz. */
export async function startInstance(env: Record<string, string>, timeoutMs = 180_000): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      LOG_FORMAT: "json",
      SEED_DEMO: "true",
      MAP_TILE_URL: "",
      POSTCODES_API_URL: await postcodesStub(),
      // Every simulated visitor comes from loopback, so the limits are raised for the run (docs/decisions/operation.md O2).
      RATE_LIMIT_API_PER_MINUTE: "10000000",
      RATE_LIMIT_WRITE_PER_MINUTE: "10000000",
      RATE_LIMIT_ADMIN_PER_MINUTE: "100000",
      // A new database is DEV, which sends branch copies here (docs/decisions/operation.md O6): every e-mail is still sent.
      DEV_MAIL_TO: "desk@hirebase.test",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let ended: number | string | undefined;
  void exited.then((code) => (ended = code));
  for (;;) {
    if (ended !== undefined) throw new Error(`instance exited (${ended}) during start-up:\n${output.slice(-2000)}`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`instance did not start within ${timeoutMs} ms:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    port,
    child,
    exited,
    output: () => output,
    signal: (name) => child.kill(name),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/**
 * A new, empty PostgreSQL database `<database>_soak_<step>` on the soak server, dropped by the returned function. The
 * name starts with SOAK_DATABASE_URL's own database, so soaks given different databases on one server (CI's and an
 * engineer's) never drop each other's.
 */
export async function soakDatabase(
  postgresUrl: string,
  step: string,
): Promise<{ url: string; query: pg.Pool; drop(): Promise<void> }> {
  const base = decodeURIComponent(new URL(postgresUrl).pathname.slice(1)) || "hirebase";
  const name = `${base}_soak_${step}`.replace(/\W/g, "_").toLowerCase();
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const parsed = new URL(postgresUrl);
  parsed.pathname = `/${name}`;
  const url = parsed.toString();
  const query = new pg.Pool({ connectionString: url, max: 2 });
  return {
    url,
    query,
    async drop() {
      await query.end();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export const skippedRow = (area: string, check: string) => ({
  area,
  check,
  figure: "skipped: no SOAK_DATABASE_URL",
  ok: true,
});

/** Message-IDs of captured mail, in arrival order. */
export function capturedMessageIds(messages: { raw: string }[]): string[] {
  return messages.map(
    (message) => /^Message-ID:\s*(<[^>]+>)/im.exec(message.raw.replace(/\r?\n[ \t]+/g, " "))?.[1] ?? "(none)",
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
