import { useSyncExternalStore } from "react";
import { clearSessionId, getOrCreateSessionId, readSessionId } from "~/lib/session-id";

// The session id as React state: islands re-render when the first add creates it.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's session id, or null before a MyList was started. */
export function useSessionId(): string | null {
  return useSyncExternalStore(subscribe, readSessionId, () => null);
}

/** The session id, creating it (docs/decisions/mylist.md R1) and telling the islands when it is new. */
export function ensureSessionId(): string {
  const before = readSessionId();
  const id = getOrCreateSessionId();
  if (id !== before) listeners.forEach((listener) => listener());
  return id;
}

/** Ends the session after checkout or 'Clear All': the server has no reservation for it any more (R6). */
export function endSession(): void {
  clearSessionId();
  listeners.forEach((listener) => listener());
}
