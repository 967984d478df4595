import type { Db } from "../../db/client.js";
import type { PostcodeLookup } from "../../integrations/postcode-lookup.js";
import type { BankHolidays } from "../bank-holidays/index.js";
import type { BranchDataStore } from "../branch-data/index.js";
import type { CataloguePort } from "../reservations/catalogue-port.js";

/** What a checkout and a special request need: both record a hire request, check its branch and queue its mail. */
export interface HireRequestDeps {
  db: Db;
  catalogue: CataloguePort;
  postcodes: PostcodeLookup;
  mailFrom: string;
  /** PUBLIC_URL, for the customer's tracking link. */
  publicUrl: string;
  today: () => string;
  now: () => Date;
  bankHolidays: BankHolidays;
  /** Delivery bands for checkout's delivery estimate (docs/decisions/branches.md G10); none: no estimate. */
  branchData?: Pick<BranchDataStore, "current">;
  /** Called after a commit that queued mail (wakes the outbox worker). */
  onMailQueued: () => void;
  /** Called after a commit that queued webhook deliveries (wakes the webhook worker). */
  onWebhooksQueued?: () => void;
}
