import { sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "./client.js";

/**
 * Sends a batch of independent INSERT, UPDATE and DELETE statements in one round trip, as one statement:
 * `WITH w0 AS (...), w1 AS (...) SELECT 1`. PostgreSQL runs every data-modifying part of a WITH exactly once, to
 * completion, with one snapshot, so the parts must not read each other's changes. On the embedded database each
 * statement costs a round through its one thread, so a transaction's last few writes cost one (docs/decisions/mylist.md M4).
 */
export async function runWriteBatch(db: Db, statements: SQLWrapper[]): Promise<void> {
  if (statements.length === 0) return;
  const parts = statements.map((statement, index) => sql`${sql.raw(`w${index}`)} as (${statement.getSQL()})`);
  await db.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}
