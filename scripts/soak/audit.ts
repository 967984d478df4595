// What the database holds after a run, compared with what visitors were told: the checks behind "nothing lost".
import { openDatabase } from "../../server/db/client.js";

export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

export interface Audit {
  /** Accepted references missing from hire_requests. */
  lost: string[];
  /** References stored more than once. */
  duplicated: number;
  /** Hire requests without items, or submitted lists without their request (half-written). */
  halfWritten: number;
  stored: number;
  outboxIds: string[];
  pendingMail: number;
}

export async function audit(query: Query, accepted: string[]): Promise<Audit> {
  const requests = await query(
    `select reference_number as ref, jsonb_array_length(snapshot->'items') as items from hire_requests`,
  );
  const refs = requests.map((row) => String(row.ref));
  const storedSet = new Set(refs);
  const [{ submitted }] = await query(
    `select count(*)::int as submitted from reservations r where r.status = 'submitted'
       and not exists (select 1 from hire_requests h where h.reservation_id = r.id)`,
  );
  const outbox = await query(`select message_id, status from mail_outbox order by id`);
  return {
    lost: accepted.filter((ref) => !storedSet.has(ref)),
    duplicated: refs.length - storedSet.size,
    halfWritten: requests.filter((row) => !(Number(row.items) >= 1)).length + Number(submitted),
    stored: refs.length,
    outboxIds: outbox.map((row) => String(row.message_id)),
    pendingMail: outbox.filter((row) => row.status !== "sent").length,
  };
}

/** Opens an embedded database folder (after its instance has stopped), runs `use`, closes it. */
export async function withPglite<T>(dataDir: string, use: (query: Query) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    return await use(async (sql) => (await database.pglite!.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await database.close();
  }
}

/** Compares captured mail with the outbox: every message exactly once. */
export function mailCheck(outboxIds: string[], captured: string[]): { missing: number; duplicates: number } {
  const seen = new Set(captured);
  return {
    missing: outboxIds.filter((id) => !seen.has(id)).length,
    duplicates: captured.length - seen.size,
  };
}

/**
 * How far arrival order strays from outbox (id) order: the smallest window W such that every message arrived after
 * every message W or more places older (1: strictly in order). The outbox promises W <= its concurrency (Z1).
 * Messages that never arrived are left out.
 */
export function orderWindow(outboxIds: string[], captured: string[]): number {
  const position = new Map(outboxIds.map((id, index) => [id, index]));
  const arrived = new Set<number>();
  const delivered = new Set(captured.filter((id) => position.has(id)).map((id) => position.get(id)!));
  let oldestWaiting = 0; // the oldest delivered message not yet arrived
  let window = 1;
  for (const id of captured) {
    const at = position.get(id);
    if (at === undefined || arrived.has(at)) continue;
    arrived.add(at);
    while (oldestWaiting < outboxIds.length && (arrived.has(oldestWaiting) || !delivered.has(oldestWaiting))) {
      oldestWaiting++;
    }
    if (at > oldestWaiting) window = Math.max(window, at - oldestWaiting + 1);
  }
  return window;
}

/** Mails a second at the capture (first to last), and when the last one arrived relative to `since`. */
export function deliveryRate(messages: { receivedAt: number }[], since: number, sinceLabel = "the load ended"): string {
  if (messages.length < 2) return "no rate";
  const first = messages[0].receivedAt;
  const last = messages[messages.length - 1].receivedAt;
  const perSecond = (messages.length - 1) / ((last - first) / 1000);
  const after = (last - since) / 1000;
  return `${perSecond.toFixed(1)} mails/s, last ${after <= 0 ? `before ${sinceLabel}` : `${after.toFixed(1)} s after ${sinceLabel}`}`;
}
