// The browser's note of its last sent MyList (docs/decisions/mylist.md R10): the reference and the private tracking link, so
// the MyList dialog can offer 'Your last request ML-…' again. It stays in this browser's storage; the server sends the
// link nowhere but to the customer's e-mail.

const STORAGE_KEY = "mylist-last-request";
const REFERENCE = /^[A-Z]{2}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

export interface LastRequest {
  referenceNumber: string;
  /** The tracking page's path with its token, `/requests/ML-…?t=…` (same origin, whatever PUBLIC_URL says). */
  path: string;
}

/** The tracking page's path of an absolute tracking URL, or null when it is not one. */
export function trackingPath(trackingUrl: string, referenceNumber: string): string | null {
  try {
    const url = new URL(trackingUrl);
    return url.pathname === `/requests/${referenceNumber}` && url.searchParams.has("t")
      ? `${url.pathname}${url.search}`
      : null;
  } catch {
    return null;
  }
}

export function saveLastRequest(request: LastRequest): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(request));
  } catch {
    // Storage may be full or blocked; the e-mail still carries the link.
  }
}

/** The stored note, if it is well formed (storage is the browser's to change). */
export function readLastRequest(): LastRequest | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { referenceNumber, path } = value as Record<string, unknown>;
    if (typeof referenceNumber !== "string" || !REFERENCE.test(referenceNumber) || typeof path !== "string")
      return null;
    return path.startsWith(`/requests/${referenceNumber}?t=`) ? { referenceNumber, path } : null;
  } catch {
    return null;
  }
}
