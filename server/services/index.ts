import { join, resolve } from "node:path";
import { todayInLondon } from "../../core/hire-dates.js";
import type { Config } from "../config.js";
import type { Database, Db } from "../db/client.js";
import type { PostcodeLookup } from "../integrations/postcode-lookup.js";
import type { Logger } from "../logger.js";
import { findEquipment } from "./catalogue/queries.js";
import { CatalogueStore } from "./catalogue/store.js";
import { fileTransport, smtpTransport } from "./mail/transport.js";
import { OutboxWorker, type OutboxWorkerOptions } from "./mail/worker.js";
import { checkout, type CheckoutDeps } from "./requests/checkout.js";
import { formatOnlyPostcodeLookup } from "./requests/format-only-postcode-lookup.js";
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
  // Until the branch finder's postcodes.io client lands, postcodes are checked by format only (G1).
  const postcodes = options.postcodes ?? formatOnlyPostcodeLookup;
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
  };
}
