import type { Db } from "../../db/client.js";
import { changedRequests, type FeedQuery } from "./change-feed.js";
import { loadHireRequestItem } from "./hire-request-item.js";

export { decodeCursor, encodeCursor, type FeedPage, type FeedPosition } from "./change-feed.js";
export { hireRequestItemSchema, type HireRequestItem } from "./hire-request-item.js";

/** What the integration API reads (docs/decisions/integration.md I5, I6), bound to the database. */
export function createIntegration(db: Db) {
  return {
    changes: (query: FeedQuery) => changedRequests(db, query),
    item: (reference: string) => loadHireRequestItem(db, reference),
  };
}

export type Integration = ReturnType<typeof createIntegration>;
