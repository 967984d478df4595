import { Icon } from "~/components/ui/icon";
import { clientOnly } from "~/components/layout/client-only";
import { MyListLauncher, pressMyList } from "~/components/mylist/mylist-launcher";
import { useSessionId } from "~/lib/mylist/session";

const MyListBadge = clientOnly(() => import("~/components/mylist/mylist-badge"));

/**
 * The header's MyList button; its item-count badge is rendered in the browser (the list lives with the session).
 * On phones it floats at the bottom right, in thumb reach; from 768 px it sits in the header bar.
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
        className="fixed right-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-50 inline-flex h-14 items-center gap-2 rounded-full bg-accent px-5 text-base font-bold text-accent-ink shadow-float ring-1 ring-black/5 transition-colors hover:bg-accent-strong md:relative md:right-auto md:bottom-auto md:z-auto md:h-11 md:rounded-lg md:px-4 md:text-sm md:shadow-card"
      >
        <Icon name="list-checks" className="size-5" />
        MyList
        {hasList && <MyListBadge />}
      </button>
      <MyListLauncher />
    </>
  );
}
