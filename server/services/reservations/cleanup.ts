import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { idempotencyKeys, reservations } from "../../db/schema.js";

export const DRAFT_LIFETIME_DAYS = 30;
const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;

/** R8: deletes draft reservations untouched for 30 days (their items and keys go with them), and old idempotency keys. */
export async function deleteStaleDrafts(db: Db): Promise<number> {
  const deleted = await db
    .delete(reservations)
    .where(
      and(
        eq(reservations.status, "active"),
        lt(reservations.updatedAt, sql`now() - ${`${DRAFT_LIFETIME_DAYS} days`}::interval`),
      ),
    )
    .returning({ id: reservations.id });
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${`${IDEMPOTENCY_KEY_LIFETIME_HOURS} hours`}::interval`));
  return deleted.length;
}

/** Runs the R8 clean-up shortly after start and then hourly; answers a function that stops it. */
export function scheduleDraftCleanup(
  db: Db,
  logger: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void },
  everyMs = 60 * 60_000,
): () => void {
  const run = () =>
    deleteStaleDrafts(db)
      .then((count) => count > 0 && logger.info({ count }, "deleted stale draft reservations"))
      .catch((err) => logger.warn({ err }, "draft clean-up failed"));
  const first = setTimeout(run, 30_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
