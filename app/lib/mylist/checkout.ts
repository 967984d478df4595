import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CheckoutInput } from "../../../core/request-schemas.js";
import { apiRequest } from "~/lib/api-client";
import { forgetReservation, sessionHeader } from "~/lib/mylist/mutation-options";
import type { CheckoutResponse } from "~/lib/mylist/types";

export interface CheckoutSubmission {
  sessionId: string;
  reservationId: number;
  request: CheckoutInput;
}

/** POST /api/reservations/{id}/checkout; repeating it answers the same reference (docs/decisions/mylist.md R6). */
export async function checkout({ sessionId, reservationId, request }: CheckoutSubmission): Promise<CheckoutResponse> {
  const response = await apiRequest<CheckoutResponse>(
    "POST",
    `/api/reservations/${reservationId}/checkout`,
    request,
    sessionHeader(sessionId),
  );
  // Spec 8: an unexpected answer is a failure too.
  if (!response?.success || !response.referenceNumber) throw new Error("Unexpected checkout response");
  return response;
}

export function useCheckout() {
  const client = useQueryClient();
  return useMutation({
    // Checkout is repeatable (R6), so the spec's one retry cannot send a second request.
    retry: 1,
    retryDelay: 1000,
    mutationFn: checkout,
    // R6: the server now answers 404 for this session; the browser forgets the list instead of asking again.
    onSuccess: (_data, { sessionId }) => forgetReservation(client, sessionId),
  });
}
