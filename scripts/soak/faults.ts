// Faults: mail server down, database connection cut, SIGKILL/SIGTERM/SIGINT during an import, SIGTERM under load,
// two instances on one PostgreSQL. docs/reliability.md describes what each proves.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SmtpCapture } from "../../tests/helpers/smtp-capture.js";
import { SMTP_CONNECTIONS } from "../../server/services/mail/transport.js";
import { audit, deliveryRate, mailCheck, orderWindow, withPglite } from "./audit.js";
import {
  capturedMessageIds,
  projectRoot,
  skippedRow,
  sleep,
  soakDatabase,
  startInstance,
  type Instance,
} from "./instance.js";
import { CuttableProxy } from "./proxy.js";
import type { SoakRow, SoakStep } from "./types.js";
import { LoadRecord, runLoad, warmUp } from "./visitor.js";

const ADMIN = { ADMIN_EMAIL: "soak@hirebase.test", ADMIN_PASSWORD: "soak-admin-password-1234" };

// Each fault is its own soak step (scripts/soak/index.ts lists them), so one that runs out of time costs only its rows.
const guarded =
  (
    area: string,
    check: string,
    body: (postgresUrl: string | undefined, log: (line: string) => void) => Promise<SoakRow[]>,
    needsPostgres = false,
  ): SoakStep =>
  async ({ postgresUrl, log }) => {
    if (needsPostgres && !postgresUrl) return [skippedRow(area, check)];
    try {
      return await body(postgresUrl, log);
    } catch (err) {
      return [{ area, check, figure: String(err).slice(0, 300), ok: false }];
    }
  };

export const runSmtpDown = guarded("fault smtp", "mail server down, then up", () => smtpDown());
export const runSigtermUnderLoad = guarded("fault sigterm", "SIGTERM under load (PGlite)", () => sigtermUnderLoad());
export const runSignalDuringImport = guarded("fault import", "SIGTERM/SIGINT mid-import (PGlite)", () =>
  signalDuringPgliteImport(),
);
export const runDatabaseCut = guarded(
  "fault database",
  "connection cut mid-run",
  (url, log) => databaseCut(url!, log),
  true,
);
export const runSigkillDuringImport = guarded(
  "fault import",
  "SIGKILL mid-import (PostgreSQL)",
  (url) => sigkillDuringImport(url!),
  true,
);
export const runTwoInstances = guarded(
  "scale-out",
  "two instances on one PostgreSQL",
  (url, log) => twoInstances(url!, log),
  true,
);

/** A fresh PGlite data folder, removed afterwards. */
async function withDataDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), "hirebase-soak-"));
  try {
    return await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function smtpDown(): Promise<SoakRow[]> {
  const capture = new SmtpCapture();
  await capture.start();
  await capture.stop(); // its port is kept: the mail server is "down" at that address
  return withDataDir(async (dataDir) => {
    const instance = await startInstance({ DATA_DIR: dataDir, SMTP_URL: capture.url });
    try {
      await warmUp(instance.baseUrl);
      const record = new LoadRecord();
      await runLoad({ baseUrls: [instance.baseUrl], record, visitors: 20, seconds: 10, thinkMs: 200, pages: false });
      const received = capture.messages.length;
      await capture.start();
      const upAt = performance.now();
      const expected = 2 * record.accepted.length;
      await capture.waitFor(expected, 60_000).catch(() => undefined);
      // Stopping waits for any send in progress: a second copy of a message would have arrived by then.
      await instance.stop();
      const result = await withPglite(join(dataDir, "pglite"), (query) => audit(query, record.accepted));
      const captured = capturedMessageIds(capture.messages);
      const mail = mailCheck(result.outboxIds, captured);
      // In id order to within the outbox's window: every message arrived after every one SMTP_CONNECTIONS or more
      // places older (Z1); 1 means strictly in order.
      const window = orderWindow(result.outboxIds, captured);
      const inOrder = window <= SMTP_CONNECTIONS;
      return [
        {
          area: "fault smtp",
          check: "no request refused while the mail server is down",
          figure: `${record.accepted.length} checkouts accepted, ${record.failures.length + record.refused.length} refused, ${received} mails got through meanwhile`,
          ok: record.failures.length === 0 && record.refused.length === 0 && received === 0 && expected > 0,
          lost: result.lost.length,
        },
        {
          area: "fault smtp",
          check: `once up: every queued e-mail delivered once, in id order within ${SMTP_CONNECTIONS}`,
          figure: `${expected} queued, ${captured.length} delivered, ${mail.missing} missing, ${mail.duplicates} duplicates, order window ${window}${inOrder ? "" : " (OUT OF ORDER)"}; ${deliveryRate(capture.messages, upAt, "the server came back")}`,
          ok: mail.missing === 0 && mail.duplicates === 0 && inOrder && result.outboxIds.length === expected,
          lost: mail.missing,
        },
      ];
    } finally {
      await instance.stop();
      await capture.stop();
    }
  });
}

async function sigtermUnderLoad(): Promise<SoakRow[]> {
  return withDataDir(async (dataDir) => {
    const env = { DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: "10000" };
    const instance = await startInstance(env);
    await warmUp(instance.baseUrl);
    const record = new LoadRecord();
    let gone = false;
    const load = runLoad({
      baseUrls: [instance.baseUrl],
      record,
      visitors: 50,
      seconds: 30,
      thinkMs: 100,
      pages: false,
      stopped: () => gone,
    });
    await sleep(5000);
    const queued = listenQueue(instance.port);
    const signalled = performance.now();
    const before = record.timings.length;
    instance.signal("SIGTERM");
    const code = await instance.exited;
    const drainMs = performance.now() - signalled;
    gone = true;
    await load;
    // Every request on a connection the server had accepted must be answered, and nothing may answer 5xx (Z2). A
    // connection still waiting in the listen queue when the listener closes is reset by the kernel, its request
    // never read (a busy server accepts new connections seconds late); one opened after the signal is refused. Both
    // are "new ones refused": clients retry, and a checkout retry is safe with its Idempotency-Key (R4).
    const sorted = sortShutdownFailures(record.failures, signalled);
    const unacceptedOk = queued === undefined || sorted.unaccepted <= queued;
    if (sorted.broken.length) console.log(JSON.stringify(sorted.broken.slice(0, 3)));
    const reopened = await startInstance({ ...env, SEED_DEMO: "false" });
    const healthy = (await fetch(`${reopened.baseUrl}/healthz`)).ok;
    await reopened.stop();
    const result = await withPglite(join(dataDir, "pglite"), (query) => audit(query, record.accepted));
    return [
      {
        area: "fault sigterm",
        check: "in-flight requests finish, new ones refused, bounded drain",
        figure: `${before} requests before the signal, drained in ${Math.round(drainMs)} ms (exit ${code}); ${sorted.broken.length} broken (5xx, or unanswered on a connection the server had served); ${sorted.unaccepted} reset in the listen queue (it held ${queued ?? "unmeasured"} at the signal); ${sorted.refused} refused new connections`,
        ok: code === 0 && sorted.broken.length === 0 && unacceptedOk && drainMs < 10_000,
      },
      {
        area: "fault sigterm",
        check: "PGlite reopens without repair, nothing lost",
        figure: `reopened ${healthy ? "healthy" : "UNHEALTHY"}; ${record.accepted.length} accepted, ${result.stored} stored`,
        ok: healthy && result.lost.length === 0 && result.halfWritten === 0,
        lost: result.lost.length,
      },
    ];
  });
}

/** Connections waiting to be accepted on a loopback listening port (Recv-Q of `ss`), or undefined without ss. */
function listenQueue(port: number): number | undefined {
  try {
    const line = execFileSync("ss", ["-Hltn", `sport = :${port}`], { encoding: "utf8" })
      .trim()
      .split("\n")[0];
    const value = Number(line?.split(/\s+/)[1]);
    return Number.isInteger(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sorts the failed requests of a SIGTERM run by what the client knows of their connection (ConnectionFacts):
 * `broken` answered 5xx, or failed on a kept-alive connection the server had already served (the drain's fault);
 * `unaccepted` failed unanswered on a new connection opened before the signal (at most what the listen queue held);
 * `refused` failed to connect, or connected after the signal.
 */
function sortShutdownFailures(failures: LoadRecord["failures"], signalled: number) {
  const broken: LoadRecord["failures"] = [];
  let unaccepted = 0;
  let refused = 0;
  for (const failure of failures) {
    const { sent, responsesBefore = 0, connectedAt = Infinity } = failure.connection;
    if (failure.status >= 500 || (sent && responsesBefore > 0)) broken.push(failure);
    else if (sent && connectedAt < signalled) unaccepted++;
    else refused++;
  }
  return { broken, unaccepted, refused };
}

/** An equipment CSV of `count` rows in the import format, built from the demo file's first row. */
function equipmentCsv(count: number, tag: string): string {
  const [header, first] = readFileSync(join(projectRoot, "data/demo/equipment.csv"), "utf8").split(/\r?\n/);
  const rest = first.split(",").slice(4).join(",");
  const lines = [header];
  for (let i = 0; i < count; i++) lines.push(`${tag}-${i},Soak Item ${i},${tag.toUpperCase()}${i},Hire,${rest}`);
  return lines.join("\r\n") + "\r\n";
}

class AdminSession {
  cookie = "";
  constructor(private readonly base: string) {}
  async login(): Promise<void> {
    const response = await fetch(`${this.base}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: this.base },
      body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
    });
    if (!response.ok) throw new Error(`admin login answered ${response.status}`);
    this.cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
  }
  /** Imports as an administrator who confirms: a file replacing most of the table first answers 409 (C7). */
  async upload(base: string, table: string, csv: string): Promise<Response> {
    const send = (confirmToken?: string) => {
      const form = new FormData();
      form.append("file", new Blob([csv], { type: "text/csv" }), `${table}.csv`);
      if (confirmToken) form.append("confirmToken", confirmToken);
      return fetch(`${base}/api/admin/import/${table}`, {
        method: "POST",
        headers: { cookie: this.cookie, origin: base },
        body: form,
      });
    };
    const first = await send();
    if (first.status !== 409) return first;
    return send(((await first.json()) as { confirmToken: string }).confirmToken);
  }
}

const EQUIPMENT_SUM = `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum
  from equipment t`;

async function signalDuringPgliteImport(): Promise<SoakRow[]> {
  const rows: SoakRow[] = [];
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    await withDataDir(async (dataDir) => {
      const env = { DATA_DIR: dataDir, ...ADMIN, IMPORT_MAX_MB: "100", SHUTDOWN_TIMEOUT_MS: "20000" };
      let instance: Instance = await startInstance(env);
      await instance.stop();
      const before = await withPglite(join(dataDir, "pglite"), async (query) => (await query(EQUIPMENT_SUM))[0]);
      instance = await startInstance({ ...env, SEED_DEMO: "false" });
      const admin = new AdminSession(instance.baseUrl);
      await admin.login();
      const csv = equipmentCsv(20_000, "pglite-soak");
      const upload = admin.upload(instance.baseUrl, "equipment", csv).then(
        (response) => response.status,
        () => 0,
      );
      await sleep(1500); // the file is being parsed, checked or written
      instance.signal(signal);
      const code = await instance.exited;
      const status = await upload;
      const reopened = await startInstance({ ...env, SEED_DEMO: "false" });
      const healthy = (await fetch(`${reopened.baseUrl}/healthz`)).ok;
      await reopened.stop();
      const after = await withPglite(join(dataDir, "pglite"), async (query) => (await query(EQUIPMENT_SUM))[0]);
      const unchanged = after.sum === before.sum;
      const whole = Number(after.n) === 20_000;
      rows.push({
        area: "fault import",
        check: `${signal} mid-import of 20,000 rows (PGlite)`,
        figure: `exit ${code}, upload answered ${status || "no answer"}, table ${unchanged ? "as before" : whole ? "wholly replaced" : `BROKEN (${after.n} rows)`}, reopened ${healthy ? "healthy" : "UNHEALTHY"}`,
        ok: (unchanged || (whole && status === 200)) && healthy && (code === 0 || code === 1),
      });
    });
  }
  return rows;
}

async function sigkillDuringImport(postgresUrl: string): Promise<SoakRow[]> {
  const database = await soakDatabase(postgresUrl, "import");
  const dataDir = mkdtempSync(join(tmpdir(), "hirebase-soak-"));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, ...ADMIN, IMPORT_MAX_MB: "200" };
    let instance = await startInstance(env);
    const sum = async () => (await database.query.query(EQUIPMENT_SUM)).rows[0];
    const version = async () =>
      (await database.query.query(`select setting_value from site_settings where setting_key = 'catalogue_version'`))
        .rows[0];
    const before = await sum();
    const versionBefore = JSON.stringify(await version());
    const admin = new AdminSession(instance.baseUrl);
    await admin.login();
    const upload = admin.upload(instance.baseUrl, "equipment", equipmentCsv(100_000, "pg-soak")).then(
      (response) => response.status,
      () => 0,
    );
    // Kill once the import's transaction is writing the table.
    const writing = async () =>
      (
        await database.query.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database()
             and pid <> pg_backend_pid() and query ilike 'insert into "equipment"%'`,
        )
      ).rows[0].n > 0;
    const deadline = Date.now() + 120_000;
    let caught = false;
    while (Date.now() < deadline && !(caught = await writing())) await sleep(20);
    instance.signal("SIGKILL");
    await instance.exited;
    const status = await upload;
    instance = await startInstance({ ...env, SEED_DEMO: "false" });
    const healthy = (await fetch(`${instance.baseUrl}/healthz`)).ok;
    await instance.stop();
    const after = await sum();
    const versionAfter = JSON.stringify(await version());
    return [
      {
        area: "fault import",
        check: "SIGKILL mid-import of 100,000 rows (PostgreSQL)",
        figure: `${caught ? "killed while writing" : "NOT CAUGHT WRITING"}, upload ${status || "no answer"}, table ${after.sum === before.sum ? `exactly as before (${after.n} rows)` : `CHANGED (${after.n} rows)`}, version ${versionAfter === versionBefore ? "unchanged" : "CHANGED"}, restart ${healthy ? "healthy" : "UNHEALTHY"}`,
        ok: caught && after.sum === before.sum && versionAfter === versionBefore && healthy,
      },
    ];
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function databaseCut(postgresUrl: string, log: (line: string) => void): Promise<SoakRow[]> {
  const database = await soakDatabase(postgresUrl, "cut");
  const target = new URL(postgresUrl);
  const proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
  await proxy.start();
  const viaProxy = new URL(database.url);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  const dataDir = mkdtempSync(join(tmpdir(), "hirebase-soak-"));
  try {
    const instance = await startInstance({ DATA_DIR: dataDir, DATABASE_URL: viaProxy.toString() });
    try {
      // /healthz's status; if the instance stops answering, its last output goes to the log (the cause).
      const health = () =>
        fetch(`${instance.baseUrl}/healthz`).then(
          (response) => response.status,
          async (err: unknown) => {
            // The instance stopped answering: say whether it is still running, and why it ended if it did.
            const ended = await Promise.race([instance.exited, sleep(500).then(() => undefined)]);
            log(`database cut: the instance's last output:\n${instance.output().slice(-1500)}`);
            throw new Error(
              `instance ${ended === undefined ? "running but not answering" : `exited (${ended})`} after the cut: ${String(err)}`,
            );
          },
        );
      await warmUp(instance.baseUrl);
      const record = new LoadRecord();
      const load = runLoad({
        baseUrls: [instance.baseUrl],
        record,
        visitors: 20,
        seconds: 20,
        thinkMs: 200,
        pages: false,
      });
      await sleep(6000);
      await proxy.cut();
      log("faults: database connection cut for 4 s");
      const healthDuring = await health();
      await sleep(4000);
      await proxy.restore();
      const restored = performance.now();
      while ((await health()) !== 200 && performance.now() - restored < 30_000) {
        await sleep(100);
      }
      const recoveryMs = performance.now() - restored;
      await load;
      const after = new LoadRecord();
      await runLoad({ baseUrls: [instance.baseUrl], record: after, visitors: 5, seconds: 1, thinkMs: 0, pages: false });
      const not503 = record.failures.filter((f) => f.status !== 503);
      const clear503 = record.failures.filter((f) => f.status === 503 && f.detail.includes('"error"')).length;
      if (not503.length) log(`database cut, answers other than 503: ${JSON.stringify(not503.slice(0, 3))}`);
      // Every checkout accepted during the run or after the recovery must be stored whole.
      const accepted = [...record.accepted, ...after.accepted];
      const result = await audit(async (sql) => (await database.query.query(sql)).rows, accepted);
      return [
        {
          area: "fault database",
          check: "requests in the gap get a clear 503 JSON",
          figure: `${record.failures.length} failed during the cut: ${clear503} 503 JSON, ${not503.length} other; /healthz ${healthDuring}`,
          ok: not503.length === 0 && healthDuring === 503,
        },
        {
          area: "fault database",
          check: "recovers by itself; nothing half-written",
          figure: `healthy ${Math.round(recoveryMs)} ms after restore; ${after.accepted.length} checkouts after it, ${after.failures.length} failed; ${accepted.length} accepted in all, ${result.stored} stored, ${result.lost.length} lost, ${result.halfWritten} half-written`,
          ok:
            recoveryMs < 30_000 &&
            after.failures.length === 0 &&
            after.accepted.length >= 5 &&
            result.lost.length === 0 &&
            result.halfWritten === 0,
          lost: result.lost.length,
        },
      ];
    } finally {
      await instance.stop();
    }
  } finally {
    await proxy.cut();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function twoInstances(postgresUrl: string, log: (line: string) => void): Promise<SoakRow[]> {
  const database = await soakDatabase(postgresUrl, "pair");
  const capture = new SmtpCapture();
  await capture.start();
  const dirs = [mkdtempSync(join(tmpdir(), "hirebase-soak-")), mkdtempSync(join(tmpdir(), "hirebase-soak-"))];
  const instances: Instance[] = [];
  try {
    const env = (dataDir: string) => ({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SMTP_URL: capture.url,
      ...ADMIN,
      RATE_LIMIT_API_PER_MINUTE: "300",
      RATE_LIMIT_WRITE_PER_MINUTE: "1000",
    });
    instances.push(await startInstance(env(dirs[0])));
    instances.push(await startInstance({ ...env(dirs[1]), SEED_DEMO: "false" }));
    const [a, b] = instances;
    await warmUp(a.baseUrl);
    await warmUp(b.baseUrl);
    const records = [new LoadRecord(), new LoadRecord()];
    await Promise.all(
      instances.map((instance, i) =>
        runLoad({
          baseUrls: [instance.baseUrl],
          record: records[i],
          visitors: 20,
          seconds: 15,
          thinkMs: 200,
          pages: false,
          distinctClients: true,
        }),
      ),
    );
    const accepted = records.flatMap((record) => record.accepted);
    await capture.waitFor(2 * accepted.length, 60_000).catch(() => undefined);
    await sleep(1000);
    const result = await audit(async (sql) => (await database.query.query(sql)).rows, accepted);
    const mail = mailCheck(result.outboxIds, capturedMessageIds(capture.messages));
    const failures = records.reduce((sum, record) => sum + record.failures.length + record.refused.length, 0);

    // An import on A, seen on B.
    const admin = new AdminSession(a.baseUrl);
    await admin.login();
    const demo = readFileSync(join(projectRoot, "data/demo/equipment.csv"), "utf8").replace(/\s+$/, "");
    const extra = equipmentCsv(1, "soak-visible").split("\r\n")[1];
    const imported = await admin.upload(a.baseUrl, "equipment", `${demo}\r\n${extra}\r\n`);
    const importedAt = performance.now();
    let visibleMs = -1;
    while (performance.now() - importedAt < 10_000) {
      if ((await fetch(`${b.baseUrl}/api/equipment/soak-visible-0`)).ok) {
        visibleMs = performance.now() - importedAt;
        break;
      }
      await sleep(50);
    }
    // The admin session made on A works on B.
    const sessionOnB = (await fetch(`${b.baseUrl}/api/admin/auth`, { headers: { cookie: admin.cookie } })).status;

    // Rate limit shared (limit 300 a minute): 200 requests on A, then 100 on B and, after B's next flush has read the
    // shared total (F2: once a second), 100 more on B, which the limit must refuse.
    const secondsIntoMinute = new Date().getSeconds();
    if (secondsIntoMinute > 40) await sleep((61 - secondsIntoMinute) * 1000);
    const client = { "X-Forwarded-For": "198.51.100.77" };
    const burst = async (base: string, count: number) => {
      const statuses = await Promise.all(
        Array.from({ length: count }, () => fetch(`${base}/api/categories`, { headers: client }).then((r) => r.status)),
      );
      return statuses.filter((status) => status === 429).length;
    };
    const limitedOnA = await burst(a.baseUrl, 200);
    await sleep(2500);
    let limitedOnB = await burst(b.baseUrl, 100);
    await sleep(2500);
    limitedOnB += await burst(b.baseUrl, 100);
    log(`scale-out: checkouts ${records[0].accepted.length} on A, ${records[1].accepted.length} on B`);
    return [
      {
        area: "scale-out",
        check: "checkouts split across two instances, nothing lost",
        figure: `${records[0].accepted.length} on A + ${records[1].accepted.length} on B, ${result.stored} stored, ${result.duplicated} duplicated, ${failures} failed`,
        ok:
          records.every((record) => record.accepted.length > 0) &&
          failures === 0 &&
          result.lost.length === 0 &&
          result.duplicated === 0,
        lost: result.lost.length,
      },
      {
        area: "scale-out",
        check: "outbox worked by both: no duplicate e-mails",
        figure: `${result.outboxIds.length} queued, ${capture.messages.length} received, ${mail.missing} missing, ${mail.duplicates} duplicates`,
        ok: mail.missing === 0 && mail.duplicates === 0 && capture.messages.length === result.outboxIds.length,
        lost: mail.missing,
      },
      {
        area: "scale-out",
        check: "import on A visible on B within 5 s",
        figure: `import answered ${imported.status}; visible on B after ${visibleMs < 0 ? "NEVER (10 s)" : `${Math.round(visibleMs)} ms`}`,
        ok: imported.status === 200 && visibleMs >= 0 && visibleMs <= 5000,
      },
      {
        area: "scale-out",
        check: "rate limits and admin sessions shared",
        figure: `limit 300/min: 200 on A (${limitedOnA} limited), then 100 + 100 on B (${limitedOnB} limited); A's session on B: ${sessionOnB}`,
        ok: limitedOnA === 0 && limitedOnB >= 50 && sessionOnB === 200,
      },
    ];
  } finally {
    for (const instance of instances) await instance.stop();
    await capture.stop();
    await database.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
