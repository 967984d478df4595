import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest, errorAnswer } from "~/lib/api-client";
import { changeRetry, refreshReservation, sessionHeader } from "~/lib/mylist/mutation-options";

export interface ItemAddition {
  sessionId: string;
  reservationId: number;
  equipmentSlug: string;
  quantity: number;
  /** One key per visitor action, so the retry of a lost answer never adds twice (docs/decisions/mylist.md R4). */
  idempotencyKey: string;
}

/** POST /api/reservations/{id}/items; the server prices the line itself (docs/decisions/money.md P3). */
export function addItem({ sessionId, reservationId, equipmentSlug, quantity, idempotencyKey }: ItemAddition) {
  return apiRequest<unknown>(
    "POST",
    `/api/reservations/${reservationId}/items`,
    { equipmentSlug, quantity },
    { ...sessionHeader(sessionId), "Idempotency-Key": idempotencyKey },
  );
}

/**
 * The server's own words when it refused an addition the visitor can act on (422: the list already holds the most
 * different items one request can), else null and the caller says its general message.
 */
export function addItemRefusal(cause: unknown): string | null {
  return cause instanceof ApiError && cause.status === 422 ? (errorAnswer(cause)?.error ?? null) : null;
}

export function useAddItem() {
  const client = useQueryClient();
  return useMutation({
    ...changeRetry,
    mutationFn: addItem,
    onSettled: (_data, _error, addition) => refreshReservation(client, addition.sessionId),
  });
}
