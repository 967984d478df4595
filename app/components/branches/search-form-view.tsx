import { Link } from "react-router";
import { site } from "../../../core/site.js";
import { buttonClasses } from "~/components/ui/button-classes";
import { Icon } from "~/components/ui/icon";

export const SEARCH_INPUT_ID = "branch-search";

export interface SearchFormViewProps {
  /** Attributes and handlers of the text box (value or defaultValue, combobox attributes once interactive). */
  input: React.InputHTMLAttributes<HTMLInputElement>;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
  onUseMyLocation?: () => void;
  locating?: boolean;
  showClear: boolean;
  onClear?: () => void;
  /** The suggestion list, placed under the box. */
  suggestions?: React.ReactNode;
  problem?: string;
  /** The plain form rendered before the page is interactive (the interactive one takes over its text). */
  plain?: boolean;
}

/**
 * The markup of the branch search box. The page renders it as a plain GET form (works before any script runs);
 * the interactive version (branch-search-form.tsx) loads after hydration and renders the same markup.
 */
export function SearchFormView({
  input,
  onSubmit,
  onUseMyLocation,
  locating = false,
  showClear,
  onClear,
  suggestions,
  problem,
  plain = false,
}: SearchFormViewProps) {
  return (
    <div>
      <form
        method="get"
        action="/locations"
        role="search"
        aria-label="Find a branch"
        onSubmit={onSubmit}
        className="flex flex-col gap-3 sm:flex-row"
      >
        <div className="relative flex-1">
          <label htmlFor={SEARCH_INPUT_ID} className="mb-1.5 block text-sm font-semibold text-ink">
            {site.postcodes.label} or town
          </label>
          <input
            id={SEARCH_INPUT_ID}
            name="q"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            enterKeyHint="search"
            placeholder={`e.g. ${site.postcodes.example} or ${site.postcodes.exampleTown}`}
            className="min-h-12 w-full rounded-lg border border-line-strong bg-white px-4 text-base text-ink shadow-sm placeholder:text-ink-muted/80 focus:border-brand focus:outline-3 focus:outline-offset-0"
            data-plain={plain ? "" : undefined}
            {...input}
          />
          {suggestions}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <button type="submit" className={buttonClasses({ size: "lg" })}>
            <Icon name="search" className="size-5" />
            Search
          </button>
          <button
            type="button"
            onClick={onUseMyLocation}
            disabled={!onUseMyLocation || locating}
            className={buttonClasses({ variant: "outline", size: "lg" })}
          >
            <Icon name="map-pin" className="size-5" />
            {locating ? "Locating..." : "Use my location"}
          </button>
        </div>
      </form>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        {showClear && (
          <Link
            to="/locations"
            onClick={onClear}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand"
          >
            <Icon name="x" className="size-4" />
            Clear search
          </Link>
        )}
        <Link to="/locations/browse-all" className="inline-flex min-h-11 items-center font-semibold text-brand">
          Browse all branches
        </Link>
      </div>
      {problem && (
        <p role="alert" className="mt-3 rounded-lg border border-danger/30 bg-danger-soft p-4 text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
