import { and, count, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { customerRequests } from "../../db/schema.js";
import type { DeskFilters } from "./desk-filters.js";
import { deskOrder, type DeskScope } from "./desk-scope.js";
import { matchingRequests } from "./matching-requests.js";
import { summaryOf, type DeskRequestSummary } from "./stored-request.js";

export const DESK_PAGE_SIZE = 25;

/**
 * Up to this many matches, a page is chosen among the matches' ids (docs/decisions/mylist.md D18): sorting them costs
 * little, and the database cannot take the newest-first walk that reads every request when matches are fewer than it
 * expects.
 */
const FEW_MATCHES = 1000;

export interface DeskPage {
  requests: DeskRequestSummary[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

/** One page of the requests the filters match in the scope (deskOrder); a page past the end answers the last page. */
export async function listHireRequests(
  db: Db,
  scope: DeskScope,
  filters: DeskFilters,
  page: number,
  day?: SQL,
): Promise<DeskPage> {
  const where = matchingRequests(filters, scope, day);
  const [{ total }] = await db.select({ total: count() }).from(customerRequests).where(where);
  const pages = Math.max(1, Math.ceil(total / DESK_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const among = where && total <= FEW_MATCHES ? await matchingIds(db, where) : undefined;
  // Among the ids, the filters still apply: a request changed since its id was read must match to be listed.
  const rows = await db
    .select()
    .from(customerRequests)
    .where(among ? and(inArray(customerRequests.id, among), where) : where)
    .orderBy(...deskOrder(scope))
    .limit(DESK_PAGE_SIZE)
    .offset((current - 1) * DESK_PAGE_SIZE);
  return { requests: rows.map(summaryOf), total, page: current, pageSize: DESK_PAGE_SIZE, pages };
}

/** The ids of the requests `where` matches, found as the count found them: through the search's own indexes. */
async function matchingIds(db: Db, where: SQL): Promise<number[]> {
  const rows = await db.select({ id: customerRequests.id }).from(customerRequests).where(where);
  return rows.map(({ id }) => id);
}
