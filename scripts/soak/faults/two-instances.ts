// Two instances on one PostgreSQL: shared state, mail sent once, an import seen by both.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SmtpCapture } from "../../../tests/helpers/smtp-capture.js";
import { audit, mailCheck } from "../audit.js";
import { capturedMessageIds, projectRoot, sleep, soakDatabase, startInstance, type Instance } from "../instance.js";
import type { SoakRow } from "../types.js";
import { LoadRecord, runLoad, warmUp } from "../visitor.js";
import { ADMIN, AdministratorSession, equipmentCsv } from "./shared.js";

export async function twoInstances(postgresUrl: string, log: (line: string) => void): Promise<SoakRow[]> {
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
    const admin = new AdministratorSession(a.baseUrl);
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
