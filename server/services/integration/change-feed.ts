import { and, asc, gt, gte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { customerRequests } from "../../db/schema.js";
import { loadHireRequestItems, type HireRequestItem } from "./hire-request-item.js";

// Requests in the order they changed, for a system that polls (docs/decisions/integration.md I6). Each write stamps
// the row with its transaction's id (migration 0019_integration_api). A page holds only rows whose transaction is
// older than every transaction still running, so no commit can later land behind a cursor already handed out: a
// poller that keeps the last cursor misses nothing and sees each change once.

/** Where a reader stopped: the last row's transaction and id. */
export interface FeedPosition {
  xact: number;
  id: number;
}

export interface FeedPage {
  items: HireRequestItem[];
  /** Where the next read starts: after the last item, or where the reader was when nothing changed. */
  next: FeedPosition | undefined;
  /** True when more changes were ready than the page held. */
  hasMore: boolean;
}

export interface FeedQuery {
  after?: FeedPosition;
  /** Only requests whose last change is at or after this time. */
  updatedSince?: Date;
  limit: number;
}

/** The oldest transaction still running: everything older has committed or rolled back. */
const settled = sql`${customerRequests.changeXact} < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

/** A request's last change: its own, or its erasure, which leaves updated_at alone (I5). */
const lastChange = sql`greatest(${customerRequests.updatedAt}, coalesce(${customerRequests.erasedAt}, ${customerRequests.updatedAt}))`;

function afterPosition({ xact, id }: FeedPosition): SQL | undefined {
  return or(
    gt(customerRequests.changeXact, xact),
    and(sql`${customerRequests.changeXact} = ${xact}`, gt(customerRequests.id, id)),
  );
}

/** One page of changed requests, read in one repeatable-read transaction so each item is whole. */
export function changedRequests(db: Db, { after, updatedSince, limit }: FeedQuery): Promise<FeedPage> {
  return db.transaction(
    async (tx) => {
      const rows = await tx
        .select()
        .from(customerRequests)
        .where(
          and(
            settled,
            after ? afterPosition(after) : undefined,
            updatedSince ? gte(lastChange, updatedSince) : undefined,
          ),
        )
        .orderBy(asc(customerRequests.changeXact), asc(customerRequests.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: await loadHireRequestItems(tx, page),
        next: last ? { xact: last.changeXact, id: last.id } : after,
        hasMore: rows.length > limit,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** The cursor a client holds: opaque to it, so the order's basis may change without breaking clients' code. */
export function encodeCursor(position: FeedPosition): string {
  return Buffer.from(`1:${position.xact}:${position.id}`).toString("base64url");
}

/** The position a cursor names, or undefined when it is not one this server handed out. */
export function decodeCursor(cursor: string): FeedPosition | undefined {
  const match = /^1:(\d{1,18}):(\d{1,10})$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!match) return undefined;
  return { xact: Number(match[1]), id: Number(match[2]) };
}
