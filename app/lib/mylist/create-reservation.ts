import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { changeRetry, refreshReservation, sessionHeader } from "~/lib/mylist/mutation-options";
import { reservationKey } from "~/lib/mylist/reservation";
import { ensureSessionId } from "~/lib/mylist/session";
import type { Reservation } from "~/lib/mylist/types";

/** The visitor's hire period; without one the server gives the list its implicit period (docs/decisions/mylist.md R9). */
export interface NewReservation {
  startDate?: string;
  endDate?: string;
}

/** POST /api/reservations; answers the session's active list when one exists already (docs/decisions/mylist.md R3). */
export function createReservation(sessionId: string, period: NewReservation = {}): Promise<Reservation> {
  return apiRequest<Reservation>(
    "POST",
    "/api/reservations",
    { sessionId, ...period, totalCost: "0.00", status: "active" },
    sessionHeader(sessionId),
  );
}

export function useCreateReservation() {
  const client = useQueryClient();
  return useMutation({
    ...changeRetry,
    mutationFn: (period: NewReservation = {}) => {
      const sessionId = ensureSessionId();
      // A new session has no list until this answers: its readers show none meanwhile instead of asking (a 404).
      if (client.getQueryData(reservationKey(sessionId)) === undefined) {
        client.setQueryData(reservationKey(sessionId), null);
      }
      return createReservation(sessionId, period);
    },
    onSuccess: (reservation) => client.setQueryData(reservationKey(reservation.sessionId), reservation),
    onSettled: () => refreshReservation(client, ensureSessionId()),
  });
}
