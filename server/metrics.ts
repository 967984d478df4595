// Prometheus metrics (docs/operations.md lists what to watch). Request figures live in one process-wide registry,
// so any front (Express, or a fast path in front of it) records through recordRequest(); figures that belong to one
// app's services (outbox, catalogue, pool) are read at scrape time from the services given to metricsHandler().
import { timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Services } from "./services/index.js";

const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });

const requestSeconds = new Histogram({
  name: "hirebase_http_request_duration_seconds",
  help: "Time to answer a request, by route pattern and status",
  labelNames: ["route", "status"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [processRegistry],
});

/** Records one answered request. `route` must come from a bounded set (a route pattern, never the raw path). */
export function recordRequest(route: string, status: number, seconds: number): void {
  requestSeconds.observe({ route, status: String(status) }, seconds);
}

const fastPathSeries = new Map<number, { observe(seconds: number): void }>();

/** Records a request the fast path answered, through a series looked up once per status (a hit costs microseconds). */
export function recordFastPathRequest(status: number, seconds: number): void {
  let series = fastPathSeries.get(status);
  if (!series) {
    // One bounded label for every hit: the route patterns are Express's, which a hit never reaches.
    series = requestSeconds.labels({ route: "(fast path)", status: String(status) });
    fastPathSeries.set(status, series);
  }
  series.observe(seconds);
}

let fastPathCache: (() => { entries: number; bytes: number }) | undefined;

/** Makes the fast path's cache size readable at scrape time (the fast path of this process registers itself). */
export function reportFastPathCache(read: () => { entries: number; bytes: number }): void {
  fastPathCache = read;
}

new Gauge({
  name: "hirebase_fast_path_cache_entries",
  help: "Responses the fast path holds in memory",
  registers: [processRegistry],
  collect() {
    const cache = fastPathCache?.();
    if (cache) this.set(cache.entries);
  },
});
new Gauge({
  name: "hirebase_fast_path_cache_bytes",
  help: "Bytes the fast path's responses take (every encoding and header)",
  registers: [processRegistry],
  collect() {
    const cache = fastPathCache?.();
    if (cache) this.set(cache.bytes);
  },
});

const ROUTE_PATTERN = Symbol("metrics route pattern");
type LabelledRequest = Request & { [ROUTE_PATTERN]?: string };

/**
 * Express sets `req.route` when a route matches, while `req.baseUrl` still holds its router's mount path; by the time
 * the response finishes, an error passed to next() has restored `baseUrl` to "". So the full pattern is taken at the
 * moment of the match.
 */
function rememberRoutePattern(req: LabelledRequest): void {
  let route: unknown;
  Object.defineProperty(req, "route", {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: unknown } | undefined) {
      route = value;
      if (value && typeof value.path === "string") {
        // A mount path is literal text, matched case-insensitively by a nested router: its route's own spelling
        // is lower case, never the request's (docs/decisions/operation.md Y1: one series per route, not per spelling).
        const mount = req.baseUrl.toLowerCase();
        req[ROUTE_PATTERN] =
          value.path === "/{*splat}" ? "page" : `${mount}${value.path === "/" ? "" : value.path}` || "/";
      }
    },
  });
}

/** The route pattern of an answered request, or a fixed name for static files and the unmatched: never a raw path. */
export function routeLabel(req: Request): string {
  const pattern = (req as LabelledRequest)[ROUTE_PATTERN];
  if (pattern) return pattern;
  const path = req.originalUrl;
  if (path.startsWith("/assets/")) return "/assets";
  if (path.startsWith("/category_images/")) return "/category_images";
  if (path.startsWith("/documents/")) return "/documents";
  if (path.startsWith("/api/")) return "/api (unmatched)";
  return "other";
}

/** Times every request from arrival to the last byte handed to the socket. */
export const requestMetrics: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  rememberRoutePattern(req);
  res.once("finish", () => {
    recordRequest(routeLabel(req), res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
  });
  next();
};

/** What /metrics reads: the outbox's backlog, the catalogue's version and build, the pool's use; the token. */
type MetricsServices = Pick<Services, "config" | "catalogue" | "mailOutbox" | "databasePoolUse">;

/** Gauges read from one app's services when Prometheus scrapes. */
function serviceRegistry(services: MetricsServices): Registry {
  const registry = new Registry();
  new Gauge({
    name: "hirebase_mail_outbox_pending",
    help: "E-mails queued and not yet accepted by the mail server",
    registers: [registry],
    async collect() {
      const backlog = await services.mailOutbox.backlog().catch(() => undefined);
      if (backlog) this.set(backlog.pending);
    },
  });
  new Gauge({
    name: "hirebase_mail_outbox_oldest_age_seconds",
    help: "Age of the oldest e-mail not yet sent (0 when none)",
    registers: [registry],
    async collect() {
      const backlog = await services.mailOutbox.backlog().catch(() => undefined);
      if (backlog) this.set(backlog.oldestAgeSeconds);
    },
  });
  new Gauge({
    name: "hirebase_catalogue_snapshot_info",
    help: "The catalogue snapshot being served (value 1, version as a label)",
    labelNames: ["version"] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.set({ version: services.catalogue.version() ?? "none" }, 1);
    },
  });
  new Gauge({
    name: "hirebase_catalogue_snapshot_build_seconds",
    help: "How long the serving catalogue snapshot took to build",
    registers: [registry],
    collect() {
      const built = services.catalogue.lastBuild();
      if (built) this.set(built.ms / 1000);
    },
  });
  new Gauge({
    name: "hirebase_catalogue_snapshot_built_timestamp_seconds",
    help: "When the serving catalogue snapshot was built (Unix time)",
    registers: [registry],
    collect() {
      const built = services.catalogue.lastBuild();
      if (built) this.set(built.at.getTime() / 1000);
    },
  });
  new Gauge({
    name: "hirebase_db_pool_connections",
    help: "PostgreSQL pool connections by state (absent on the embedded database)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const use = services.databasePoolUse();
      if (!use) return;
      this.set({ state: "total" }, use.total);
      this.set({ state: "idle" }, use.idle);
      this.set({ state: "in_use" }, use.total - use.idle);
      this.set({ state: "waiting" }, use.waiting);
      this.set({ state: "max" }, use.max);
    },
  });
  return registry;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Headers a proxy adds when it forwards a request: any of them means the client is not this machine. */
const FORWARDING_HEADERS = new Set([
  "forwarded",
  "x-real-ip",
  "via",
  "client-ip",
  "true-client-ip",
  "cf-connecting-ip",
]);

function forwarded(req: Request): boolean {
  return Object.keys(req.headers).some(
    (name) => FORWARDING_HEADERS.has(name) || name.startsWith("x-forwarded-") || name.endsWith("-client-ip"),
  );
}

function tokenMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics answers a scraper on this machine (the socket's peer is loopback and the request carries no forwarding
 * header, Forwarded, X-Forwarded-*, X-Real-IP, Via or a *-Client-IP: a reverse proxy on the same machine connects
 * from loopback too) or one sending `Authorization: Bearer
 * METRICS_TOKEN`. Anyone else gets 404, as if there were nothing here; a wrong token gets 403.
 */
export function metricsHandler(services: MetricsServices): RequestHandler {
  const own = serviceRegistry(services);
  return async (req, res) => {
    const authorization = req.headers.authorization;
    const fromLoopback = LOOPBACK.has(req.socket.remoteAddress ?? "") && !forwarded(req);
    if (!tokenMatches(authorization, services.config.METRICS_TOKEN)) {
      if (authorization) {
        res.status(403).json({ error: "The metrics token is not valid" });
        return;
      }
      if (!fromLoopback) {
        res.status(404).json({ error: "Not found" });
        return;
      }
    }
    const merged = Registry.merge([processRegistry, own]);
    res.setHeader("Cache-Control", "no-store");
    res.type(merged.contentType).send(await merged.metrics());
  };
}
