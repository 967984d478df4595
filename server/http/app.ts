import type { RequestListener } from "node:http";
import { join, resolve } from "node:path";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "@react-router/express";
import { apiNotFound, errorHandler } from "../api/errors.js";
import { adminAreaGuard } from "../api/admin/guards.js";
import { apiRouter } from "../api/index.js";
import { FrontDoor } from "./front-door.js";
import { expressRoutes } from "./canonical-routes.js";
import { pageContextFactory } from "../context.js";
import { buildRootFiles } from "./build-root-files.js";
import { compressedAssets } from "./compressed-assets.js";
import { documentsStatic } from "./documents-static.js";
import { demoStaticFolders } from "../../brands/demo-data.js";
import { brands } from "../../brands/index.js";
import { selectedBrandId } from "../../brands/ids.js";
import { metricsHandler, requestMetrics } from "../metrics.js";
import { FastPath } from "../fast-path/fast-path.js";
import { clientBuildFolder, demoDataFolder, projectRoot } from "../paths.js";
import { pageMethods } from "./page-methods.js";
import { createRateLimiter, onSearchPages } from "./rate-limit.js";
import type { Services } from "../services/index.js";
import { seoRouter } from "./seo-routes.js";
import { trustFunction } from "./trust-proxy.js";

/**
 * Brotli quality for what Express compresses per request (docs/decisions/performance.md N16): first renders and personal answers.
 * Quality 2 takes about half the time of compression()'s default 4 for a few percent more bytes; the fast path sends
 * its own copies of shared answers at quality 11.
 */
const PER_REQUEST_BROTLI_QUALITY = 2;

/** Below this, a personal answer (a visitor's MyList, an admin page) goes uncompressed (docs/decisions/performance.md M5). */
const PERSONAL_COMPRESSION_THRESHOLD = 4096;

/**
 * compression()'s own rule (compressible types from 1 KB), except for answers nobody else gets: those are compressed
 * per request, on the thread that serves everyone, and below 4 KB they reach a browser in its first round trip either
 * way. Shared answers keep the 1 KB rule, as the fast path's copies of them are compressed once.
 */
function worthCompressing(req: express.Request, res: express.Response): boolean {
  const cacheControl = String(res.getHeader("Cache-Control") ?? "");
  const personal = (req.method !== "GET" && req.method !== "HEAD") || /no-store|private/.test(cacheControl);
  if (personal && Number(res.getHeader("Content-Length") ?? Infinity) < PERSONAL_COMPRESSION_THRESHOLD) return false;
  return compression.filter(req, res);
}

export interface AppOptions {
  services: Services;
  /** The React Router server build, or a loader for it (development: Vite's SSR module). */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's dev middleware, in development only. */
  devMiddleware?: RequestHandler;
}

export interface Site {
  /** Absent in development, where Vite serves modules that change on every edit. */
  fastPath?: FastPath;
  /** The request listener for the HTTP server: the front door, the fast path, then Express on a miss. */
  listener: RequestListener;
}

/**
 * The site: the front door (server/http/front-door.ts), the fast path (docs/decisions/security.md O5,
 * server/fast-path/fast-path.ts) and Express behind them. Only the listener serves a request.
 */
export function createSite(options: AppOptions): Site {
  const fastPath = options.devMiddleware ? undefined : new FastPath(options.services);
  const app = createApp(options, fastPath?.capture);
  const front = new FrontDoor(options.services.logger);
  front.learn(expressRoutes(app), options.build);
  return { fastPath, listener: front.listener(app, fastPath) };
}

/** Express, behind the front door: `capture` records the responses the fast path may serve from then on. */
function createApp(options: AppOptions, capture: RequestHandler | undefined): express.Express {
  const { services, build, devMiddleware } = options;
  const { config, logger, catalogue, siteSettings, rateLimits } = services;
  const app = express();
  app.disable("x-powered-by");
  // Paths reaching the routes are canonical (server/http/canonical-path.ts), so a route matches exactly one spelling.
  app.set("case sensitive routing", true);
  app.set("trust proxy", trustFunction(config.TRUST_PROXY));
  app.use(requestMetrics);

  app.use(
    helmet({
      // Pages get a per-page CSP with inline-script hashes from app/entry.server.tsx; the API gets its own below.
      contentSecurityPolicy: false,
      hsts: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      // For browsers without CSP frame-ancestors: no framing at all, as the CSP says.
      xFrameOptions: { action: "deny" },
    }),
  );
  app.use(
    compression({
      filter: worthCompressing,
      brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY } },
    }),
  );
  // After compression(), so it records the bytes our handlers write, before they are encoded.
  if (capture) app.use(capture);

  app.get("/healthz", async (_req, res) => {
    const ok = await services.databaseReachable();
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "unavailable", catalogueVersion: catalogue.version() });
  });

  app.get("/metrics", metricsHandler(services));

  app.use("/api", (_req, res, next) => {
    res.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    next();
  });
  // docs/decisions/security.md A12: the admin area's address rule, before anything under it answers.
  app.use(adminAreaGuard(config.adminIpAllowlist, siteSettings));
  // docs/decisions/operation.md O2: per client address, as TRUST_PROXY decides it.
  const apiLimiter = createRateLimiter("api", config, rateLimits);
  app.use("/api", apiLimiter, createRateLimiter("write", config, rateLimits));
  app.use(onSearchPages(apiLimiter));
  // docs/decisions/mylist.md D3: tracking links are guessed nowhere fast; pages and their PDFs share one budget.
  const trackingLimiter = createRateLimiter("tracking", config, rateLimits);
  app.use(["/requests", "/api/requests"], trackingLimiter);
  app.use("/api", express.json({ limit: "100kb" }), apiRouter(services), apiNotFound);

  // A company's own images (DATA_DIR/category_images) take precedence over the demo set, the brand's own pictures
  // before the shared ones (docs/decisions/operation.md E31).
  const imageOptions = { maxAge: "1d", index: false as const };
  app.use("/category_images", express.static(resolve(config.DATA_DIR, "category_images"), imageOptions));
  const { demo } = brands[selectedBrandId()];
  for (const folder of demoStaticFolders(projectRoot, demoDataFolder, demo, "category_images")) {
    app.use("/category_images", express.static(folder, imageOptions));
  }
  app.use("/category_images", (_req, res) => {
    res.status(404).type("text/plain").send("Image not found");
  });
  app.use("/documents", documentsStatic(config.DATA_DIR));
  app.use(seoRouter({ config, catalogue }));

  if (devMiddleware) {
    app.use(devMiddleware);
  } else {
    const assetsFolder = join(clientBuildFolder(), "assets");
    app.use("/assets", compressedAssets(assetsFolder));
    app.use("/assets", express.static(assetsFolder, { immutable: true, maxAge: "1y", index: false }));
    app.use(buildRootFiles(clientBuildFolder()));
  }

  if (build) {
    app.all(
      "/{*splat}",
      pageMethods,
      // docs/decisions/operation.md O11: whatever reaches the renderer was not answered from the page cache.
      createRateLimiter("render", config, rateLimits),
      createRequestHandler({
        build,
        mode: config.NODE_ENV === "production" ? "production" : "development",
        getLoadContext: pageContextFactory(services),
      }),
    );
  }
  app.use(errorHandler(logger));
  return app;
}
