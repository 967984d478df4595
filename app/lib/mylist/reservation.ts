import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiGet, isClientError } from "~/lib/api-client";
import { useSessionId } from "~/lib/mylist/session";
import type { Reservation } from "~/lib/mylist/types";

/** The cache key every MyList change refreshes (spec section 7). */
export const reservationKey = (sessionId: string) => [`/api/reservations/session/${sessionId}`] as const;

/** The session's reservation, or null when it has none (404; also after checkout, docs/decisions/mylist.md R6). */
export async function fetchReservation(sessionId: string): Promise<Reservation | null> {
  try {
    return await apiGet<Reservation>(`/api/reservations/session/${encodeURIComponent(sessionId)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Spec section 9: fresh 2 minutes, kept 5, up to 2 retries except on a 4xx. */
export const reservationQuery = (sessionId: string) =>
  queryOptions({
    queryKey: reservationKey(sessionId),
    queryFn: () => fetchReservation(sessionId),
    staleTime: 2 * 60_000,
    gcTime: 5 * 60_000,
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });

/** The visitor's MyList; null when there is none or it could not be read (spec 8: logged, shown as none). */
export function useReservation() {
  const sessionId = useSessionId();
  const query = useQuery({ ...reservationQuery(sessionId ?? ""), enabled: Boolean(sessionId) });
  if (query.error) console.warn("Could not load MyList", query.error);
  return { reservation: query.data ?? null, isLoading: query.isLoading, sessionId };
}
