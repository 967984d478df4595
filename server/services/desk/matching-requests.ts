import { and, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { addDays } from "../../../core/hire-dates.js";
import { customerRequests } from "../../db/schema.js";
import type { DeskFilters } from "./desk-filters.js";
import { scopeCondition, type DeskScope } from "./desk-scope.js";
import { londonDayStart } from "./london-day.js";
import { phoneDigits } from "./desk-row.js";

// The desk's filters as SQL over customer_requests, shared by the paged list and the CSV export.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Search: prefixes of the reference, e-mail, full name, surname or telephone digits, each on its own index (D4). What
 * the term looks like narrows the columns: a reference, an e-mail address, a telephone number, or else a name.
 */
function searchCondition(search: string): SQL | undefined {
  const term = search.trim().toLowerCase();
  if (!term) return undefined;
  const prefix = `${escapeLike(term)}%`;
  const reference = sql`${customerRequests.referenceNumber} like ${`${escapeLike(term.toUpperCase())}%`}`;
  const email = sql`lower(${customerRequests.customerEmail}) like ${prefix}`;
  if (/^(ml|sr)-/.test(term)) return reference;
  if (term.includes("@")) return email;
  const digits = phoneDigits(term);
  if (/^[\d\s()+-]+$/.test(term)) {
    return digits.length >= 4 ? sql`${customerRequests.phoneDigits} like ${`${digits}%`}` : sql`false`;
  }
  return or(
    reference,
    email,
    sql`lower(${customerRequests.customerName}) like ${prefix}`,
    sql`lower(${customerRequests.customerSurname}) like ${prefix}`,
  );
}

/** The WHERE clause of the requests the filters match within the viewer's scope (undefined: all of them). */
export function matchingRequests(filters: DeskFilters, scope: DeskScope): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    scopeCondition(scope),
    filters.search ? searchCondition(filters.search) : undefined,
    filters.branch !== undefined ? eq(customerRequests.branchId, filters.branch) : undefined,
    filters.status ? eq(customerRequests.status, filters.status) : undefined,
    filters.from ? gte(customerRequests.createdAt, londonDayStart(filters.from)) : undefined,
    filters.to ? lt(customerRequests.createdAt, londonDayStart(addDays(filters.to, 1))) : undefined,
  ];
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}
