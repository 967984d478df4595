import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Reservation } from "../../../core/reservation-types.js";
import { ApiError, apiGet, isClientError } from "~/lib/api-client";
import { useSessionId } from "~/lib/mylist/session";

// Reading the visitor's reservation: as JSON for the badge and the MyList dialogs, as a PDF estimate for the visitor.

/** The cache key every MyList change refreshes. */
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

/** docs/product.md "Timings": fresh 2 minutes, kept 5, up to 2 retries except on a 4xx. */
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

/**
 * The server's PDF estimate of the reservation (priced by the server, docs/decisions/money.md P3), fetched with the
 * X-Session-Id header (R2) and handed to the browser as a file, so the session id never appears in an address.
 */
export async function downloadEstimatePdf(reservationId: number, sessionId: string): Promise<void> {
  const response = await fetch(`/api/reservations/${reservationId}/estimate.pdf`, {
    headers: { "X-Session-Id": sessionId },
    credentials: "same-origin",
  });
  if (!response.ok) throw new Error(`The estimate could not be made (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = "mylist-estimate.pdf";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
