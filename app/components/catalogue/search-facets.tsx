import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { searchHref, type SearchState, type SearchType } from "../../../core/search-state.js";

export interface CategoryFacetData {
  categorySlug: string;
  name: string;
  count: number;
}

export interface TypeFacetData {
  type: SearchType;
  count: number;
}

const TYPE_LABELS: Record<SearchType, string> = { hire: "Hire", resale: "Buy (resale)" };

/** One facet value: a plain link (no script needed), the chosen one marked as current. */
function FacetLink({ to, current, label, count }: { to: string; current: boolean; label: string; count?: number }) {
  return (
    <li>
      <Link to={to} discover="none" preventScrollReset aria-current={current ? "true" : undefined}>
        {label}
        {count !== undefined && <span>{count}</span>}
      </Link>
    </li>
  );
}

/**
 * The search's facets: Hire or Resale, then the level-2 categories of the results with their counts
 * (docs/decisions/catalogue-import.md Q4, Q6). One `<details>`: folded under 'Filter' on a phone, always open as a
 * side panel from 1024 px (app/app.css `.facets`). Choosing a value goes back to the first page and keeps the order.
 */
export function SearchFacets({
  state,
  categories,
  types,
  allCount,
}: {
  state: SearchState;
  categories: CategoryFacetData[];
  types: TypeFacetData[];
  /** Results in the chosen category, of either type: the 'All' of the type facet. */
  allCount: number;
}) {
  const chosen = Number(Boolean(state.category)) + Number(Boolean(state.type));
  const at = (change: Partial<SearchState>) => searchHref({ ...state, page: 1, ...change });
  return (
    // A new address folds the panel again (on a phone the results are below it), as a page load would.
    <details key={searchHref(state)} className="facets">
      <summary>
        Filter results
        {chosen > 0 && <b aria-label={`${chosen} chosen`}>{chosen}</b>}
        <Icon name="chevron-right" />
      </summary>
      <div>
        {types.length > 0 && (
          <section aria-labelledby="facet-type">
            <h2 id="facet-type">Hire or buy</h2>
            <ul>
              <FacetLink to={at({ type: undefined })} current={!state.type} label="All" count={allCount} />
              {types.map((facet) => (
                <FacetLink
                  key={facet.type}
                  to={at({ type: facet.type })}
                  current={state.type === facet.type}
                  label={TYPE_LABELS[facet.type]}
                  count={facet.count}
                />
              ))}
            </ul>
          </section>
        )}
        {categories.length > 0 && (
          <section aria-labelledby="facet-category">
            <h2 id="facet-category">Category</h2>
            <ul>
              {state.category && <FacetLink to={at({ category: undefined })} current={false} label="All categories" />}
              {categories.map((facet) => (
                <FacetLink
                  key={facet.categorySlug}
                  to={at({ category: facet.categorySlug })}
                  current={state.category === facet.categorySlug}
                  label={facet.name}
                  count={facet.count}
                />
              ))}
            </ul>
          </section>
        )}
      </div>
    </details>
  );
}
