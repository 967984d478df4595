import { ListChecks } from "lucide-react";
import { clientOnly } from "./client-only";

const MyListBadge = clientOnly(() => import("~/components/mylist/mylist-badge"));

/** The header's MyList button; its item-count badge is rendered in the browser (the list lives with the session). */
export function MyListButton() {
  return (
    <button
      type="button"
      className="relative inline-flex min-h-11 items-center gap-2 rounded-lg bg-accent px-4 py-2 text-sm font-bold text-accent-ink shadow-sm hover:bg-accent-strong"
    >
      <ListChecks aria-hidden className="size-5" />
      MyList
      <MyListBadge />
    </button>
  );
}
