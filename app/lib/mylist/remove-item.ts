import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { changeRetry, refreshReservation, sessionHeader } from "~/lib/mylist/mutation-options";

/** DELETE /api/reservations/items/{itemId}. */
export function removeItem(sessionId: string, itemId: number): Promise<void> {
  return apiRequest<void>("DELETE", `/api/reservations/items/${itemId}`, undefined, sessionHeader(sessionId));
}

export function useRemoveItem() {
  const client = useQueryClient();
  return useMutation({
    ...changeRetry,
    mutationFn: ({ sessionId, itemId }: { sessionId: string; itemId: number }) => removeItem(sessionId, itemId),
    onSettled: (_data, _error, { sessionId }) => refreshReservation(client, sessionId),
  });
}
