import { LRUCache } from "lru-cache";
import type { Partition } from "./cacheable-url.js";
import type { EncodedResponse } from "./encoded-response.js";

export interface ResponseCacheLimits {
  /** Bytes (all encodings and headers) for catalogue API responses, pages and static files. */
  catalogueBytes: number;
  /** Bytes for search results (API and pages), kept apart so searches cannot evict the pages. */
  searchBytes: number;
}

export const defaultCacheLimits: ResponseCacheLimits = {
  catalogueBytes: 48 * 1024 * 1024,
  searchBytes: 8 * 1024 * 1024,
};

/**
 * The fast path's responses for one catalogue version (docs/decisions/security.md O5): two byte-bounded LRUs, emptied the
 * moment a different version is asked for, so a new snapshot (import or poll) is served on the very next request.
 */
export class ResponseCache {
  private version: string | undefined;
  private readonly partitions: Record<Partition, LRUCache<string, EncodedResponse>>;

  constructor(limits: ResponseCacheLimits = defaultCacheLimits) {
    const lru = (maxSize: number) =>
      new LRUCache<string, EncodedResponse>({ maxSize, sizeCalculation: (entry) => Math.max(1, entry.bytes) });
    this.partitions = { catalogue: lru(limits.catalogueBytes), search: lru(limits.searchBytes) };
  }

  get(version: string, partition: Partition, key: string): EncodedResponse | undefined {
    if (version !== this.version) this.reset(version);
    return this.partitions[partition].get(key);
  }

  set(version: string, partition: Partition, key: string, entry: EncodedResponse): void {
    // A response rendered from a snapshot that has since been replaced is never stored.
    if (version !== this.version) return;
    this.partitions[partition].set(key, entry);
  }

  get size(): number {
    return this.partitions.catalogue.size + this.partitions.search.size;
  }

  get bytes(): number {
    return this.partitions.catalogue.calculatedSize + this.partitions.search.calculatedSize;
  }

  private reset(version: string) {
    this.version = version;
    this.partitions.catalogue.clear();
    this.partitions.search.clear();
  }
}
