import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button-classes";
import { Icon } from "~/components/ui/icon";

const PATH = "/locations/browse-all";
/** How long typing pauses before the list follows it. */
const TYPING_PAUSE_MS = 250;

export const filterHref = (text: string) => (text.trim() ? `${PATH}?q=${encodeURIComponent(text.trim())}` : PATH);

/**
 * The branch list's filter by town or name (docs/decisions/branches.md L10): a GET form that works before any
 * script runs; once the page is interactive the list follows the typing, replacing the address as it goes.
 */
export function BranchFilter({ query }: { query: string }) {
  const navigate = useNavigate();
  const box = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const follow = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void navigate(filterHref(text), { replace: true, preventScrollReset: true }),
      TYPING_PAUSE_MS,
    );
  };

  return (
    // A plain GET form, not React Router's <Form>, whose code would join every page's first load
    // (docs/decisions/performance.md W11).
    <form
      method="get"
      action={PATH}
      role="search"
      aria-label="Filter branches"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        void navigate(filterHref(box.current?.value ?? ""), { replace: true, preventScrollReset: true });
      }}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="min-w-48 flex-1">
        <label htmlFor="branch-filter" className="mb-1.5 block text-sm font-semibold text-ink">
          Filter by town or branch name
        </label>
        <input
          ref={box}
          id="branch-filter"
          name="q"
          type="search"
          defaultValue={query}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => follow(event.currentTarget.value)}
          className="min-h-12 w-full rounded-lg border border-line-strong bg-white px-4 text-base text-ink shadow-sm placeholder:text-ink-muted/80 focus:border-brand focus:outline-3 focus:outline-offset-0"
        />
      </div>
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonClasses({ size: "lg" })}>
          <Icon name="search" className="size-5" />
          Filter
        </button>
        {query && (
          <Link
            to={PATH}
            replace
            preventScrollReset
            onClick={() => {
              clearTimeout(timer.current);
              if (box.current) box.current.value = "";
            }}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand"
          >
            <Icon name="x" className="size-4" />
            Clear filter
          </Link>
        )}
      </div>
    </form>
  );
}
