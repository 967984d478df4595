import { join, resolve } from "node:path";
import type { BankHoliday, Nation } from "../../core/bank-holidays.js";
import { todayInLondon } from "../../core/hire-dates.js";
import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import type { PostcodeLookup } from "../integrations/postcode-lookup.js";
import type { Logger } from "../logger.js";
import {
  createAdminService,
  ensureConfiguredAdmin,
  listAccounts,
  type AdminService,
  type AdminServiceOptions,
} from "./admin/index.js";
import { createPostcodeService, type PostcodeService } from "./postcodes/index.js";
import { BranchDataStore } from "./branch-data/index.js";
import { deliveryPreview } from "./hire-requests/delivery-preview.js";
import { CatalogueStore } from "./catalogue/store.js";
import { RateLimitCounter } from "./rate-limits.js";
import { fileTransport, smtpTransport } from "./mail/transport.js";
import { OutboxWorker, type OutboxWorkerOptions } from "./mail/worker.js";
import { devMailRouting } from "./mail/dev-routing.js";
import { BankHolidays } from "./bank-holidays/index.js";
import { checkout } from "./hire-requests/checkout.js";
import type { HireRequestDeps } from "./hire-requests/hire-request-deps.js";
import { createDesk, type Desk } from "./desk/index.js";
import { createApiKeyService, type ApiKeyService } from "./api-keys/index.js";
import { createIntegration, type Integration } from "./integration/index.js";
import { createCustomerData, scheduleRetention, type CustomerData } from "./customer-data/index.js";
import { submitSpecialRequest } from "./hire-requests/special-request.js";
import type { CataloguePort } from "./reservations/catalogue-port.js";
import { scheduleDraftCleanup } from "./reservations/cleanup.js";
import { ReservationService } from "./reservations/reservation-service.js";
import { createSiteSettings, type SiteSettings } from "./site-settings.js";
import { BranchFinder, type BranchSource } from "./branches/finder.js";
import { createWebhookAdmin, WebhookWorker, type WebhookAdmin, type WebhookWorkerOptions } from "./webhooks/index.js";

/**
 * The process's services, built once (or per test) by createServices, the one place they are made. server/http/app.ts
 * hands each API router, route and page loader only the members it uses. Only services touch the database, so there
 * is no database handle here.
 */
export interface Services {
  config: Config;
  logger: Logger;
  catalogue: CatalogueStore;
  siteSettings: SiteSettings;
  /** True when the database answers (for /healthz). */
  databaseReachable(): Promise<boolean>;
  /** PostgreSQL pool connections in use and waiting (undefined on the embedded database), for /metrics. */
  databasePoolUse(): ReturnType<NonNullable<Database["poolUse"]>> | undefined;
  /** Rate-limit counts shared through the database (server/http/rate-limit.ts makes the limiters). */
  rateLimits: RateLimitCounter;
  reservations: ReservationService;
  /** Branch stock and delivery bands of the current catalogue (docs/decisions/branches.md G7-G11). */
  branchData: BranchDataStore;
  /** What customers submit: a reservation checked out, or a special request. */
  hireRequests: {
    deliveryPreview: (postcode: string) => ReturnType<typeof deliveryPreview>;
    checkout: (...args: DropFirst<Parameters<typeof checkout>>) => ReturnType<typeof checkout>;
    specialRequest: (
      ...args: DropFirst<Parameters<typeof submitSpecialRequest>>
    ) => ReturnType<typeof submitSpecialRequest>;
  };
  mailOutbox: OutboxWorker;
  /** Webhook endpoints and the worker that delivers their outbox (docs/decisions/webhooks.md I11-I18). */
  webhooks: WebhookAdmin;
  webhookWorker: WebhookWorker;
  /**
   * The staff's desk of hire requests, customers' tracking links and printable estimates (docs/decisions/mylist.md
   * D1-D17).
   */
  desk: Desk;
  /** Administrators: sign-in, sessions, imports and exports, all audited. */
  admin: AdminService;
  /**
   * Customers' personal data: access and erasure requests, and the retention job (docs/decisions/operation.md Z4-Z6).
   */
  customerData: CustomerData;
  /** The integration API's keys (docs/decisions/integration.md I3, I4). */
  apiKeys: ApiKeyService;
  /** What the integration API reads: requests as they change (docs/decisions/integration.md I5, I6). */
  integration: Integration;
  /** Stops background work (mail outbox, clean-up); call before closing the database. */
  close(): Promise<void>;
  /** Postcode lookup, geocoding and autocomplete (implements PostcodeLookup for checkout and special requests). */
  postcodes: PostcodeService;
  branchFinder: BranchFinder;
  /** The days branches close, per nation (GET /api/bank-holidays and checkout). */
  bankHolidays: { window(nation: Nation): Promise<BankHoliday[]> };
}

/** The one place the branch finder reads the catalogue's branches (and the snapshot version it memoises on). */
function branchSource(catalogue: CatalogueStore): BranchSource {
  return {
    version: () => catalogue.current().version,
    listBranches: () => catalogue.current().branches(),
  };
}

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;

export interface ServiceOptions {
  /** Start the mail outbox worker and the draft clean-up (default true). */
  backgroundWork?: boolean;
  outbox?: Partial<OutboxWorkerOptions>;
  webhooks?: Partial<WebhookWorkerOptions>;
  postcodes?: PostcodeLookup;
  now?: () => Date;
  admin?: AdminServiceOptions;
}

/**
 * MyList's view of the catalogue:
 * services take these functions and never read the snapshot themselves.
 */
function cataloguePort(catalogue: CatalogueStore): CataloguePort {
  return {
    findEquipmentBySlug: (slug) => catalogue.current().equipmentBySlug(slug),
    listBranches: () => catalogue.current().branches(),
  };
}

export async function createServices(
  config: Config,
  logger: Logger,
  database: Database,
  options: ServiceOptions = {},
): Promise<Services> {
  const siteSettings = await createSiteSettings(database.db, config.SITE_MODE);
  const catalogue = new CatalogueStore(database.db, logger, {
    indexFolder: join(resolve(config.DATA_DIR), "search-index"),
    shareIndexes: database.kind === "postgres",
  });
  await catalogue.reload();
  const branches = branchSource(catalogue);
  const postcodes = createPostcodeService({
    baseUrl: config.POSTCODES_API_URL,
    db: database.db,
    logger,
    branches: () => branches.listBranches(),
  });

  const now = options.now ?? (() => new Date());
  const branchData = new BranchDataStore(
    database.db,
    () => catalogue.current().version,
    config.STOCK_MAX_AGE_HOURS,
    logger,
  );
  // Read in the background, so the first equipment page does not wait for it and start-up does not either.
  branchData.current().catch(() => undefined);
  const today = () => todayInLondon(now());
  const port = cataloguePort(catalogue);
  const postcodeLookup: PostcodeLookup = options.postcodes ?? postcodes;
  const bankHolidays = new BankHolidays();
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL)
    : fileTransport(join(resolve(config.DATA_DIR), "mail"));
  const routing = devMailRouting({
    devMode: () => siteSettings.siteMode() === "DEV",
    devMailTo: config.DEV_MAIL_TO,
    administratorAccounts: () => listAccounts(database.db),
    branchNameOf: (address) =>
      catalogue
        .current()
        .branches()
        .find((branch) => branch.email === address)?.name,
  });
  const mailOutbox = new OutboxWorker(database.db, transport, logger, options.outbox, routing);
  const webhookWorker = new WebhookWorker(
    {
      db: database.db,
      logger,
      mailFrom: config.MAIL_FROM,
      adminUrl: `${config.publicUrl}/admin/webhooks`,
      onMailQueued: () => mailOutbox.wake(),
    },
    { retryScheduleMs: config.WEBHOOK_RETRY_SCHEDULE, ...options.webhooks },
  );
  const hireRequestDeps: HireRequestDeps = {
    db: database.db,
    catalogue: port,
    postcodes: postcodeLookup,
    mailFrom: config.MAIL_FROM,
    publicUrl: config.publicUrl,
    today,
    now,
    bankHolidays,
    branchData,
    onMailQueued: () => mailOutbox.wake(),
    onWebhooksQueued: () => webhookWorker.wake(),
  };

  await ensureConfiguredAdmin(database.db, logger, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  const admin = createAdminService(database.db, catalogue, logger, () => siteSettings.siteMode(), {
    ...options.admin,
    totpKey: config.TOTP_SECRET_KEY,
  });

  const rateLimits = new RateLimitCounter(database.db, logger);
  let stopCleanup = () => {};
  let stopRetention = () => Promise.resolve();
  if (options.backgroundWork ?? true) {
    mailOutbox.start();
    webhookWorker.start();
    stopCleanup = scheduleDraftCleanup(database.db, logger);
    stopRetention = scheduleRetention(database.db, logger, { months: config.RETENTION_MONTHS, now });
  }

  return {
    config,
    logger,
    catalogue,
    siteSettings,
    databaseReachable: () => database.ping(),
    databasePoolUse: () => database.poolUse?.(),
    rateLimits,
    postcodes,
    branchFinder: new BranchFinder(branches, postcodes),
    bankHolidays: { window: (nation) => bankHolidays.window(nation, Number(today().slice(0, 4))) },
    reservations: new ReservationService({
      db: database.db,
      catalogue: port,
      today,
      bankHolidays,
      maxItems: config.MAX_LIST_LINES,
    }),
    branchData,
    hireRequests: {
      deliveryPreview: (postcode) => deliveryPreview({ ...hireRequestDeps, branchData }, postcode),
      checkout: (...args) => checkout(hireRequestDeps, ...args),
      specialRequest: (...args) => submitSpecialRequest(hireRequestDeps, ...args),
    },
    mailOutbox,
    webhooks: createWebhookAdmin(database.db, () => webhookWorker.wake()),
    webhookWorker,
    desk: createDesk({
      db: database.db,
      mailFrom: config.MAIL_FROM,
      publicUrl: config.publicUrl,
      holidays: bankHolidays,
      branches: () => catalogue.current().branches(),
      now,
      branchEmail: (id) => (id === null ? null : (catalogue.current().branchById(id)?.email ?? null)),
      onMailQueued: () => mailOutbox.wake(),
      onWebhooksQueued: () => webhookWorker.wake(),
    }),
    admin,
    customerData: createCustomerData({ db: database.db, now, retentionMonths: config.RETENTION_MONTHS }),
    apiKeys: createApiKeyService(database.db, now),
    integration: createIntegration(database.db),
    async close() {
      stopCleanup();
      await stopRetention();
      await webhookWorker.stop();
      await mailOutbox.stop();
      await rateLimits.stop();
      await branchData.settled();
    },
  };
}
