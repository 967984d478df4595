import { GetForm } from "~/render/get-form";
import { VatLabel } from "~/components/catalogue/vat-amount";
import { SEARCH_SORTS, SORT_LABELS, type SearchState } from "../../../core/search-state.js";

/**
 * Above the results: how many were found, whether prices are ex or inc VAT (said once for every card, Q7), and the
 * order. The order is a GET form: without script its button sends it; with script a change sends it at once.
 */
export function SearchToolbar({ state, total, more }: { state: SearchState; total: number; more: boolean }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div>
        <p className="font-semibold">
          {more ? `Over ${total.toLocaleString("en-GB")} equipment items found` : `${total} equipment items found`}
        </p>
        <p className="text-sm text-ink-muted">
          Prices <VatLabel />
        </p>
      </div>
      <GetForm action="/equipment" aria-label="Sort results" className="flex items-center gap-2">
        <input type="hidden" name="search" value={state.term} />
        {state.category && <input type="hidden" name="category" value={state.category} />}
        {state.type && <input type="hidden" name="type" value={state.type} />}
        <label htmlFor="search-sort" className="text-sm font-semibold text-ink-muted">
          Sort by
        </label>
        <select
          // Remounted when the address changes the order (back, forward, a facet link).
          key={state.sort ?? "relevance"}
          id="search-sort"
          name="sort"
          defaultValue={state.sort ?? "relevance"}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          className="min-h-11 rounded-lg border border-line-strong bg-white pr-8 pl-3 text-sm font-semibold"
        >
          {SEARCH_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="min-h-11 rounded-lg bg-brand px-4 text-sm font-semibold text-white">
            Sort
          </button>
        </noscript>
      </GetForm>
    </div>
  );
}
