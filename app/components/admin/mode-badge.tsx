import { cx } from "~/components/ui/cx";
import type { SiteModeName } from "~/components/admin/admin-tables";

export function ModeBadge({ mode }: { mode: SiteModeName }) {
  return (
    <span
      className={cx(
        "inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-3 py-1 text-xs font-bold tracking-wider",
        mode === "LIVE" ? "bg-red-700 text-white" : "bg-amber-200 text-amber-950",
      )}
    >
      {mode} MODE
    </span>
  );
}
