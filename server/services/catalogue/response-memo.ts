import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

export interface SerialisedResponse {
  body: string;
  etag: string;
}

export interface ResponseMemoLimits {
  /** Most responses kept. */
  maxEntries: number;
  /** Most characters kept over all bodies. */
  maxChars: number;
}

const defaultLimits: ResponseMemoLimits = { maxEntries: 2000, maxChars: 64 * 1024 * 1024 };

/**
 * Response bodies serialised once per snapshot and key, each with a weak ETag carrying the catalogue
 * version. Bounded (least recently used goes first), so no sequence of requests can grow it without
 * limit; callers still answer 404 for unknown keys before asking it to produce anything.
 */
export class ResponseMemo {
  private readonly cache: LRUCache<string, SerialisedResponse>;

  constructor(
    readonly version: string,
    limits: ResponseMemoLimits = defaultLimits,
  ) {
    this.cache = new LRUCache({
      max: limits.maxEntries,
      maxSize: limits.maxChars,
      sizeCalculation: (response) => Math.max(1, response.body.length),
    });
  }

  get size(): number {
    return this.cache.size;
  }

  /** A response body, produced once per key while it stays in the memo. */
  text(key: string, produce: () => string): SerialisedResponse {
    let cached = this.cache.get(key);
    if (!cached) {
      cached = this.withEtag(produce());
      this.cache.set(key, cached);
    }
    return cached;
  }

  /** JSON of a value, serialised once per key. */
  json(key: string, produce: () => unknown): SerialisedResponse {
    return this.text(`json:${key}`, () => JSON.stringify(produce()));
  }

  /** JSON of a value read asynchronously (from the database), serialised once per key. */
  async jsonAwaited(key: string, produce: () => Promise<unknown>): Promise<SerialisedResponse> {
    const cached = this.cache.get(`json:${key}`);
    if (cached) return cached;
    const value = await produce();
    return this.json(key, () => value);
  }

  /** JSON for a response not worth keeping (search results), with an ETag bound to this snapshot. */
  jsonUncached(value: unknown): SerialisedResponse {
    return this.withEtag(JSON.stringify(value));
  }

  private withEtag(body: string): SerialisedResponse {
    const hash = createHash("sha1").update(body).digest("base64url").slice(0, 16);
    return { body, etag: `W/"${this.version}-${hash}"` };
  }
}
