import { count, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { customerRequests } from "../../db/schema.js";
import type { DeskFilters } from "./desk-filters.js";
import { deskOrder, type DeskScope } from "./desk-scope.js";
import { matchingRequests } from "./matching-requests.js";
import { summaryOf, type DeskRequestSummary } from "./stored-request.js";

export const DESK_PAGE_SIZE = 25;

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
  const rows = await db
    .select()
    .from(customerRequests)
    .where(where)
    .orderBy(...deskOrder(scope))
    .limit(DESK_PAGE_SIZE)
    .offset((current - 1) * DESK_PAGE_SIZE);
  return { requests: rows.map(summaryOf), total, page: current, pageSize: DESK_PAGE_SIZE, pages };
}
