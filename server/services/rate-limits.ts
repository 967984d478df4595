import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { rateLimits } from "../db/schema.js";
import type { Logger } from "../logger.js";

// Rate-limit counts shared by every instance on one database (docs/decisions/operation.md O2), without a query per request.
//
// Windows are fixed and aligned to the clock, so all instances count a client's hits in the same window row. Each
// instance answers from memory: the window's total as last read from the database plus its own hits not yet
// written. Once a second it writes those hits in one statement that adds them to the rows and returns the new
// totals, which include the other instances' hits. The price: a client spreading requests over N instances can
// exceed a limit by what the other instances admit in about a second before they see each other's counts; with one
// instance the count is exact. The gain: a request costs a map lookup, and the database sees one statement a second
// per instance however busy it is (on the embedded database every statement queues on its one thread,
// docs/decisions/performance.md T1).

export interface HitCount {
  totalHits: number;
  resetTime: Date;
}

interface Bucket {
  limiter: string;
  clientKey: string;
  windowStart: number;
  windowEnd: number;
  /** The window's total across instances when last written or read. */
  shared: number;
  /** This instance's hits not yet written (negative after undo). */
  pending: number;
}

export interface RateLimitCounterOptions {
  /** How often pending hits are written and totals read back. */
  flushIntervalMs?: number;
  now?: () => number;
}

export class RateLimitCounter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly flushIntervalMs: number;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private failing = false;
  private lastCleanup = 0;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    options: RateLimitCounterOptions = {},
  ) {
    this.flushIntervalMs = options.flushIntervalMs ?? 1000;
    this.now = options.now ?? Date.now;
  }

  /** Counts one request and returns the client's total in the current window. */
  hit(limiter: string, clientKey: string, windowMs: number): HitCount {
    const bucket = this.bucket(limiter, clientKey, windowMs);
    bucket.pending += 1;
    this.schedule();
    return { totalHits: bucket.shared + bucket.pending, resetTime: new Date(bucket.windowEnd) };
  }

  /** The client's total in the current window without counting a request. */
  peek(limiter: string, clientKey: string, windowMs: number): HitCount {
    const bucket = this.bucket(limiter, clientKey, windowMs);
    return { totalHits: bucket.shared + bucket.pending, resetTime: new Date(bucket.windowEnd) };
  }

  /** Takes back one counted request (for limiters that skip some responses after the fact). */
  undo(limiter: string, clientKey: string, windowMs: number): void {
    this.bucket(limiter, clientKey, windowMs).pending -= 1;
    this.schedule();
  }

  /** Forgets a client's hits on every instance. */
  async reset(limiter: string, clientKey: string): Promise<void> {
    for (const [id, bucket] of this.buckets) {
      if (bucket.limiter === limiter && bucket.clientKey === clientKey) this.buckets.delete(id);
    }
    await this.db.delete(rateLimits).where(and(eq(rateLimits.limiter, limiter), eq(rateLimits.clientKey, clientKey)));
  }

  /** Writes pending hits and reads back the shared totals (also run by the timer). */
  flush(): Promise<void> {
    this.flushing ??= this.writePending().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  /** Stops the timer after writing what is pending; call before closing the database. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flushing;
    await this.flush();
  }

  private bucket(limiter: string, clientKey: string, windowMs: number): Bucket {
    const windowStart = Math.floor(this.now() / windowMs) * windowMs;
    const id = `${limiter}\n${windowStart}\n${clientKey}`;
    let bucket = this.buckets.get(id);
    if (!bucket) {
      bucket = { limiter, clientKey, windowStart, windowEnd: windowStart + windowMs, shared: 0, pending: 0 };
      this.buckets.set(id, bucket);
    }
    return bucket;
  }

  private schedule() {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.flushIntervalMs);
    this.timer.unref();
  }

  private async writePending(): Promise<void> {
    const now = this.now();
    for (const [id, bucket] of this.buckets) if (bucket.windowEnd <= now) this.buckets.delete(id);
    if (this.buckets.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
    const sending = [...this.buckets.values()].filter((bucket) => bucket.pending !== 0);
    const amounts = sending.map((bucket) => bucket.pending);
    for (const bucket of sending) bucket.pending = 0;
    try {
      if (sending.length > 0) {
        const rows = await this.db
          .insert(rateLimits)
          .values(
            sending.map((bucket, i) => ({
              limiter: bucket.limiter,
              clientKey: bucket.clientKey,
              windowStart: new Date(bucket.windowStart),
              windowEnd: new Date(bucket.windowEnd),
              hits: amounts[i]!,
            })),
          )
          .onConflictDoUpdate({
            target: [rateLimits.limiter, rateLimits.clientKey, rateLimits.windowStart],
            set: { hits: sql`${rateLimits.hits} + excluded.hits` },
          })
          .returning({
            limiter: rateLimits.limiter,
            clientKey: rateLimits.clientKey,
            windowStart: rateLimits.windowStart,
            hits: rateLimits.hits,
          });
        for (const row of rows) {
          const bucket = this.buckets.get(`${row.limiter}\n${row.windowStart.getTime()}\n${row.clientKey}`);
          if (bucket) bucket.shared = row.hits;
        }
      }
      if (now - this.lastCleanup >= 60_000) {
        this.lastCleanup = now;
        await this.db.delete(rateLimits).where(lt(rateLimits.windowEnd, new Date(now)));
      }
      if (this.failing) this.logger.info("rate-limit counts are shared through the database again");
      this.failing = false;
    } catch (err) {
      // Keep counting in memory and try again next time; say so once, not once a second.
      sending.forEach((bucket, i) => (bucket.pending += amounts[i]!));
      if (!this.failing) this.logger.warn({ err }, "rate-limit counts could not be written; counting locally");
      this.failing = true;
    }
  }
}
