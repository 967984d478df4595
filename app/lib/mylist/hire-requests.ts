import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CheckoutInput, SpecialRequestInput } from "../../../core/request-schemas.js";
import type { CheckoutResponse, SpecialRequestResponse } from "../../../core/reservation-types.js";
import { apiRequest } from "~/lib/api-client";
import { changeRetry, forgetReservation, sessionHeader } from "~/lib/mylist/reservation-changes";

// Sending a hire request: the checkout of the reservation, a special request for one item, and the browser's note
// of the last request it sent.

export interface CheckoutSubmission {
  sessionId: string;
  reservationId: number;
  hireRequest: CheckoutInput;
}

/** POST /api/reservations/{id}/checkout; repeating it answers the same reference (docs/decisions/mylist.md R6). */
export async function checkout({
  sessionId,
  reservationId,
  hireRequest,
}: CheckoutSubmission): Promise<CheckoutResponse> {
  const response = await apiRequest<CheckoutResponse>(
    "POST",
    `/api/reservations/${reservationId}/checkout`,
    hireRequest,
    sessionHeader(sessionId),
  );
  // Spec 8: an unexpected answer is a failure too.
  if (!response?.success || !response.referenceNumber) throw new Error("Unexpected checkout response");
  return response;
}

export function useCheckout() {
  const client = useQueryClient();
  return useMutation({
    // Checkout is repeatable (R6), so the spec's one retry cannot send a second hire request.
    retry: 1,
    retryDelay: 1000,
    mutationFn: checkout,
    // R6: the server now answers 404 for this session; the browser forgets the reservation instead of asking again.
    onSuccess: (_data, { sessionId }) => forgetReservation(client, sessionId),
  });
}

export interface SpecialRequestSending {
  hireRequest: SpecialRequestInput;
  /** One key per press of Send, so a retry after a lost answer never makes a second hire request. */
  idempotencyKey: string;
}

/** POST /api/special-request: the server routes it to the nearest branch (docs/decisions/branches.md G3). */
export function useSpecialRequest() {
  return useMutation({
    ...changeRetry,
    mutationFn: ({ hireRequest, idempotencyKey }: SpecialRequestSending) =>
      apiRequest<SpecialRequestResponse>("POST", "/api/special-request", hireRequest, {
        "Idempotency-Key": idempotencyKey,
      }),
  });
}

// The browser's note of its last sent hire request (docs/decisions/mylist.md R10): the reference and the private
// tracking link, so the MyList dialog can offer 'Your last request ML-…' again. It stays in this browser's storage;
// the server sends the link nowhere but to the customer's e-mail.

const LAST_REQUEST_KEY = "mylist-last-request";
const REFERENCE = /^[A-Z]{2}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

export interface LastRequest {
  referenceNumber: string;
  /** The tracking page's path with its token, `/requests/ML-…?t=…` (same origin, whatever PUBLIC_URL says). */
  path: string;
}

/** The tracking page's path of an absolute tracking URL, or null when it is not one. */
export function trackingPath(trackingUrl: string, referenceNumber: string): string | null {
  try {
    const url = new URL(trackingUrl);
    return url.pathname === `/requests/${referenceNumber}` && url.searchParams.has("t")
      ? `${url.pathname}${url.search}`
      : null;
  } catch {
    return null;
  }
}

export function saveLastRequest(request: LastRequest): void {
  try {
    window.localStorage.setItem(LAST_REQUEST_KEY, JSON.stringify(request));
  } catch {
    // Storage may be full or blocked; the e-mail still carries the link.
  }
}

/** The stored note, if it is well formed (storage is the browser's to change). */
export function readLastRequest(): LastRequest | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(LAST_REQUEST_KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { referenceNumber, path } = value as Record<string, unknown>;
    if (typeof referenceNumber !== "string" || !REFERENCE.test(referenceNumber) || typeof path !== "string")
      return null;
    return path.startsWith(`/requests/${referenceNumber}?t=`) ? { referenceNumber, path } : null;
  } catch {
    return null;
  }
}
