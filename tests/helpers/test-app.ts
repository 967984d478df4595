import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync } from "node:fs";
import type { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createSite } from "../../server/http/app.js";
import type { FastPath } from "../../server/fast-path/fast-path.js";
import { loadConfig } from "../../server/config.js";
import type { Database } from "../../server/db/client.js";
import { createLogger } from "../../server/logger.js";
import { serverBuildFile } from "../../server/paths.js";
import { createServices, type ServiceOptions, type Services } from "../../server/services/index.js";
import { TOTP_SECRET_KEY } from "./admin.js";
import { freshDatabase, type TemplateName } from "./databases.js";

export { freshDatabase };

export interface TestApp {
  baseUrl: string;
  services: Services;
  database: Database;
  /** The in-memory fast path in front of Express (its stats tell a hit from a miss). */
  fastPath: FastPath;
  /** fetch relative to the app: `app.fetch("/api/categories")`. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Which migrated template to copy: an empty catalogue or the demo catalogue. */
  template?: TemplateName;
  env?: Record<string, string>;
  /** Options for createServices (mail retry timings, a postcode lookup, a fixed clock...). */
  services?: ServiceOptions;
  /** Serve pages too (needs `npm run build` first). */
  pages?: boolean;
  /** Where the server's log goes, as JSON lines at LOG_LEVEL info (default: LOG_LEVEL silent, nowhere). */
  logTo?: Writable;
}

/** GETs `path` from an app and reads the answer: status, JSON body and headers. */
export async function readJson(app: Pick<TestApp, "fetch">, path: string) {
  const response = await app.fetch(path);
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** The settings of a test app: quiet, no map tiles, no demo seed, limits only a test about limits meets. */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://hirebase.test",
    SEED_DEMO: "false",
    MAP_TILE_URL: "",
    TOTP_SECRET_KEY,
    // Generous limits, so only a test about limits meets one (docs/decisions/operation.md O2).
    RATE_LIMIT_API_PER_MINUTE: "100000",
    RATE_LIMIT_WRITE_PER_MINUTE: "100000",
    RATE_LIMIT_ADMIN_PER_MINUTE: "100000",
    RATE_LIMIT_STAFF_PER_MINUTE: "100000",
    RATE_LIMIT_TRACKING_PER_MINUTE: "100000",
    RATE_LIMIT_RENDER_PER_MINUTE: "100000",
    ...env,
  });
}

/** Starts the site (fast path and createApp) on an ephemeral port against a fresh copy of a migrated template database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await freshDatabase(options.template ?? "empty");
  const config = testConfig(options.env);
  const logger = options.logTo
    ? createLogger("info", { format: "json", destination: options.logTo })
    : createLogger(config.LOG_LEVEL);
  const services = await createServices(config, logger, database, options.services);
  let build: ServerBuild | undefined;
  if (options.pages) {
    if (!existsSync(serverBuildFile()))
      throw new Error("Page tests need a production build: run `npm run build` first");
    build = (await import(pathToFileURL(serverBuildFile()).href)) as ServerBuild;
  }
  const site = createSite({ services, build });
  const server = createServer(site.listener).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    services,
    database,
    fastPath: site.fastPath!,
    fetch: (path, init) => fetch(baseUrl + path, { redirect: "manual", ...init }),
    async close() {
      services.catalogue.stopPolling();
      await services.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await database.close();
    },
  };
}
