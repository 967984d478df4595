import { recordFastPathRequest, reportFastPathCache } from "../metrics.js";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Arrival } from "../http/front-door.js";
import type { Logger } from "../logger.js";
import type { Services } from "../services/index.js";
import { ifNoneMatch } from "../http/if-none-match.js";
import { logRequest } from "../http/request-log.js";
import { cacheableRequest, type CacheableRequest } from "./cacheable-url.js";
import { captureResponse } from "./capture.js";
import { chooseEncoding, encodeResponse, type EncodedResponse } from "./encoded-response.js";
import { Recordings } from "./recordings.js";
import { FastPathRateLimit } from "./rate-limit-headers.js";
import { ResponseCache, type ResponseCacheLimits } from "./response-cache.js";
import { trustFunction } from "../http/trust-proxy.js";

export interface FastPathStats {
  hits: number;
  notModified: number;
  stored: number;
}

/**
 * Everything the same for every visitor (catalogue API responses, public pages, static files, robots, sitemap) served
 * from memory in front of Express (docs/decisions/security.md O5). Express answers the first request for a URL; `capture`
 * records that response, compresses it once (brotli and gzip) and keeps it for the life of the catalogue snapshot.
 * Later requests get the same bytes and headers without Express or React: `serve` answers, or returns false to let
 * Express answer (a miss, a request over its rate limit, an Accept-Encoding Express would read differently).
 */
export class FastPath {
  readonly stats: FastPathStats = { hits: 0, notModified: 0, stored: 0 };
  private readonly cache: ResponseCache;
  private readonly recordings = new Recordings();
  private readonly rateLimit: FastPathRateLimit;
  /**
   * The request log for hits, without the root logger's redaction: its wildcard paths cost as much as the rest of a
   * hit (docs/performance-figures.md), and a hit's line holds only fields made here (id, method, masked URL, status, time),
   * never headers (docs/decisions/performance.md N13).
   */
  private readonly hitLog: Logger;

  constructor(
    private readonly services: Pick<
      Services,
      "config" | "logger" | "rateLimits" | "catalogue" | "siteSettings" | "branchData"
    >,
    limits?: ResponseCacheLimits,
  ) {
    this.cache = new ResponseCache(limits);
    // Keyed by client address exactly as Express keys them: the same TRUST_PROXY, read by proxy-addr.
    const trust = trustFunction(services.config.TRUST_PROXY);
    this.rateLimit = new FastPathRateLimit(services.config, services.rateLimits, trust);
    this.hitLog = services.logger.child({}, { redact: { paths: [] } });
    reportFastPathCache(() => ({ entries: this.cache.size, bytes: this.cache.bytes }));
  }

  get cachedEntries(): number {
    return this.cache.size;
  }

  get cachedBytes(): number {
    return this.cache.bytes;
  }

  /**
   * Responses being recorded now (captured, still compressing) or waiting for their best-quality copy: 0 once every
   * answered miss is stored at its final size, or dropped.
   */
  get capturesInProgress(): number {
    return this.recordings.size;
  }

  /**
   * The cache's generation: the site mode, the catalogue version and the specials' day (dated specials come and go
   * at midnight; the day is empty when no special has dates) and which stock counts have aged out (equipment pages'
   * availability, docs/decisions/branches.md G8), all of which pages show.
   */
  private generation(): string {
    const catalogue = this.services.catalogue;
    const stock = this.services.branchData.freshnessKey();
    return `${this.services.siteSettings.siteMode()}:${catalogue.version()}:${catalogue.current().specialsDay()}:${stock}`;
  }

  /**
   * Answers from memory, or holds the request while the same URL's response is being recorded (docs/decisions/
   * performance.md N30), and returns true; returns false for Express to answer now. A held request that the recorded
   * response cannot answer (not shareable, over the rate limit) is handed to `express` once the recording ends.
   */
  serve(req: IncomingMessage, res: ServerResponse, arrival: Arrival, express: () => void): boolean {
    const request = cacheableRequest(req);
    if (!request) return false;
    const generation = this.generation();
    const entry = this.cache.get(generation, request.partition, request.key);
    if (entry) return this.answer(req, res, request, entry, arrival);
    if (!chooseEncoding(req.headers["accept-encoding"])) return false;
    return this.recordings.wait(recordingKey(generation, request.key), (recorded) => {
      if (!recorded || !this.answer(req, res, request, recorded, arrival)) express();
    });
  }

  /** Sends `entry` and returns true, or returns false for Express to answer (encoding, rate limit). */
  private answer(
    req: IncomingMessage,
    res: ServerResponse,
    request: CacheableRequest,
    entry: EncodedResponse,
    arrival: Arrival,
  ): boolean {
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (!encoding) return false;
    let limitHeaders: string[] = [];
    if (request.rateLimited) {
      const counted = this.rateLimit.count(req);
      if (!counted) return false;
      limitHeaders = counted;
    }
    const id = arrival.id;
    if (ifNoneMatch(req, entry.etag)) {
      res.writeHead(304, [...entry.notModified, ...limitHeaders, "X-Request-Id", id]);
      res.end();
      this.stats.notModified++;
    } else {
      res.writeHead(200, [...entry.heads[encoding], ...limitHeaders, "X-Request-Id", id]);
      res.end(entry.bodies[encoding]);
      this.stats.hits++;
    }
    logRequest(this.hitLog, req, res, arrival);
    recordFastPathRequest(res.statusCode, (performance.now() - arrival.started) / 1000);
    return true;
  }

  /** Express middleware, mounted after compression(): records a cacheable response on a miss. */
  readonly capture: RequestHandler = (req, res, next) => {
    const request = cacheableRequest(req);
    if (request) this.record(request, res);
    next();
  };

  /**
   * Stores the response at a quick compression as soon as it is sent, answering the requests held for it, then
   * replaces it with its best-quality copy (docs/decisions/performance.md N31).
   */
  private record(request: CacheableRequest, res: ServerResponse) {
    const generation = this.generation();
    // Already held (a request the fast path leaves to Express, such as one with weighted encodings): nothing to record.
    if (this.cache.get(generation, request.partition, request.key)) return;
    // One recording per URL at a time: under load the first miss fills the cache, the rest wait for it (serve).
    const finish = this.recordings.start(recordingKey(generation, request.key));
    if (!finish) return;
    res.once("close", () => {
      if (!res.writableFinished) finish(undefined);
    });
    const store = (entry: EncodedResponse) => this.cache.set(generation, request.partition, request.key, entry);
    const failed = (err: unknown) => this.services.logger.warn({ err }, "fast path: could not compress a response");
    captureResponse(res, (captured) => {
      if (!captured) {
        finish(undefined);
        return;
      }
      encodeResponse(captured, "quick")
        .then((entry) => {
          store(entry);
          this.stats.stored++;
          finish(entry);
          this.recordings.upgrade(captured, store, failed);
        })
        .catch((err: unknown) => {
          failed(err);
          finish(undefined);
        });
    });
  }
}

const recordingKey = (generation: string, key: string) => `${generation}\n${key}`;
