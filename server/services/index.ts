import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import type { Logger } from "../logger.js";
import { CatalogueStore } from "./catalogue/store.js";
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
}

export async function createServices(config: Config, logger: Logger, database: Database): Promise<Services> {
  const siteSettings = await createSiteSettings(database.db, config.SITE_MODE);
  const catalogue = new CatalogueStore(database.db, logger);
  await catalogue.reload();
  return { config, logger, catalogue, siteSettings, databaseReachable: () => database.ping() };
}
