import type { Config } from "../config.js";
import type { Database, Db } from "../db/client.js";
import type { Logger } from "../logger.js";
import { createPostcodeService, type PostcodeService } from "../integrations/postcodes/index.js";
import { CatalogueStore } from "./catalogue/store.js";
import { LocationFinder, type BranchSource } from "./locations/finder.js";
import { initialiseSiteMode, type SiteMode } from "./site-settings.js";

/** Everything request handlers and page loaders need, built once per process (or per test). */
export interface Services {
  config: Config;
  logger: Logger;
  database: Database;
  db: Db;
  catalogue: CatalogueStore;
  siteMode: () => SiteMode;
  /** Postcode lookup, geocoding and autocomplete (implements PostcodeLookup for checkout and requests). */
  postcodes: PostcodeService;
  locations: LocationFinder;
}

/** The one place the branch finder reads the catalogue's branches (and the snapshot version it memoises on). */
function branchSource(catalogue: CatalogueStore): BranchSource {
  return {
    version: () => catalogue.current().version,
    listBranches: () => catalogue.current().data.locations,
  };
}

export async function createServices(config: Config, logger: Logger, database: Database): Promise<Services> {
  const siteMode = await initialiseSiteMode(database.db, config.SITE_MODE);
  const catalogue = new CatalogueStore(database.db, logger);
  await catalogue.reload();
  const branches = branchSource(catalogue);
  const postcodes = createPostcodeService({
    baseUrl: config.POSTCODES_API_URL,
    db: database.db,
    logger,
    branches: () => branches.listBranches(),
  });
  return {
    config,
    logger,
    database,
    db: database.db,
    catalogue,
    siteMode: () => siteMode,
    postcodes,
    locations: new LocationFinder(branches, postcodes),
  };
}
