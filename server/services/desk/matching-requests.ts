import { and, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { addDays } from "../../../core/hire-dates.js";
import { customerRequests, hireRequests, specialRequests } from "../../db/schema.js";
import { nameKey, nameKeyOf, postcodeKey, snapshotPostcodeKeyOf } from "../../db/search-keys.js";
import type { DeskFilters } from "./desk-filters.js";
import { scopeCondition, type DeskScope } from "./desk-scope.js";
import { londonDayStart } from "./london-day.js";
import { phoneDigits } from "./desk-row.js";

// The desk's filters as SQL over customer_requests, shared by the paged list and the CSV export.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The start of a UK postcode ("LS1", "LS1 4A") or an Eircode ("D02 X2"), spaces left out. */
const POSTCODE_START = /^([a-z]{1,2}\d[a-z\d]?(\d[a-z]{0,2})?|[a-z]\d[\dw][a-z\d]{0,4})$/;

/**
 * Requests whose customer's postcode (in either snapshot table) starts with `key`: one semi-join over both tables'
 * postcode indexes, then the desk row by its reference.
 */
function postcodeCondition(key: string): SQL {
  const pattern = `${key}%`;
  return inArray(
    customerRequests.referenceNumber,
    sql`(select ${hireRequests.referenceNumber} from ${hireRequests} where ${snapshotPostcodeKeyOf(hireRequests.snapshot)} like ${pattern}
      union all
      select ${specialRequests.referenceNumber} from ${specialRequests} where ${snapshotPostcodeKeyOf(specialRequests.snapshot)} like ${pattern})`,
  );
}

/**
 * Search: prefixes of the reference, e-mail, name key, surname key, postcode key or telephone digits, each on its own
 * index (D4, D9). What the term looks like narrows the columns: a reference, an e-mail address, a telephone number,
 * the start of a postcode, or else a name.
 */
function searchCondition(search: string): SQL | undefined {
  const term = search.trim().toLowerCase();
  if (!term) return undefined;
  const prefix = `${escapeLike(term)}%`;
  const reference = sql`${customerRequests.referenceNumber} like ${`${escapeLike(term.toUpperCase())}%`}`;
  const email = sql`lower(${customerRequests.customerEmail}) like ${prefix}`;
  if (/^(ml|sr)-/.test(term)) return reference;
  if (term.includes("@")) return email;
  // "+44 (0)113 496 0000" and "0113.496.0000" are telephone numbers too: only their digits count.
  if (/^[\d\s()+./-]+$/.test(term)) {
    const digits = phoneDigits(term.replace(/\(0\)/g, ""));
    return digits.length >= 4 ? sql`${customerRequests.phoneDigits} like ${`${digits}%`}` : sql`false`;
  }
  const compact = term.replace(/\s/g, "");
  if (POSTCODE_START.test(compact)) return postcodeCondition(postcodeKey(compact));
  const name = nameKey(term);
  if (!name) return or(reference, email);
  return or(
    reference,
    email,
    sql`${nameKeyOf(customerRequests.customerName)} like ${`${name}%`}`,
    sql`${nameKeyOf(customerRequests.customerSurname)} like ${`${name}%`}`,
  );
}

/**
 * The WHERE clause of the requests the filters match within the viewer's scope (undefined: all of them); `day` is the
 * condition of the day's figure the filters name, worked out beforehand (day-view.ts).
 */
export function matchingRequests(filters: DeskFilters, scope: DeskScope, day?: SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    scopeCondition(scope),
    filters.search ? searchCondition(filters.search) : undefined,
    filters.branch !== undefined ? eq(customerRequests.branchId, filters.branch) : undefined,
    filters.status ? eq(customerRequests.status, filters.status) : undefined,
    filters.from ? gte(customerRequests.createdAt, londonDayStart(filters.from)) : undefined,
    filters.to ? lt(customerRequests.createdAt, londonDayStart(addDays(filters.to, 1))) : undefined,
    day,
  ];
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}
