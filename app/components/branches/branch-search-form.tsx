import { useEffect, useId, useLayoutEffect, useState } from "react";
import { useNavigate } from "react-router";
import { clientOnly } from "~/components/layout/client-only";
import { QuietBoundary } from "~/components/branches/quiet-boundary";
import { CURRENT_LOCATION, searchHref } from "~/components/branches/search-href";
import type { SearchFormViewProps } from "~/components/branches/search-form-view";

// Given by the page rather than imported, so the markup stays in the page's own chunk.
const SEARCH_INPUT_ID = "branch-search";

// The list's code arrives with the first suggestions (they need a request anyway), not with the page.
const SuggestionList = clientOnly(() => import("~/components/branches/suggestion-list"));

const AUTOCOMPLETE_MIN = 3;

/**
 * The postcode box. Without JavaScript it is a plain GET form; once interactive it suggests postcodes from 3
 * characters while nothing is confirmed (typing clears the confirmed choice, picking one confirms it and searches
 * at once), offers 'Use my location' and reports geolocation problems in words.
 */
export default function BranchSearchForm({
  initialText,
  searching,
  locateAtOnce = false,
  View,
}: {
  initialText: string;
  searching: boolean;
  /** 'Use my location' was pressed on the plain form, which loaded this one: carry the press out. */
  locateAtOnce?: boolean;
  View: React.ComponentType<SearchFormViewProps>;
}) {
  const navigate = useNavigate();
  const listId = useId();
  // The parent remounts this form (key) when the search in the address changes, so state starts from it.
  // Text typed before this interactive version replaced the plain form is kept (and so is the focus).
  const [plainInput] = useState(() => {
    const plain = document.getElementById(SEARCH_INPUT_ID) as HTMLInputElement | null;
    return plain?.dataset.plain !== undefined ? plain : null;
  });
  const [text, setText] = useState(() => plainInput?.value ?? initialText);
  const [hadFocus] = useState(() => document.activeElement?.id === SEARCH_INPUT_ID);
  useLayoutEffect(() => {
    // Text typed into the plain box after this form first rendered, before it took the box's place.
    const typedSince = plainInput !== null && plainInput.value !== text;
    // The plain box is outside React, and what it received between render and commit can only be read now, once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typedSince) setText(plainInput.value);
    if (hadFocus || typedSince) document.getElementById(SEARCH_INPUT_ID)?.focus();
    // Once, as this form replaces the plain one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [confirmed, setConfirmed] = useState(initialText !== "");
  // Suggestions belong to the text they were fetched for, so stale answers never show for newer text.
  const [fetched, setFetched] = useState<{ query: string; postcodes: string[] }>({ query: "", postcodes: [] });
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const [locating, setLocating] = useState(locateAtOnce);
  const [problem, setProblem] = useState("");

  const query = text.trim();
  const wantsSuggestions = !confirmed && query.length >= AUTOCOMPLETE_MIN;
  useEffect(() => {
    if (!wantsSuggestions) return;
    let live = true;
    const timer = setTimeout(() => {
      import("~/components/branches/postcode-suggestions")
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
    findMe();
  }

  function findMe() {
    // The geolocation code and its messages load only when the button is pressed.
    import("~/components/branches/geolocation")
      .then(({ currentPosition }) => currentPosition())
      .then(
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
  useEffect(() => {
    if (locateAtOnce) findMe();
    // Once, for the press that loaded this form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <View
      onSubmit={(event) => {
        event.preventDefault();
        if (!query || query === CURRENT_LOCATION) return;
        if (open && active >= 0) return pick(suggestions[active]);
        setConfirmed(true);
        setDismissed(true);
        navigate(searchHref({ q: query }));
      }}
      input={{
        value: text,
        onChange: (event) => {
          setText(event.target.value);
          setConfirmed(false);
          setDismissed(false);
          setActive(-1);
        },
        onKeyDown: (event) => {
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
        },
        onBlur: () => setTimeout(() => setDismissed(true), 150),
        role: "combobox",
        "aria-autocomplete": "list",
        "aria-expanded": open,
        "aria-controls": listId,
        "aria-activedescendant": open && active >= 0 ? `${listId}-${active}` : undefined,
      }}
      suggestions={
        open && (
          <QuietBoundary fallback={null}>
            <SuggestionList id={listId} suggestions={suggestions} active={active} onPick={pick} />
          </QuietBoundary>
        )
      }
      onUseMyLocation={useMyLocation}
      locating={locating}
      showClear={searching || text !== ""}
      onClear={() => {
        setText("");
        setConfirmed(false);
        setDismissed(true);
        setProblem("");
      }}
      problem={problem}
    />
  );
}
