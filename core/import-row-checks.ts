import type { RowIssue } from "./import-types.js";

// Rules across the cells of one import row, run once every cell of the row is valid (core/import-columns.ts).

/** A category's parent: none at level 0, one at levels 1 and 2, never itself. */
export function categoryRowIssues(row: Record<string, unknown>): RowIssue[] {
  const issues: RowIssue[] = [];
  if (row.level === 0 && row.parentSlug !== null) {
    issues.push({ column: "parentSlug", message: "must be empty for a level 0 category" });
  }
  if (row.level !== 0 && row.parentSlug === null) {
    issues.push({ column: "parentSlug", message: `is required for a level ${row.level} category` });
  }
  if (row.parentSlug !== null && row.parentSlug === row.categorySlug) {
    issues.push({ column: "parentSlug", message: "must not be the category itself" });
  }
  return issues;
}

/** A special's dates: validTo not before validFrom. */
export function specialRowIssues(row: Record<string, unknown>): RowIssue[] {
  const { validFrom, validTo } = row as { validFrom: string | null; validTo: string | null };
  return validFrom && validTo && validTo < validFrom
    ? [{ column: "validTo", message: `must not be before validFrom (${validFrom}), got '${validTo}'` }]
    : [];
}

/** A branch's coordinates: both or neither. */
export function branchRowIssues(row: Record<string, unknown>): RowIssue[] {
  if ((row.latitude === null) === (row.longitude === null)) return [];
  const missing = row.latitude === null ? "latitude" : "longitude";
  return [{ column: missing, message: "is required when the other coordinate is given (give both or neither)" }];
}
