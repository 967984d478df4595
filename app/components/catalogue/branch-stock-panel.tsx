import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { site } from "../../../core/site.js";
import { Icon } from "~/components/ui/icon";
import { buttonClasses } from "~/components/ui/button-classes";

/** What the equipment page knows without asking: how many branches the stock export says usually have the item. */
export interface StockSummary {
  branches: number;
}

const REMEMBERED = "hirebase.stock-near";
const NearbyStock = lazy(() => import("~/components/catalogue/branch-stock-nearby"));

function remembered(): string {
  try {
    return window.localStorage.getItem(REMEMBERED) ?? "";
  } catch {
    return "";
  }
}
const unchanging = () => () => {};

/**
 * The equipment page's branch stock (docs/decisions/branches.md G9): the same for every visitor, so the page stays
 * cacheable, with a box that asks for the nearest branches' stock on demand (its code loads on first use, and
 * again on the next item page when the visitor has asked before). Without script the box opens the branch finder.
 */
export function BranchStockPanel({ slug, stock }: { slug: string; stock: StockSummary }) {
  // The place asked on an earlier item page, read after hydration (the server has none).
  const earlier = useSyncExternalStore(unchanging, remembered, () => "");
  const [typed, setText] = useState<string | null>(null);
  const [asked, setQuery] = useState<string | null>(null);
  const text = typed ?? earlier;
  const query = asked ?? earlier;

  return (
    <section aria-labelledby="branch-stock" className="mt-6 rounded-xl border border-line bg-white p-4 shadow-card">
      <h2 id="branch-stock" className="flex items-center gap-2 text-sm font-bold text-ink">
        <Icon name="map-pin" className="size-4 text-brand" />
        Branch stock
      </h2>
      <p className="mt-1 text-sm text-ink-muted" data-testid="stock-summary">
        {stock.branches > 0
          ? `Usually available at ${stock.branches} of our branches.`
          : "Ask the branch about availability."}
      </p>
      <form
        action="/locations"
        method="get"
        role="search"
        className="mt-3 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = text.trim();
          if (!wanted) return;
          setQuery(wanted);
          try {
            window.localStorage.setItem(REMEMBERED, wanted);
          } catch {
            // Private browsing: the next page simply asks again.
          }
        }}
      >
        {/* Named 'Your postcode or town' ('Eircode', a name, keeps its capital: docs/decisions/branches.md G15) by an
            attribute, not a hidden label: the page's first load is at its budget. */}
        <input
          aria-label={`Your ${site.postcodes.label === "Eircode" ? "Eircode" : "postcode"} or town`}
          name="q"
          type="search"
          autoComplete="postal-code"
          placeholder={`${site.postcodes.label} or town`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-h-11 w-0 min-w-0 flex-1 rounded-lg border border-line-strong bg-white px-3 text-base placeholder:text-ink-muted focus:border-brand focus:outline-2 focus:outline-brand"
        />
        <button type="submit" className={buttonClasses({ variant: "outline", size: "md" })}>
          Check near you
        </button>
      </form>
      {query && (
        <Suspense
          fallback={
            <p role="status" className="mt-3 text-sm text-ink-muted">
              Checking branches near {query}…
            </p>
          }
        >
          <NearbyStock slug={slug} query={query} />
        </Suspense>
      )}
      <p className="mt-3 text-xs text-ink-muted">
        From the branches&rsquo; latest stock count: the branch confirms availability.
      </p>
    </section>
  );
}
