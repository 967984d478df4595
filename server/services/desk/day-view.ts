import { and, eq, gte, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { addDays, todayInLondon } from "../../../core/hire-dates.js";
import type { Db } from "../../db/client.js";
import { customerRequests } from "../../db/schema.js";
import { scopeCondition, type DeskScope } from "./desk-scope.js";
import { londonDayStart } from "./london-day.js";
import { workingTimeBefore, type BranchHours, type HolidayLookup } from "./working-hours.js";

// The start of a branch's day on the desk (docs/decisions/mylist.md D17): four figures per branch, each also a filter
// of the desk's list, so a figure and the list it links to are the same SQL.

export const DAY_FIGURES = ["received", "waiting", "starting", "cancelled"] as const;
export type DayFigure = (typeof DAY_FIGURES)[number];

/** A request still "received" this long in working hours is waiting for an answer. */
const WAITING_MINUTES = 120;

/** Statuses of a request still going ahead: a hire starting tomorrow is one of these. */
const GOING_AHEAD = ["received", "contacted", "confirmed"];

export interface DayViewDeps {
  db: Db;
  now: () => Date;
  holidays: HolidayLookup;
  /** The current catalogue's branches, with their opening hours and postcodes. */
  branches: () => readonly (BranchHours & { id: number; name: string })[];
}

/** What the figures are measured against: yesterday's start, tomorrow, and each branch's waiting threshold. */
export interface DayContext {
  today: string;
  sinceYesterday: Date;
  tomorrow: string;
  /** Per branch id (null: requests without a branch), the instant before which a "received" request is waiting. */
  waitingBefore: Map<number | null, Date>;
}

export async function dayContext(deps: DayViewDeps, scope: DeskScope): Promise<DayContext> {
  const now = deps.now();
  const today = todayInLondon(now);
  const branches = deps.branches().filter((branch) => scope.branches === "all" || scope.branches.includes(branch.id));
  const waitingBefore = new Map<number | null, Date>();
  for (const branch of branches) {
    waitingBefore.set(branch.id, await workingTimeBefore(now, WAITING_MINUTES, branch, deps.holidays));
  }
  if (scope.branches === "all")
    waitingBefore.set(null, await workingTimeBefore(now, WAITING_MINUTES, undefined, deps.holidays));
  return { today, sinceYesterday: londonDayStart(addDays(today, -1)), tomorrow: addDays(today, 1), waitingBefore };
}

/** Each branch's own threshold; a branch no longer in the catalogue counts by the clock, as one without hours. */
function waitingCondition(context: DayContext, now: Date): SQL {
  const fallback = context.waitingBefore.get(null) ?? new Date(now.getTime() - WAITING_MINUTES * 60_000);
  const cases = [...context.waitingBefore]
    .filter((entry): entry is [number, Date] => entry[0] !== null)
    .map(([id, before]) => sql`when ${customerRequests.branchId} = ${id} then ${before.toISOString()}::timestamptz`);
  const threshold = cases.length
    ? sql`case ${sql.join(cases, sql` `)} else ${fallback.toISOString()}::timestamptz end`
    : sql`${fallback.toISOString()}::timestamptz`;
  return and(
    eq(customerRequests.status, "received"),
    isNull(customerRequests.erasedAt),
    sql`${customerRequests.createdAt} < ${threshold}`,
  )!;
}

/** The requests behind one figure. */
export function dayCondition(figure: DayFigure, context: DayContext, now: Date): SQL {
  switch (figure) {
    case "received":
      return gte(customerRequests.createdAt, context.sinceYesterday);
    case "waiting":
      return waitingCondition(context, now);
    case "starting":
      return and(eq(customerRequests.startDate, context.tomorrow), inArray(customerRequests.status, GOING_AHEAD))!;
    case "cancelled":
      return and(eq(customerRequests.status, "cancelled"), gte(customerRequests.updatedAt, context.sinceYesterday))!;
  }
}

export interface BranchDay {
  branchId: number | null;
  branchName: string;
  received: number;
  waiting: number;
  starting: number;
  cancelled: number;
}

export interface DayView {
  today: string;
  branches: BranchDay[];
}

/**
 * The figures for every branch in the scope: branch staff see each of their branches, even at nought; an
 * administrator sees the branches with something to show, in name order.
 */
export async function dayView(deps: DayViewDeps, scope: DeskScope): Promise<DayView> {
  const now = deps.now();
  const context = await dayContext(deps, scope);
  const counted = (figure: DayFigure) =>
    sql<number>`count(*) filter (where ${dayCondition(figure, context, now)})`.mapWith(Number);
  const rows = await deps.db
    .select({
      branchId: customerRequests.branchId,
      received: counted("received"),
      waiting: counted("waiting"),
      starting: counted("starting"),
      cancelled: counted("cancelled"),
    })
    .from(customerRequests)
    .where(and(scopeCondition(scope), or(...DAY_FIGURES.map((figure) => dayCondition(figure, context, now)))))
    .groupBy(customerRequests.branchId);
  const byBranch = new Map(rows.map((row) => [row.branchId, row]));
  const names = new Map(deps.branches().map((branch) => [branch.id, branch.name]));
  const shown: (number | null)[] =
    scope.branches === "all" ? [...byBranch.keys()] : [...scope.branches].filter((id) => names.has(id));
  return {
    today: context.today,
    branches: shown
      .map((branchId) => {
        const row = byBranch.get(branchId);
        return {
          branchId,
          branchName: branchId === null ? "No branch" : (names.get(branchId) ?? `Branch ${branchId}`),
          received: row?.received ?? 0,
          waiting: row?.waiting ?? 0,
          starting: row?.starting ?? 0,
          cancelled: row?.cancelled ?? 0,
        };
      })
      .sort((a, b) => a.branchName.localeCompare(b.branchName)),
  };
}
