import { QueryIsland } from "~/components/layout/query-island";
import { useReservation } from "~/lib/mylist/reservation-query";

/** The dialogs, loaded from here on first use (see mylist-launcher.tsx). */
export const loadMyListFlow = () => import("~/components/mylist/mylist-flow");

/** The number of lines in MyList, on the header button. */
function Badge() {
  const { reservation } = useReservation();
  const count = reservation?.items.length ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="mylist-count"
      className="absolute -top-2 -right-2 grid min-w-6 place-items-center rounded-full bg-brand px-1.5 text-xs font-bold text-white tabular-nums ring-2 ring-white"
    >
      {count}
      <span className="sr-only"> {count === 1 ? "item" : "items"} in MyList</span>
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
