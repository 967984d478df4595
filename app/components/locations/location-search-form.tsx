import { LocateFixed, Search, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button-classes";
import { useHydrated } from "~/lib/use-hydrated";
import { currentPosition } from "./geolocation";

export const CURRENT_LOCATION = "Current Location";
const AUTOCOMPLETE_MIN = 3;

/** The address of a search: by place text, or by the visitor's position. */
export function searchHref(search: { q: string } | { latitude: number; longitude: number }): string {
  return "q" in search
    ? `/locations?q=${encodeURIComponent(search.q)}`
    : `/locations?lat=${search.latitude}&lng=${search.longitude}`;
}

/**
 * The postcode box. Without JavaScript it is a plain GET form; once interactive it suggests postcodes from 3
 * characters while nothing is confirmed (typing clears the confirmed choice, picking one confirms it and searches
 * at once), offers 'Use my location' and reports geolocation problems in words.
 */
export function LocationSearchForm({ initialText, searching }: { initialText: string; searching: boolean }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const listId = useId();
  // The parent remounts this form (key) when the search in the address changes, so state starts from it.
  const [text, setText] = useState(initialText);
  const [confirmed, setConfirmed] = useState(initialText !== "");
  // Suggestions belong to the text they were fetched for, so stale answers never show for newer text.
  const [fetched, setFetched] = useState<{ query: string; postcodes: string[] }>({ query: "", postcodes: [] });
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState("");

  const query = text.trim();
  const wantsSuggestions = !confirmed && query.length >= AUTOCOMPLETE_MIN;
  useEffect(() => {
    if (!wantsSuggestions) return;
    let live = true;
    const timer = setTimeout(() => {
      import("./postcode-suggestions")
        .then(({ fetchPostcodeSuggestions }) => fetchPostcodeSuggestions(query))
        .then(
          (postcodes) => live && setFetched({ query, postcodes: postcodes.slice(0, 8) }),
          // A failed suggestion request just shows none.
          () => live && setFetched({ query, postcodes: [] }),
        );
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, wantsSuggestions]);

  const suggestions = wantsSuggestions && fetched.query === query ? fetched.postcodes : [];
  const open = suggestions.length > 0 && !dismissed;

  function pick(postcode: string) {
    setText(postcode);
    setConfirmed(true);
    setDismissed(true);
    setActive(-1);
    navigate(searchHref({ q: postcode }));
  }

  function useMyLocation() {
    setProblem("");
    setLocating(true);
    currentPosition().then(
      (position) => {
        setLocating(false);
        setText(CURRENT_LOCATION);
        setConfirmed(true);
        navigate(searchHref(position));
      },
      (error: Error) => {
        setLocating(false);
        setProblem(error.message);
      },
    );
  }

  return (
    <div>
      <form
        method="get"
        action="/locations"
        role="search"
        aria-label="Find a branch"
        onSubmit={(event) => {
          event.preventDefault();
          const query = text.trim();
          if (!query || query === CURRENT_LOCATION) return;
          if (open && active >= 0) return pick(suggestions[active]);
          setConfirmed(true);
          setDismissed(true);
          navigate(searchHref({ q: query }));
        }}
        className="flex flex-col gap-3 sm:flex-row"
      >
        <div className="relative flex-1">
          <label htmlFor="branch-search" className="mb-1.5 block text-sm font-semibold text-ink">
            Postcode or town
          </label>
          <input
            id="branch-search"
            name="q"
            type="text"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setConfirmed(false);
              setDismissed(false);
              setActive(-1);
            }}
            onKeyDown={(event) => {
              if (!open) return;
              if (event.key === "ArrowDown") {
                event.preventDefault();
                setActive((i) => (i + 1) % suggestions.length);
              } else if (event.key === "ArrowUp") {
                event.preventDefault();
                setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
              } else if (event.key === "Escape") {
                setDismissed(true);
              }
            }}
            onBlur={() => setTimeout(() => setDismissed(true), 150)}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            enterKeyHint="search"
            placeholder="e.g. SW1A 1AA or Leeds"
            className="min-h-12 w-full rounded-lg border border-line-strong bg-white px-4 text-base text-ink shadow-sm placeholder:text-ink-muted/80 focus:border-brand focus:outline-3 focus:outline-offset-0"
          />
          <ul
            id={listId}
            role="listbox"
            aria-label="Postcode suggestions"
            hidden={!open}
            className="absolute inset-x-0 top-full z-[1000] mt-1 max-h-80 overflow-auto rounded-lg border border-line bg-white py-1 shadow-raised"
          >
            {suggestions.map((postcode, index) => (
              <li
                key={postcode}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(postcode);
                }}
                className={`cursor-pointer px-4 py-2.5 font-medium ${index === active ? "bg-brand-soft text-brand" : "text-ink hover:bg-surface-muted"}`}
              >
                {postcode}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <button type="submit" className={buttonClasses({ size: "lg" })}>
            <Search aria-hidden="true" className="size-5" />
            Search
          </button>
          <button
            type="button"
            onClick={useMyLocation}
            disabled={!hydrated || locating}
            className={buttonClasses({ variant: "outline", size: "lg" })}
          >
            <LocateFixed aria-hidden="true" className="size-5" />
            {locating ? "Locating..." : "Use my location"}
          </button>
        </div>
      </form>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        {(searching || text) && (
          <Link
            to="/locations"
            onClick={() => {
              setText("");
              setConfirmed(false);
              setDismissed(true);
              setProblem("");
            }}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand"
          >
            <X aria-hidden="true" className="size-4" />
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
