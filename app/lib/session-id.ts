/** The local-storage key that holds the visitor's MyList session id (docs/product.md "Data"). */
export const SESSION_STORAGE_KEY = "mylist-session-id";

/** The stored session id, or null before the visitor has started a MyList. */
export function readSessionId(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}
