/** The local-storage key that holds the visitor's MyList session id (docs/product.md "Data"). */
export const SESSION_STORAGE_KEY = "mylist-session-id";

/** Kept for the page's lifetime when the browser refuses local storage (some private modes). */
let unstoredSessionId: string | null = null;

/** The stored session id, or null before the visitor has started a MyList. */
export function readSessionId(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY) ?? unstoredSessionId;
  } catch {
    return unstoredSessionId;
  }
}

/** 128 random bits from Web Crypto as 32 hex digits (crypto.randomUUID needs a secure context). */
export function randomKey(): string {
  const random = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(random, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** `session-{timestamp}-{random}` with 128 random bits (docs/decisions/mylist.md R1). */
export function newSessionId(): string {
  return `session-${Date.now()}-${randomKey()}`;
}

/** The visitor's session id, created and stored the first time a MyList is started. */
export function getOrCreateSessionId(): string {
  const existing = readSessionId();
  if (existing) return existing;
  const created = newSessionId();
  try {
    window.localStorage.setItem(SESSION_STORAGE_KEY, created);
  } catch {
    unstoredSessionId = created;
  }
  return created;
}

/** Forgets the session once its list is gone (sent or cleared), so the next list starts with a new one (R6). */
export function clearSessionId(): void {
  unstoredSessionId = null;
  try {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
