import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { ipKeyGenerator } from "express-rate-limit";
import { LRUCache } from "lru-cache";
import type { Config } from "../config.js";
import type { RateLimitCounter } from "../services/rate-limits.js";
import { clientAddressOf, type TrustFunction } from "../http/trust-proxy.js";

// The `api` limit of docs/decisions/operation.md O2 counted on the fast path, in the same counter and with the same headers
// as express-rate-limit (server/http/rate-limit.ts, IETF draft 8). A request over the limit is handed back (its hit
// taken back) so Express counts it once and answers the 429 itself.

const WINDOW_MS = 60_000;
const NAME = "api";

export class FastPathRateLimit {
  private readonly partitionKeys = new LRUCache<string, string>({ max: 10_000 });
  private readonly limit: number;

  constructor(
    config: Config,
    private readonly counter: RateLimitCounter,
    private readonly trust: TrustFunction,
  ) {
    this.limit = config.RATE_LIMIT_API_PER_MINUTE;
  }

  /** Counts the request: the RateLimit header pair to send, or undefined when the client is over the limit. */
  count(req: IncomingMessage): string[] | undefined {
    const key = ipKeyGenerator(clientAddressOf(req, this.trust), 56);
    const { totalHits, resetTime } = this.counter.hit(NAME, key, WINDOW_MS);
    if (totalHits > this.limit) {
      this.counter.undo(NAME, key, WINDOW_MS);
      return undefined;
    }
    const remaining = Math.max(this.limit - totalHits, 0);
    const reset = Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000));
    return [
      "RateLimit",
      `"${NAME}"; r=${remaining}; t=${reset}`,
      "RateLimit-Policy",
      `"${NAME}"; q=${this.limit}; w=${WINDOW_MS / 1000}; pk=:${this.partitionKey(key)}:`,
    ];
  }

  /** express-rate-limit's `pk` parameter: a short hash of the client key. */
  private partitionKey(key: string): string {
    let found = this.partitionKeys.get(key);
    if (!found) {
      const hex = createHash("sha256").update(key).digest("hex").slice(0, 12);
      found = Buffer.from(hex).toString("base64");
      this.partitionKeys.set(key, found);
    }
    return found;
  }
}
