import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { changeRetry, refreshReservation, sessionHeader } from "~/lib/mylist/mutation-options";

export interface QuantityChange {
  sessionId: string;
  itemId: number;
  quantity: number;
}

/** PUT /api/reservations/items/{itemId}; a quantity of 0 or less removes the line (docs/decisions/mylist.md R4). */
export function updateItemQuantity({ sessionId, itemId, quantity }: QuantityChange) {
  return apiRequest<unknown>("PUT", `/api/reservations/items/${itemId}`, { quantity }, sessionHeader(sessionId));
}

export function useUpdateItemQuantity() {
  const client = useQueryClient();
  return useMutation({
    ...changeRetry,
    mutationFn: updateItemQuantity,
    onSettled: (_data, _error, change) => refreshReservation(client, change.sessionId),
  });
}
