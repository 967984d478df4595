import { z } from "zod";
import { DESK_DATE_WINDOW, PLAIN_QUERY_MESSAGE, isoDateWithin, plainLine } from "../../../core/input-fields.js";
import { REQUEST_STATUS_NAMES, type RequestStatus } from "../../../core/hire-request-status.js";
import { DAY_FIGURES, type DayFigure } from "./day-view.js";

/** What the desk's list and export are narrowed to; a missing field means "any". */
export interface DeskFilters {
  search?: string;
  branch?: number;
  status?: RequestStatus;
  /** Received on or after this London day (YYYY-MM-DD). */
  from?: string;
  /** Received on or before this London day. */
  to?: string;
  /** The requests behind one figure of the day's view (docs/decisions/mylist.md D17). */
  day?: DayFigure;
}

const isoDate = isoDateWithin(DESK_DATE_WINDOW);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === undefined ? undefined : value), schema.optional());

/** The desk's filters as the list, the page and the export read them from a URL query (empty values mean "any"). */
export const deskQuery = z
  .object({
    search: optional(plainLine(z.string().trim().max(100, "must be at most 100 characters"), PLAIN_QUERY_MESSAGE)),
    branch: optional(z.coerce.number("must be a branch id").int("must be a branch id").min(0).max(2_147_483_647)),
    status: optional(z.enum(REQUEST_STATUS_NAMES, `must be one of ${REQUEST_STATUS_NAMES.join(", ")}`)),
    from: optional(isoDate),
    to: optional(isoDate),
    day: optional(z.enum(DAY_FIGURES, `must be one of ${DAY_FIGURES.join(", ")}`)),
    page: optional(z.coerce.number("must be a whole number").int("must be a whole number").min(1).max(1_000_000)),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "must not be before 'from'",
    path: ["to"],
  });

export type DeskQuery = z.infer<typeof deskQuery>;

export function deskFilters(query: DeskQuery): DeskFilters {
  return {
    search: query.search || undefined,
    branch: query.branch,
    status: query.status,
    from: query.from,
    to: query.to,
    day: query.day,
  };
}

/**
 * The filters as the audit log keeps them: whether a search was typed, never its text, which may be a customer's
 * address, name or telephone and would outlive their erasure (docs/decisions/operation.md Z11).
 */
export function filtersForAudit(filters: DeskFilters): Record<string, string | number | boolean> {
  const { search, ...codes } = filters;
  const kept = Object.entries(codes).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return { search: search !== undefined, ...Object.fromEntries(kept) };
}
