import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { changeRetry, forgetReservation, refreshReservation, sessionHeader } from "~/lib/mylist/mutation-options";

/** DELETE /api/reservations/{id}: 'Clear All'. */
export function clearReservation(sessionId: string, reservationId: number): Promise<void> {
  return apiRequest<void>("DELETE", `/api/reservations/${reservationId}`, undefined, sessionHeader(sessionId));
}

export function useClearReservation() {
  const client = useQueryClient();
  return useMutation({
    ...changeRetry,
    mutationFn: ({ sessionId, reservationId }: { sessionId: string; reservationId: number }) =>
      clearReservation(sessionId, reservationId),
    onSuccess: (_data, { sessionId }) => forgetReservation(client, sessionId),
    onError: (_error, { sessionId }) => refreshReservation(client, sessionId),
  });
}
