import { join, resolve } from "node:path";
import { todayInLondon } from "../../core/hire-dates.js";
import type { Config } from "../config.js";
import type { Database, Db } from "../db/client.js";
import type { PostcodeLookup } from "../integrations/postcode-lookup.js";
import type { Logger } from "../logger.js";
import { createPostcodeService, type PostcodeService } from "../integrations/postcodes/index.js";
import { findEquipment } from "./catalogue/queries.js";
import { CatalogueStore } from "./catalogue/store.js";
import { LocationFinder, type BranchSource } from "./locations/finder.js";
import { fileTransport, smtpTransport } from "./mail/transport.js";
import { OutboxWorker, type OutboxWorkerOptions } from "./mail/worker.js";
import { checkout, type CheckoutDeps } from "./requests/checkout.js";
import { submitSpecialRequest } from "./requests/special-request.js";
import type { CataloguePort } from "./reservations/catalogue-port.js";
import { scheduleDraftCleanup } from "./reservations/cleanup.js";
import { ReservationService } from "./reservations/reservation-service.js";
import { initialiseSiteMode, type SiteMode } from "./site-settings.js";

/** Everything request handlers and page loaders need, built once per process (or per test). */
export interface Services {
  config: Config;
  logger: Logger;
  database: Database;
  db: Db;
  catalogue: CatalogueStore;
  siteMode: () => SiteMode;
  reservations: ReservationService;
  requests: {
    checkout: (...args: DropFirst<Parameters<typeof checkout>>) => ReturnType<typeof checkout>;
    specialRequest: (...args: DropFirst<Parameters<typeof submitSpecialRequest>>) => Promise<string>;
  };
  mailOutbox: OutboxWorker;
  /** Stops background work (mail outbox, clean-up); call before closing the database. */
  close(): Promise<void>;
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

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;

export interface ServiceOptions {
  /** Start the mail outbox worker and the draft clean-up (default true). */
  backgroundWork?: boolean;
  outbox?: Partial<OutboxWorkerOptions>;
  postcodes?: PostcodeLookup;
  now?: () => Date;
}

/**
 * MyList's view of the catalogue. The one place to switch to the catalogue's own interface when it lands:
 * services take these functions and never read the snapshot themselves.
 */
function cataloguePort(catalogue: CatalogueStore): CataloguePort {
  return {
    findEquipmentBySlug: (slug) => findEquipment(catalogue.current().data, slug),
    listBranches: () => catalogue.current().data.locations,
  };
}

export async function createServices(
  config: Config,
  logger: Logger,
  database: Database,
  options: ServiceOptions = {},
): Promise<Services> {
  const siteMode = await initialiseSiteMode(database.db, config.SITE_MODE);
  const catalogue = new CatalogueStore(database.db, logger);
  await catalogue.reload();

  const now = options.now ?? (() => new Date());
  const today = () => todayInLondon(now());
  const port = cataloguePort(catalogue);
  const branches = branchSource(catalogue);
  const postcodeService = createPostcodeService({
    baseUrl: config.POSTCODES_API_URL,
    db: database.db,
    logger,
    branches: () => branches.listBranches(),
  });
  const postcodes = options.postcodes ?? postcodeService;
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL)
    : fileTransport(join(resolve(config.DATA_DIR), "mail"));
  const mailOutbox = new OutboxWorker(database.db, transport, logger, options.outbox);
  const requestDeps: CheckoutDeps = {
    db: database.db,
    catalogue: port,
    postcodes,
    mailFrom: config.MAIL_FROM,
    today,
    now,
    onMailQueued: () => mailOutbox.wake(),
  };

  let stopCleanup = () => {};
  if (options.backgroundWork ?? true) {
    mailOutbox.start();
    stopCleanup = scheduleDraftCleanup(database.db, logger);
  }

  return {
    config,
    logger,
    database,
    db: database.db,
    catalogue,
    siteMode: () => siteMode,
    reservations: new ReservationService({ db: database.db, catalogue: port, today }),
    requests: {
      checkout: (...args) => checkout(requestDeps, ...args),
      specialRequest: (...args) => submitSpecialRequest(requestDeps, ...args),
    },
    mailOutbox,
    async close() {
      stopCleanup();
      await mailOutbox.stop();
    },
    postcodes: postcodeService,
    locations: new LocationFinder(branches, postcodeService),
  };
}
