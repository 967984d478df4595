import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { changeRetry, refreshReservation, sessionHeader } from "~/lib/mylist/mutation-options";
import type { Reservation } from "~/lib/mylist/types";

export interface DatesChange {
  sessionId: string;
  reservationId: number;
  startDate: string;
  endDate: string;
}

/** PUT /api/reservations/{id}: the server re-prices every Hire line for the new period. */
export function updateDates({ sessionId, reservationId, startDate, endDate }: DatesChange): Promise<Reservation> {
  return apiRequest<Reservation>(
    "PUT",
    `/api/reservations/${reservationId}`,
    { startDate, endDate },
    sessionHeader(sessionId),
  );
}

export function useUpdateDates() {
  const client = useQueryClient();
  return useMutation({
    ...changeRetry,
    mutationFn: updateDates,
    onSettled: (_data, _error, change) => refreshReservation(client, change.sessionId),
  });
}
