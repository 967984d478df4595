import { createServer, type Server, type ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { ConfigError, defaultPublicUrl, loadConfig } from "../config.js";
import { DataDirInUseError, lockDataDir, type DataDirLock } from "./data-dir-lock.js";
import { serveBackups } from "./backup-socket.js";
import { databaseOptionsFromConfig, openDatabase, type Database } from "../db/client.js";
import { DatabaseUnavailableError } from "../db/postgres-problem.js";
import { createPgliteDataDirIfMissing, FirstStartError } from "../db/pglite-first-start.js";
import { createLogger } from "../logger.js";
import { serverBuildFile } from "../paths.js";
import { keepNewFilesPrivate, makeDataDirPrivate } from "../private-files.js";
import { assertPortAvailable, describeListenError, PortUnavailableError } from "./port-check.js";
import { sealTotpSecretsAtStart, TotpKeyProblem } from "../services/admin/totp-secrets-at-start.js";
import type { Services } from "../services/index.js";
import type { ShutdownSignal } from "./shutdown-signal.js";
import { stopListening } from "./stop-listening.js";

class StartupAborted extends Error {}

/** How long an idle kept-alive socket stays open; clients such as undici close theirs a second earlier. */
const KEEP_ALIVE_MS = 5000;
/**
 * After a shutdown signal, idle kept-alive sockets are left to that same timeout rather than closed at once (E11):
 * a request the client has just written may still be unread in a socket that looks idle, and closing the socket
 * would reset it, whereas a client never sends on a socket past its keep-alive time.
 */
const DRAIN_GRACE_MS = KEEP_ALIVE_MS;

/** Stops start-up with one plain line on standard error, for problems the person starting the server can fix. */
function refuseToStart(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Config, database, migrations, demo seed, services, app, listen; then drain and close on a signal. */
export async function startServer(signal: ShutdownSignal): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) refuseToStart(err.message);
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL, { format: config.LOG_FORMAT });
  keepNewFilesPrivate();
  if (config.TRUST_PROXY === true) {
    logger.warn("TRUST_PROXY=true lets any client choose its address (and so escape rate limits): set a hop count");
  }

  // Both checks come before the database is opened: PGlite allows one process per folder (docs/decisions/operation.md O4).
  let dataDirLock: DataDirLock | undefined;
  try {
    if (!config.DATABASE_URL) dataDirLock = lockDataDir(config.DATA_DIR);
    await assertPortAvailable(config.PORT, config.HOST);
  } catch (err) {
    if (err instanceof DataDirInUseError || err instanceof PortUnavailableError) refuseToStart(err.message);
    throw err;
  }
  // docs/decisions/operation.md Z9: what an older version or a looser umask left readable is fixed before use.
  makeDataDirPrivate(config.DATA_DIR, logger);

  let database: Database | undefined;
  let services: Services | undefined;
  let server: Server | undefined;
  const closeVite: (() => Promise<void>)[] = [];
  /** Stops answering `npm run backup` (embedded database only, docs/decisions/operation.md Z8). */
  let closeBackups: (() => Promise<void>) | undefined;

  const checkpoint = () => {
    if (signal.requested) throw new StartupAborted();
  };

  /** Registered once listening; a signal during start-up is handled by the checkpoints instead. */
  async function shutdown(name: string) {
    logger.info({ signal: name }, "shutting down");
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, config!.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    services?.catalogue.stopPolling();
    // Stop accepting; requests still arriving on kept-alive connections are answered with
    // "Connection: close", and idle connections are closed as they appear, so the drain ends.
    server!.prependListener("request", (_req, res: ServerResponse) => {
      if (!res.headersSent) res.setHeader("Connection", "close");
    });
    // Stop listening at once, but leave kept-alive sockets open for a short grace: a request a client has already
    // sent may still sit unread in a socket that looks idle (a busy event loop), and closing it would reset that
    // request.
    const closed = stopListening(server!);
    let closeIdle: NodeJS.Timeout | undefined;
    const grace = setTimeout(() => {
      server!.closeIdleConnections();
      closeIdle = setInterval(() => server!.closeIdleConnections(), 100);
    }, DRAIN_GRACE_MS);
    await closed;
    clearTimeout(grace);
    clearInterval(closeIdle);
    await Promise.all(closeVite.map((close) => close()));
    await closeBackups?.();
    await services?.close();
    await database?.close();
    dataDirLock?.release();
    logger.info("stopped cleanly");
    process.exit(0);
  }

  try {
    const started = performance.now();
    // The application's modules and the page build (React and every route) take seconds to evaluate, so they load
    // while the database opens, or while the first-start child creates it: start-up is their sum otherwise
    // (docs/decisions/performance.md N11).
    const application = Promise.all([
      import("../services/index.js"),
      import("../services/import/index.js"),
      import("../http/app.js"),
    ]);
    application.catch(() => {}); // awaited below; a failure is reported there
    const productionBuild =
      config.NODE_ENV === "production"
        ? (import(pathToFileURL(serverBuildFile()).href) as Promise<ServerBuild>)
        : undefined;
    productionBuild?.catch(() => {}); // awaited below; a failure is reported there
    const databaseOptions = databaseOptionsFromConfig(config);
    if (databaseOptions.kind === "pglite" && databaseOptions.dataDir) {
      // A new folder is created by a child process so initdb's memory is not kept by the server (docs/decisions/performance.md N7).
      const request = {
        dataDir: databaseOptions.dataDir,
        seedDemo: config.SEED_DEMO,
        logLevel: config.LOG_LEVEL,
        logFormat: config.LOG_FORMAT,
      };
      await createPgliteDataDirIfMissing(request, logger).catch((err: unknown) => {
        checkpoint();
        throw err;
      });
      checkpoint();
    }
    database = await openDatabase(
      databaseOptions.kind === "pglite"
        ? {
            ...databaseOptions,
            // The embedded database's thread died (docs/decisions/performance.md T1): requests already answer 503; the process
            // ends so whatever supervises it starts a fresh one on the same data folder.
            onStopped: (err) => {
              logger.fatal({ err }, "the embedded database stopped; exiting");
              process.exit(1);
            },
          }
        : databaseOptions,
    );
    checkpoint();
    await database.migrate();
    checkpoint();
    const sealed = await sealTotpSecretsAtStart(database.db, config.TOTP_SECRET_KEY);
    if (sealed > 0) logger.info({ sealed }, `Encrypted ${sealed} TOTP secret(s) with TOTP_SECRET_KEY`);
    if (database.pglite) closeBackups = await serveBackups(config.DATA_DIR, database.pglite, logger);
    const [{ createServices }, { seedDemoCatalogueIfEmpty }, { createSite }] = await application;
    checkpoint();
    if (config.SEED_DEMO) await seedDemoCatalogueIfEmpty(database.db, logger);
    checkpoint();
    services = await createServices(config, logger, database);
    if (services.siteSettings.siteMode() === "DEV" && config.publicUrl.startsWith("https://")) {
      // A new database starts in DEV (docs/decisions/operation.md O1): a site put live without SITE_MODE=LIVE says so loudly.
      logger.warn(
        `The site is in DEV mode at ${config.publicUrl}: every page shows the development banner and branch e-mails go to the administrator. To go live, start it with SITE_MODE=LIVE (docs/operations.md).`,
      );
    }
    services.catalogue.startPolling();
    checkpoint();

    let build: ServerBuild | (() => Promise<ServerBuild>);
    let devMiddleware: RequestHandler | undefined;
    if (config.NODE_ENV === "production") {
      build = await productionBuild!;
    } else {
      const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
      closeVite.push(() => vite.close());
      devMiddleware = vite.middlewares as unknown as RequestHandler;
      build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    }
    checkpoint();

    server = createServer(createSite({ services, build, devMiddleware }).listener).listen(config.PORT, config.HOST);
    await new Promise<void>((resolve, reject) => {
      server!.once("listening", resolve);
      server!.once("error", (err) => {
        const message = describeListenError(err, config!.PORT);
        reject(message ? new PortUnavailableError(message) : err);
      });
    });
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    signal.onSignal((name) => void shutdown(name));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info(
      { database: database.kind, mode: config.NODE_ENV, ms: Math.round(performance.now() - started) },
      `Hirebase is listening on ${defaultPublicUrl(config.HOST, port)}`,
    );
  } catch (err) {
    if (err instanceof StartupAborted) {
      await Promise.all(closeVite.map((close) => close()));
      await closeBackups?.();
      await services?.close();
      await database?.close();
      logger.info("start-up stopped cleanly");
      process.exit(0);
    }
    if (err instanceof PortUnavailableError) {
      await database?.close().catch(() => {});
      refuseToStart(err.message);
    }
    if (err instanceof FirstStartError || err instanceof DatabaseUnavailableError) refuseToStart(err.message);
    if (err instanceof TotpKeyProblem) {
      await database?.close().catch(() => {});
      refuseToStart(err.message);
    }
    logger.fatal({ err }, "start-up failed");
    await database?.close().catch(() => {});
    process.exit(1);
  }
}
