import { useQuery } from "@tanstack/react-query";
import { QueryIsland } from "~/components/layout/query-island";
import { ApiError, apiGet } from "~/lib/api-client";
import { readSessionId } from "~/lib/session-id";

interface ReservationSummary {
  items: { quantity: number }[];
}

/** The session's reservation, or null when there is none (404). Other failures are swallowed with a warning (spec 8). */
export async function fetchSessionReservation(sessionId: string): Promise<ReservationSummary | null> {
  try {
    return await apiGet<ReservationSummary>(`/api/reservations/session/${encodeURIComponent(sessionId)}`);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) console.warn("Could not load MyList", error);
    return null;
  }
}

function Badge() {
  const sessionId = readSessionId();
  const { data } = useQuery({
    queryKey: [`/api/reservations/session/${sessionId}`],
    queryFn: () => fetchSessionReservation(sessionId!),
    enabled: Boolean(sessionId),
    staleTime: 2 * 60_000,
    gcTime: 5 * 60_000,
  });
  const count = data?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="mylist-count"
      className="absolute -top-2 -right-2 grid min-w-6 place-items-center rounded-full bg-brand px-1.5 text-xs font-bold text-white tabular-nums ring-2 ring-white"
    >
      {count}
      <span className="sr-only"> items in MyList</span>
    </span>
  );
}

export default function MyListBadge() {
  return (
    <QueryIsland>
      <Badge />
    </QueryIsland>
  );
}
