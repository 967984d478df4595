import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "./client.js";

/**
 * Sends a batch of independent INSERT, UPDATE and DELETE statements in one round trip, as one statement:
 * `WITH w0 AS (...), w1 AS (...) SELECT 1`. PostgreSQL runs every data-modifying part of a WITH exactly once, to
 * completion, with one snapshot, so the parts must not read each other's changes. On the embedded database each
 * statement costs a round through its one thread, so a transaction's last few writes cost one (docs/decisions/mylist.md M4).
 * `answer`, a SELECT in place of `SELECT 1`, rides along and its rows are returned; it sees the database as it was
 * before the batch, and the rows a part's RETURNING gives under the part's name: `w0`, `w1`... in order.
 */
export async function runWriteBatch<Row extends Record<string, unknown> = Record<string, unknown>>(
  db: Db,
  statements: SQLWrapper[],
  answer: SQL = sql`select 1`,
): Promise<Row[]> {
  const parts = statements.map((statement, index) => sql`${sql.raw(`w${index}`)} as (${statement.getSQL()})`);
  const result = await db.execute(parts.length === 0 ? answer : sql`with ${sql.join(parts, sql`, `)} ${answer}`);
  return (result as unknown as { rows: Row[] }).rows;
}
