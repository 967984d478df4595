import { lazy, Suspense, useLayoutEffect, useState } from "react";
import type { EquipmentSummary } from "../../../core/catalogue-types.js";

// The one hand-off between the buttons that open MyList and its dialogs, which load on first use: a press waits in
// `pending` until the dialogs have arrived, then they take it and every later press directly. No press is lost.
// (A press made before the page's scripts ran reaches pressMyList when app/lib/pending-presses.ts presses the
// button again after hydration.)

/** What a catalogue button asks of MyList (docs/decisions/mylist.md E19, docs/decisions/browser.md B4). */
export interface MyListIntent {
  /** 'add' starts the add-to-MyList flow; 'enquire' opens the special-request form. */
  action: "add" | "enquire";
  source: "home" | "category" | "detail" | "quick-hire";
  equipment: EquipmentSummary;
}

export type MyListPress = { kind: "open-mylist" } | { kind: "intent"; intent: MyListIntent };

const pending: MyListPress[] = [];
let handler: ((press: MyListPress) => void) | null = null;
let loadDialogs: (() => void) | null = null;

/** The special-request form's frame, in the page's HTML (enquire-shell.tsx; docs/decisions/mylist.md U21). */
export const ENQUIRE_SHELL_ID = "enquire-shell";

/** A MyList button was pressed; false when no launcher is on the page to take it (the caller then falls back). */
export function pressMyList(press: MyListPress): boolean {
  if (handler) handler(press);
  else if (loadDialogs) {
    pending.push(press);
    loadDialogs();
  } else return false;
  // '+enquire' answers at once: the form's frame shows while its code arrives behind it.
  if (press.kind === "intent" && press.intent.action === "enquire")
    (document.getElementById(ENQUIRE_SHELL_ID) as HTMLDialogElement | null)?.showModal();
  return true;
}

/** The dialogs take over: the pending presses first, then every new one. */
export function takeMyListPresses(next: (press: MyListPress) => void): () => void {
  handler = next;
  pending.splice(0).forEach(next);
  return () => {
    if (handler === next) handler = null;
  };
}

// Through the badge's module, which the page has loaded already with TanStack Query: the dialogs' chunk then
// shares it instead of splitting it into a chunk of its own.
const MyListFlow = lazy(() => import("~/components/mylist/mylist-badge").then((badge) => badge.loadMyListFlow()));

/**
 * Part of the page shell: loads the MyList dialogs on the first press of a MyList, add or enquire button. Until then
 * none of their code loads.
 */
export function MyListLauncher() {
  const [wanted, setWanted] = useState(false);

  // A layout effect runs in the same commit that makes the page's buttons live, so no press can find the launcher
  // missing (a passive effect could run later, and the press would fall back to the contact page).
  useLayoutEffect(() => {
    const load = () => setWanted(true);
    loadDialogs = load;
    if (pending.length > 0) load();
    return () => {
      if (loadDialogs === load) loadDialogs = null;
    };
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={<LoadingNote>Opening MyList…</LoadingNote>}>
      <MyListFlow />
    </Suspense>
  );
}

/** Shown for the moment the code of a MyList dialog is on its way. */
export function LoadingNote({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="status"
      className="fixed bottom-24 left-1/2 z-[60] -translate-x-1/2 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white shadow-float md:bottom-8"
    >
      {children}
    </p>
  );
}
