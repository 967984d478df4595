import { asc, desc, inArray, sql, type SQL } from "drizzle-orm";
import type { StaffRole } from "../../../core/admin-roles.js";
import { customerRequests } from "../../db/schema.js";

// Which requests a signed-in account may see on the desk (docs/decisions/security.md A8): administrators all of them,
// branch staff their own branches' only. Every desk read and write goes through this module, so the rule has one home.

export type DeskScope = { branches: "all" } | { branches: readonly number[] };

/** The account the desk is acting for: its role and branches come from its session. */
export interface DeskViewer {
  email: string;
  role: StaffRole;
  branchIds: readonly number[];
}

export const deskScopeOf = (viewer: DeskViewer): DeskScope =>
  viewer.role === "administrator" ? { branches: "all" } : { branches: viewer.branchIds };

/** The SQL condition of the scope (undefined: every request). A request without a branch is administrators' only. */
export function scopeCondition(scope: DeskScope): SQL | undefined {
  if (scope.branches === "all") return undefined;
  return scope.branches.length === 0 ? sql`false` : inArray(customerRequests.branchId, [...scope.branches]);
}

export const inDeskScope = (scope: DeskScope, branchId: number | null) =>
  scope.branches === "all" || (branchId !== null && scope.branches.includes(branchId));

const newestFirst = [desc(customerRequests.createdAt), desc(customerRequests.id)];

/**
 * The desk's order: newest first; branch staff see their branches' requests still "received" first
 * (docs/decisions/mylist.md D8), so what needs a call is at the top.
 */
export function deskOrder(scope: DeskScope): SQL[] {
  if (scope.branches === "all") return newestFirst;
  return [asc(sql`case when ${customerRequests.status} = 'received' then 0 else 1 end`), ...newestFirst];
}
