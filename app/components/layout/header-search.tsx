import { Icon } from "~/components/ui/icon";
import { cx } from "~/components/ui/cx";

/** A plain GET form to /equipment?search=..., so it works before (and without) JavaScript. */
export function HeaderSearch({ className }: { className?: string }) {
  return (
    <form
      action="/equipment"
      method="get"
      role="search"
      aria-label="Equipment search"
      className={cx("relative", className)}
    >
      <label htmlFor="header-search" className="sr-only">
        Search equipment
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
      />
      <input
        id="header-search"
        type="search"
        name="search"
        placeholder="Search equipment"
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-lg border border-line-strong bg-surface-muted pr-24 pl-10 text-base text-ink placeholder:text-ink-muted hover:border-ink-muted focus:border-brand focus:bg-white"
      />
      <button
        type="submit"
        className="absolute inset-y-1 right-1 rounded-md bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong"
      >
        Search
      </button>
    </form>
  );
}
