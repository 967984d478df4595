import { lazy, Suspense, useLayoutEffect, useState } from "react";
import type { MyListIntent } from "~/lib/mylist-intent";
import { handleRequests, INTENT_EVENT, requestMyList, whenRequested } from "~/components/mylist/mylist-requests";

// Through the badge's module, which the page has loaded already with TanStack Query: the dialogs' chunk then
// shares it instead of splitting it into a chunk of its own.
const MyListFlow = lazy(() => import("~/components/mylist/mylist-badge").then((badge) => badge.loadMyListFlow()));

/**
 * Part of the page shell: takes the catalogue's add and enquire presses (docs/decisions/mylist.md E19) and loads the
 * MyList dialogs on the first one, or when the MyList button is pressed. Until then none of their code loads.
 */
export function MyListLauncher() {
  const [wanted, setWanted] = useState(false);

  // A layout effect runs in the same commit that makes the page's buttons live, so no press can arrive before
  // the listener (a passive effect could run later, and the press would fall back to the contact page).
  useLayoutEffect(() => {
    const onIntent = (event: Event) => {
      event.preventDefault();
      requestMyList({ kind: "intent", intent: (event as CustomEvent<MyListIntent>).detail });
    };
    window.addEventListener(INTENT_EVENT, onIntent);
    const stop = whenRequested(() => setWanted(true));
    return () => {
      window.removeEventListener(INTENT_EVENT, onIntent);
      stop();
    };
  }, []);

  if (!wanted) return null;
  return (
    <Suspense
      fallback={
        <p
          role="status"
          className="fixed bottom-24 left-1/2 z-[60] -translate-x-1/2 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white shadow-float md:bottom-8"
        >
          Opening MyList…
        </p>
      }
    >
      <MyListFlow handleRequests={handleRequests} />
    </Suspense>
  );
}
