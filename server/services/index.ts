import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import type { Logger } from "../logger.js";
import { CatalogueStore } from "./catalogue/store.js";
import { RateLimitCounter } from "./rate-limits.js";
import { createSiteSettings, type SiteSettings } from "./site-settings.js";

/**
 * Everything request handlers and page loaders need, built once per process (or per test). Only
 * services touch the database, so there is no database handle here.
 */
export interface Services {
  config: Config;
  logger: Logger;
  catalogue: CatalogueStore;
  siteSettings: SiteSettings;
  /** True when the database answers (for /healthz). */
  databaseReachable(): Promise<boolean>;
  /** Rate-limit counts shared through the database (server/rate-limit.ts makes the limiters). */
  rateLimits: RateLimitCounter;
}

export async function createServices(config: Config, logger: Logger, database: Database): Promise<Services> {
  const siteSettings = await createSiteSettings(database.db, config.SITE_MODE);
  const catalogue = new CatalogueStore(database.db, logger);
  await catalogue.reload();
  return {
    config,
    logger,
    catalogue,
    siteSettings,
    databaseReachable: () => database.ping(),
    rateLimits: new RateLimitCounter(database.db, logger),
  };
}
