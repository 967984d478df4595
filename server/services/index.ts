import type { Config } from "../config.js";
import type { Database, Db } from "../db/client.js";
import type { Logger } from "../logger.js";
import { CatalogueStore } from "./catalogue/store.js";
import { RateLimitCounter } from "./rate-limits.js";
import { initialiseSiteMode, type SiteMode } from "./site-settings.js";

/** Everything request handlers and page loaders need, built once per process (or per test). */
export interface Services {
  config: Config;
  logger: Logger;
  database: Database;
  db: Db;
  catalogue: CatalogueStore;
  siteMode: () => SiteMode;
  /** Rate-limit counts shared through the database (server/rate-limit.ts makes the limiters). */
  rateLimits: RateLimitCounter;
}

export async function createServices(config: Config, logger: Logger, database: Database): Promise<Services> {
  const siteMode = await initialiseSiteMode(database.db, config.SITE_MODE);
  const catalogue = new CatalogueStore(database.db, logger);
  await catalogue.reload();
  return {
    config,
    logger,
    database,
    db: database.db,
    catalogue,
    siteMode: () => siteMode,
    rateLimits: new RateLimitCounter(database.db, logger),
  };
}
