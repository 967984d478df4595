// The mail server down for a load run, then up: no request refused, every queued e-mail delivered once, in order.
import { join } from "node:path";
import { SmtpCapture } from "../../../tests/helpers/smtp-capture.js";
import { SMTP_CONNECTIONS } from "../../../server/services/mail/transport.js";
import { audit, deliveryRate, mailCheck, orderWindow, withPglite } from "../audit.js";
import { capturedMessageIds, startInstance } from "../instance.js";
import type { SoakRow } from "../types.js";
import { LoadRecord, runLoad, warmUp } from "../visitor.js";
import { withDataDir } from "./shared.js";

export async function smtpDown(): Promise<SoakRow[]> {
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
