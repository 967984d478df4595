import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { customerRequests } from "../../db/schema.js";
import { conflict, notFound } from "../../errors.js";
import { inDeskScope, type DeskScope } from "./desk-scope.js";
import type { StoredRequest } from "./stored-request.js";

// The checks every desk write makes before it changes a request.

/** The request, locked for the caller's transaction; outside the scope it is "not found" (security.md A8). */
export async function lockedRequestInScope(tx: Db, scope: DeskScope, referenceNumber: string): Promise<StoredRequest> {
  const [row] = await tx
    .select()
    .from(customerRequests)
    .where(eq(customerRequests.referenceNumber, referenceNumber.toUpperCase()))
    .for("update");
  if (!row || !inDeskScope(scope, row.branchId)) throw notFound("No request with this reference");
  return row;
}

/** An erased request is read-only (docs/decisions/mylist.md D12): 409 for a status change or a note. */
export function refuseErased(row: StoredRequest, what: "status" | "notes"): void {
  if (row.erasedAt) {
    throw conflict(
      `${what}: this request's personal details were erased on ${row.erasedAt.toISOString().slice(0, 10)}; it is read-only`,
    );
  }
}
