// Production-built Hirebase instances as child processes on loopback (tests/helpers/server-process.ts, as tests and
// benches start them), and throwaway PostgreSQL databases, for the soak steps.
import pg from "pg";
import { startPostcodesStub } from "../../tests/fixtures/postcodes-stub.mjs";
import { spawnServer, waitForHealthy, type ServerProcess } from "../../tests/helpers/server-process.js";

export { projectRoot } from "../../tests/helpers/server-process.js";

export type Instance = ServerProcess;

// Checkout looks postcodes up: the local stub speaking the postcodes.io API (loopback only), one per soak run.
let postcodesUrl: Promise<string> | undefined;
function postcodesStub(): Promise<string> {
  postcodesUrl ??= startPostcodesStub().then((stub) => stub.url);
  return postcodesUrl;
}

/** Starts `node dist/server/main.js` with these settings (plus soak defaults) and waits for /healthz. */
export async function startInstance(
  { DATA_DIR, ...env }: Record<string, string>,
  timeoutMs = 180_000,
): Promise<Instance> {
  const instance = await spawnServer({
    dataDir: DATA_DIR,
    quiet: true,
    env: {
      SEED_DEMO: "true",
      POSTCODES_API_URL: await postcodesStub(),
      // A new database is DEV, which sends branch copies here (docs/decisions/operation.md O6): every e-mail is still sent.
      DEV_MAIL_TO: "desk@hirebase.test",
      ...env,
    },
  });
  await waitForHealthy(instance, timeoutMs);
  return instance;
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
