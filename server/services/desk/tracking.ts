import type { HireRequestSnapshot } from "../../../core/hire-request-snapshot.js";
import {
  REQUEST_STATUS_LABELS,
  REQUEST_STATUS_MEANINGS,
  type RequestStatus,
} from "../../../core/hire-request-status.js";
import { agreedTerms } from "../../../core/agreed-terms.js";
import type { Db } from "../../db/client.js";
import type { EstimateDocument } from "./estimate.js";
import { estimateOf, historyOf, rowByReference, snapshotOf, statusOf, type StatusChange } from "./stored-request.js";
import { trackingHashesOf } from "./tracking-links.js";
import { trackingTokenMatches } from "./tracking-token.js";

export const TRACKING_NOT_FOUND = "Request not found";

/** What the customer's tracking page shows: no e-mail, telephone or address, only what the request was. */
export interface TrackedRequest {
  referenceNumber: string;
  kind: "hire" | "special";
  status: RequestStatus;
  statusLabel: string;
  meaning: string;
  history: StatusChange[];
  customerName: string;
  /** The branch's id, to find it in the catalogue now; null when the request has none. */
  branchId: number | null;
  receivedAt: string;
  estimate: EstimateDocument;
  /** A hire request's choice of collection or delivery (null for a special request). */
  deliveryMethod: "collection" | "delivery" | null;
  /** Checkout's delivery estimate as one line (docs/decisions/branches.md G10); null without one. */
  deliveryEstimate: string | null;
  /** What the branch agreed when it confirmed (docs/decisions/mylist.md D11), as rows; empty until then. */
  agreed: [string, string][];
}

/**
 * The customer's view through a private link (D3, D13): undefined for a wrong reference, a wrong token or a request
 * without a link alike, after the same constant-time comparison.
 */
export async function trackRequest(
  db: Db,
  referenceNumber: string,
  token: string,
): Promise<TrackedRequest | undefined> {
  const row = /^[A-Z]{2}-[A-Z0-9]{4}-[A-Z0-9]{4}$/i.test(referenceNumber)
    ? await rowByReference(db, referenceNumber)
    : undefined;
  const hashes = row ? await trackingHashesOf(db, row) : [];
  if (!trackingTokenMatches(token, hashes) || !row) return undefined;
  const snapshot = await snapshotOf(db, row);
  if (!snapshot) return undefined;
  const status = statusOf(row);
  return {
    referenceNumber: row.referenceNumber,
    kind: row.kind as "hire" | "special",
    status,
    statusLabel: REQUEST_STATUS_LABELS[status],
    meaning: REQUEST_STATUS_MEANINGS[status],
    history: (await historyOf(db, row)).map((change) => ({ ...change, actorEmail: null })),
    customerName: row.customerName,
    branchId: row.branchId,
    receivedAt: row.createdAt.toISOString(),
    estimate: estimateOf(row.kind, snapshot),
    deliveryMethod: row.kind === "hire" ? (snapshot as HireRequestSnapshot).deliveryMethod : null,
    deliveryEstimate: row.deliveryEstimate,
    agreed: agreedTerms(row.confirmedPrice, row.confirmedFor, row.deliveryMethod),
  };
}
