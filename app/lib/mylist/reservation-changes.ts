import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Reservation } from "../../../core/reservation-types.js";
import { ApiError, apiRequest, errorAnswer, isClientError } from "~/lib/api-client";
import { reservationKey } from "~/lib/mylist/reservation-query";
import { endSession, ensureSessionId } from "~/lib/mylist/session";

// Every change a visitor makes to their reservation, as TanStack Query mutations: each carries the session's
// ownership header (docs/decisions/mylist.md R2) and reads the reservation again once it has settled.

/** A failed change is retried once after 1 s, but never after a 4xx (docs/decisions/browser.md B1). */
export const changeRetry = {
  retry: (failures: number, error: unknown) => !isClientError(error) && failures < 1,
  retryDelay: 1000,
};

/** After any change the session's reservation is read again. */
function refreshReservation(client: QueryClient, sessionId: string) {
  return client.invalidateQueries({ queryKey: reservationKey(sessionId) });
}

/** The reservation is gone (sent or cleared): show none at once and start the next one on a new session. */
export function forgetReservation(client: QueryClient, sessionId: string) {
  client.setQueryData(reservationKey(sessionId), null);
  endSession();
}

/** The ownership header every change carries (R2). */
export const sessionHeader = (sessionId: string) => ({ "X-Session-Id": sessionId });

/** A change to the session's reservation: retried as `changeRetry` says, then the reservation is read again. */
function useReservationChange<Change extends { sessionId: string }, Answer>(send: (change: Change) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    ...changeRetry,
    mutationFn: send,
    onSettled: (_data, _error, change) => refreshReservation(client, change.sessionId),
  });
}

/** The visitor's hire period; without one the server gives the reservation its implicit period (R9). */
export interface NewReservation {
  startDate?: string;
  endDate?: string;
}

/** POST /api/reservations; answers the session's active reservation when one exists already (R3). */
export function useCreateReservation() {
  const client = useQueryClient();
  return useMutation({
    ...changeRetry,
    mutationFn: (period: NewReservation = {}) => {
      const sessionId = ensureSessionId();
      // A new session has no reservation until this answers: its readers show none meanwhile instead of asking (a 404).
      if (client.getQueryData(reservationKey(sessionId)) === undefined) {
        client.setQueryData(reservationKey(sessionId), null);
      }
      return apiRequest<Reservation>(
        "POST",
        "/api/reservations",
        { sessionId, ...period, totalCost: "0.00", status: "active" },
        sessionHeader(sessionId),
      );
    },
    onSuccess: (reservation) => client.setQueryData(reservationKey(reservation.sessionId), reservation),
    onSettled: () => refreshReservation(client, ensureSessionId()),
  });
}

export interface ItemAddition {
  sessionId: string;
  reservationId: number;
  equipmentSlug: string;
  quantity: number;
  /** One key per visitor action, so the retry of a lost answer never adds twice (R4). */
  idempotencyKey: string;
}

/** POST /api/reservations/{id}/items; the server prices the item itself (docs/decisions/money.md P3). */
export function useAddItem() {
  return useReservationChange(({ sessionId, reservationId, equipmentSlug, quantity, idempotencyKey }: ItemAddition) =>
    apiRequest<unknown>(
      "POST",
      `/api/reservations/${reservationId}/items`,
      { equipmentSlug, quantity },
      { ...sessionHeader(sessionId), "Idempotency-Key": idempotencyKey },
    ),
  );
}

/**
 * The server's own words when it refused an addition the visitor can act on (422: the reservation already holds the
 * most different items one request can), else null and the caller says its general message.
 */
export function addItemRefusal(cause: unknown): string | null {
  return cause instanceof ApiError && cause.status === 422 ? (errorAnswer(cause)?.error ?? null) : null;
}

export interface QuantityChange {
  sessionId: string;
  itemId: number;
  quantity: number;
}

/** PUT /api/reservations/items/{itemId}; a quantity of 0 or less removes the item (R4). */
export function useUpdateItemQuantity() {
  return useReservationChange(({ sessionId, itemId, quantity }: QuantityChange) =>
    apiRequest<unknown>("PUT", `/api/reservations/items/${itemId}`, { quantity }, sessionHeader(sessionId)),
  );
}

/** DELETE /api/reservations/items/{itemId}. */
export function useRemoveItem() {
  return useReservationChange(({ sessionId, itemId }: { sessionId: string; itemId: number }) =>
    apiRequest<void>("DELETE", `/api/reservations/items/${itemId}`, undefined, sessionHeader(sessionId)),
  );
}

export interface DatesChange {
  sessionId: string;
  reservationId: number;
  startDate: string;
  endDate: string;
}

/** PUT /api/reservations/{id}: the server re-prices every Hire item for the new period. */
export function useUpdateDates() {
  return useReservationChange(({ sessionId, reservationId, startDate, endDate }: DatesChange) =>
    apiRequest<Reservation>(
      "PUT",
      `/api/reservations/${reservationId}`,
      { startDate, endDate },
      sessionHeader(sessionId),
    ),
  );
}

/** DELETE /api/reservations/{id}: 'Clear All'. */
export function useClearReservation() {
  const client = useQueryClient();
  return useMutation({
    ...changeRetry,
    mutationFn: ({ sessionId, reservationId }: { sessionId: string; reservationId: number }) =>
      apiRequest<void>("DELETE", `/api/reservations/${reservationId}`, undefined, sessionHeader(sessionId)),
    onSuccess: (_data, { sessionId }) => forgetReservation(client, sessionId),
    onError: (_error, { sessionId }) => refreshReservation(client, sessionId),
  });
}
