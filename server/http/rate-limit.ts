import type { Request, RequestHandler, Response } from "express";
import { rateLimit, type AugmentedRequest, type Options, type Store } from "express-rate-limit";
import type { Config } from "../config.js";
import type { RateLimitCounter } from "../services/rate-limits.js";

// The limiters of docs/decisions/operation.md O2, counted per client address (req.ip, which TRUST_PROXY decides) per minute.
//   api:   every /api request, and search pages (/equipment?search=), which cost the same search work;
//   write: additionally, every state-changing /api request (POST, PUT, PATCH, DELETE), so a new write endpoint is
//          covered without wiring;
//   admin: sign-in attempts, imports and restores, per client address (docs/decisions/security.md S7);
//   staff: every admin API request of a signed-in account, keyed by the account, not the address (S7);
//   tracking: customers' private tracking pages (/requests/...) and their API, so tokens cannot be guessed at speed;
//   apiKey: every /api/v1 request made with an API key, keyed by the key (docs/decisions/integration.md I4);
//   render: every request that reaches the page renderer, i.e. every page and page-data request the fast path did
//           not answer from its cache (docs/decisions/operation.md O11).

export type LimiterName = "api" | "write" | "admin" | "staff" | "tracking" | "render" | "apiKey";

const windowMs = 60_000;
const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);

const limitSetting: Record<LimiterName, keyof Config> = {
  api: "RATE_LIMIT_API_PER_MINUTE",
  write: "RATE_LIMIT_WRITE_PER_MINUTE",
  admin: "RATE_LIMIT_ADMIN_PER_MINUTE",
  staff: "RATE_LIMIT_STAFF_PER_MINUTE",
  tracking: "RATE_LIMIT_TRACKING_PER_MINUTE",
  render: "RATE_LIMIT_RENDER_PER_MINUTE",
  apiKey: "RATE_LIMIT_API_KEY_PER_MINUTE",
};

/** An express-rate-limit store over the shared counter. */
class SharedStore implements Store {
  readonly localKeys = false;
  constructor(
    readonly prefix: string,
    private readonly counter: RateLimitCounter,
  ) {}
  get(key: string) {
    return this.counter.peek(this.prefix, key, windowMs);
  }
  increment(key: string) {
    return this.counter.hit(this.prefix, key, windowMs);
  }
  decrement(key: string) {
    this.counter.undo(this.prefix, key, windowMs);
  }
  resetKey(key: string) {
    return this.counter.reset(this.prefix, key);
  }
}

/** The refusal's own page: nothing to load, nothing to run (docs/decisions/security.md H6). */
const REFUSAL_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function tooManyRequests(name: LimiterName, req: Request, res: Response, options: Options) {
  if (!res.hasHeader("Retry-After")) {
    const reset = (req as AugmentedRequest).rateLimit.resetTime?.getTime() ?? Date.now() + windowMs;
    res.set("Retry-After", String(Math.max(1, Math.ceil((reset - Date.now()) / 1000))));
  }
  const retryAfter = res.getHeader("Retry-After");
  const wait = retryAfter ? ` in ${retryAfter} seconds` : " in a minute";
  // The API and React Router's data requests (/page.data), which a script reads, get JSON.
  if (req.originalUrl.startsWith("/api/") || req.originalUrl === "/api" || req.path.endsWith(".data")) {
    res
      .status(options.statusCode)
      .set("Cache-Control", "no-store")
      .json({ error: `Too many requests: try again${wait}` });
    return;
  }
  const what = name === "api" ? "searches" : "page views";
  res
    .status(options.statusCode)
    .set("Cache-Control", "no-store")
    .set("Content-Security-Policy", REFUSAL_POLICY)
    .type("html")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>Too many ${what}</title><body style="font:16px/1.5 system-ui,sans-serif;max-width:36rem;` +
        `margin:4rem auto;padding:0 1rem;color:#1f2937"><h1 style="font-size:1.5rem">Too many ${what}</h1>` +
        `<p>Too many ${what} from your connection: please try again${wait}.</p>` +
        `<p><a href="/" style="color:#1d4ed8">Back to the home page</a></p></body></html>`,
    );
}

/** The signed-in account the staff limiter counts: it runs after the admin API has read the session. */
function signedInAccountId(res: Response): number {
  const signed = res.locals.admin as { session?: { adminUserId?: number } } | undefined;
  const id = signed?.session?.adminUserId;
  if (id === undefined) throw new Error("the staff limiter runs only after a session is read");
  return id;
}

/** The API key the apiKey limiter counts: it runs after the integration API has checked the key. */
function authenticatedKeyId(res: Response): number {
  const key = res.locals.apiKey as { id?: number } | undefined;
  if (key?.id === undefined) throw new Error("the API key limiter runs only after a key is checked");
  return key.id;
}

/** One limiter; create each once per app, since two limiters of one name would count a request twice. */
export function createRateLimiter(name: LimiterName, config: Config, counter: RateLimitCounter): RequestHandler {
  return rateLimit({
    windowMs,
    limit: config[limitSetting[name]] as number,
    // Pages the cache shares with every visitor carry nothing about one client: a refusal has only Retry-After.
    standardHeaders: name === "render" ? false : "draft-8",
    legacyHeaders: false,
    identifier: name,
    store: new SharedStore(name, counter),
    skip: name === "write" ? (req) => readMethods.has(req.method) : undefined,
    keyGenerator:
      name === "staff"
        ? (_req, res) => `account:${signedInAccountId(res)}`
        : name === "apiKey"
          ? (_req, res) => `key:${authenticatedKeyId(res)}`
          : undefined,
    handler: (req: Request, res: Response, _next: unknown, options: Options) =>
      tooManyRequests(name, req, res, options),
    // TRUST_PROXY is parsed and checked by our config; express-rate-limit's own check would print to the console.
    validate: { trustProxy: false, xForwardedForHeader: false },
  });
}

/** Applies `limiter` to search pages: /equipment?search= and its data requests, read as the page's loader reads them. */
export function onSearchPages(limiter: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const page = req.path
      .toLowerCase()
      .replace(/(\/_)?\.data$/, "")
      .replace(/\/+$/, "");
    const query = req.originalUrl.split("?")[1] ?? "";
    const term = new URLSearchParams(query).get("search")?.trim();
    if (page === "/equipment" && term) return limiter(req, res, next);
    next();
  };
}
