import { and, asc, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { customerRequests, mailCopies } from "../../db/schema.js";
import { recordAudit } from "../admin/audit.js";
import { eraseRequests } from "./erase.js";

// The retention job (docs/decisions/operation.md Z4, Z5): requests whose last status change is older than
// RETENTION_MONTHS lose their personal details. Each batch is one transaction that claims its rows with
// FOR UPDATE SKIP LOCKED, so several instances share the work without waiting on each other, and a row once erased
// (erased_at set) is never chosen again: running it twice changes nothing.

export const RETENTION_BATCH_SIZE = 200;
/** How often the job runs after the first run at start. */
export const RETENTION_EVERY_MS = 6 * 60 * 60_000;

/** The moment `months` calendar months before `now`: requests last changed before it are erased. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  // 31 March less one month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

export interface RetentionOptions {
  months: number;
  now: Date;
  batchSize?: number;
}

/** Erases every request past its retention, one bounded batch per transaction; answers how many were erased. */
export async function eraseExpiredRequests(db: Db, options: RetentionOptions): Promise<number> {
  const cutoff = retentionCutoff(options.now, options.months);
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;
  let total = 0;
  for (;;) {
    const erased = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: customerRequests.id,
          kind: customerRequests.kind,
          referenceNumber: customerRequests.referenceNumber,
        })
        .from(customerRequests)
        .where(and(isNull(customerRequests.erasedAt), lt(customerRequests.updatedAt, cutoff)))
        .orderBy(asc(customerRequests.updatedAt))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return 0;
      await eraseRequests(tx, due, options.now, { pendingMailToo: false });
      await recordAudit(tx, {
        action: "retention-erase",
        outcome: "success",
        tableName: "customer_requests",
        recordCount: due.length,
        detail: `Personal details of requests last changed before ${cutoff.toISOString()} (RETENTION_MONTHS=${options.months}): ${due.map((row) => row.referenceNumber).join(", ")}`,
      });
      return due.length;
    });
    total += erased;
    if (erased < batchSize) break;
  }
  // Daily counts of special-request copies per address (the form's relay limit) are needed for a day only.
  const firstDay = options.now.toISOString().slice(0, 10);
  await db.delete(mailCopies).where(lt(mailCopies.day, firstDay));
  return total;
}

interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Runs the job at start and then every RETENTION_EVERY_MS; answers a function that stops it (after a run under way). */
export function scheduleRetention(
  db: Db,
  logger: JobLogger,
  options: { months: number; now: () => Date; everyMs?: number },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = eraseExpiredRequests(db, { months: options.months, now: options.now() })
      .then((count) => {
        if (count > 0) logger.info({ count, months: options.months }, "erased personal details of old requests");
      })
      .catch((err: unknown) => logger.warn({ err }, "the retention job failed; it runs again later"))
      .finally(() => (running = undefined));
  };
  const first = setTimeout(run, 1_000);
  const timer = setInterval(run, options.everyMs ?? RETENTION_EVERY_MS);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
