import { Icon } from "~/components/ui/icon";
import { clientOnly } from "~/components/layout/client-only";
import { MyListLauncher, pressMyList } from "~/components/mylist/mylist-launcher";
import { useSessionId } from "~/lib/mylist/session";

const MyListBadge = clientOnly(() => import("~/components/mylist/mylist-badge"));

/**
 * The header's MyList button; its item-count badge is rendered in the browser (the list lives with the session).
 * Below 640 px it shows its icon alone, so it fits the header bar beside the menu: nothing floats over the page
 * (docs/decisions/mylist.md U10).
 */
export function MyListButton() {
  // A visitor without a session has an empty list: the badge, and TanStack Query with it, load only once there is
  // one (the first add creates it), so a first visit loads none of it (docs/decisions/performance.md W1).
  const hasList = useSessionId() !== null;
  return (
    <>
      <button
        type="button"
        data-testid="mylist-button"
        aria-haspopup="dialog"
        onClick={() => pressMyList({ kind: "open-mylist" })}
        className="mylist-button"
      >
        <Icon name="list-checks" className="size-5" />
        <span>MyList</span>
        {hasList && <MyListBadge />}
      </button>
      <MyListLauncher />
    </>
  );
}
