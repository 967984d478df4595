import { createHash } from "node:crypto";
import type { SerialisedResponse } from "../services/catalogue/store.js";

/**
 * JSON serialised once per data version and key, with a weak ETag carrying the version, for data that changes
 * only when the catalogue does. The previous version's entries are dropped when a new version is seen.
 */
export function perVersionJson(version: () => string) {
  let current = "";
  let memo = new Map<string, SerialisedResponse>();
  return function json(key: string, produce: () => unknown): SerialisedResponse {
    const now = version();
    if (now !== current) {
      current = now;
      memo = new Map();
    }
    let cached = memo.get(key);
    if (!cached) {
      const body = JSON.stringify(produce());
      const hash = createHash("sha1").update(body).digest("base64url").slice(0, 16);
      cached = { body, etag: `W/"${now}-${hash}"` };
      if (memo.size < 1000) memo.set(key, cached);
    }
    return cached;
  };
}
