import type { MYLIST_INTENT_EVENT, MyListIntent } from "~/lib/mylist-intent";

// The hand-over between the page shell and the MyList dialogs, which load on first use. A request made before
// their code has arrived waits here and is handled as soon as it has: no press is lost.

/**
 * The catalogue's event name, checked against MYLIST_INTENT_EVENT by the compiler. Importing the constant itself
 * would put the catalogue-kit chunk in the first load of every page.
 */
export const INTENT_EVENT = "mylist:intent" satisfies typeof MYLIST_INTENT_EVENT;

export type MyListRequest = { kind: "open-list" } | { kind: "intent"; intent: MyListIntent };

const waiting: MyListRequest[] = [];
let handler: ((request: MyListRequest) => void) | null = null;
let onFirstRequest: (() => void) | null = null;

export function requestMyList(request: MyListRequest): void {
  if (handler) return handler(request);
  waiting.push(request);
  onFirstRequest?.();
}

/** The shell's loader: told when a request arrives with nobody to handle it yet. */
export function whenRequested(callback: () => void): () => void {
  onFirstRequest = callback;
  if (waiting.length) callback();
  return () => {
    onFirstRequest = null;
  };
}

/** The dialogs take over: waiting requests first, then every new one. */
export function handleRequests(next: (request: MyListRequest) => void): () => void {
  handler = next;
  waiting.splice(0).forEach(next);
  return () => {
    if (handler === next) handler = null;
  };
}
