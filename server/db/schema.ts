import { sql } from "drizzle-orm";
import { nameKeyOf, snapshotPostcodeKeyOf } from "./search-keys.js";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Catalogue tables. They are replaced whole by the CSV importer, so there are deliberately
// no foreign keys between them (docs/decisions/catalogue-import.md C2): references are resolved in the snapshot.

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    categorySlug: text("category_slug").notNull(),
    name: text("name").notNull(),
    categoryCode: text("category_code").notNull(),
    level: integer("level").notNull(),
    parentSlug: text("parent_slug"),
    description: text("description").notNull().default(""),
    fullDescription: text("full_description").notNull().default(""),
    productDetails: text("product_details").notNull().default(""),
    specification: text("specification").notNull().default(""),
    featured: boolean("featured").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [uniqueIndex("categories_slug_key").on(table.categorySlug)],
);

export const equipment = pgTable(
  "equipment",
  {
    id: serial("id").primaryKey(),
    equipmentSlug: text("equipment_slug").notNull(),
    name: text("name").notNull(),
    productCode: text("product_code").notNull(),
    type: text("type").notNull(),
    rate: numeric("rate", { precision: 12, scale: 2 }),
    rateType: text("rate_type").notNull().default("per week"),
    // Rate bands (docs/decisions/money.md P7): empty unless the catalogue prices by the day, weekend and week.
    rateDay: numeric("rate_day", { precision: 12, scale: 2 }),
    rateWeekend: numeric("rate_weekend", { precision: 12, scale: 2 }),
    rateWeek: numeric("rate_week", { precision: 12, scale: 2 }),
    rateExtraDay: numeric("rate_extra_day", { precision: 12, scale: 2 }),
    strikeRate: numeric("strike_rate", { precision: 12, scale: 2 }),
    imageCode: text("image_code").notNull().default(""),
    commCode: text("comm_code").notNull().default(""),
    fullDescription: text("full_description").notNull().default(""),
    mainCategorySlug: text("main_category_slug"),
  },
  (table) => [
    uniqueIndex("equipment_slug_key").on(table.equipmentSlug),
    uniqueIndex("equipment_product_code_key").on(table.productCode),
  ],
);

export const equipmentCategories = pgTable(
  "equipment_categories",
  {
    equipmentSlug: text("equipment_slug").notNull(),
    categorySlug: text("category_slug").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.equipmentSlug, table.categorySlug] }),
    index("equipment_categories_category_idx").on(table.categorySlug),
  ],
);

export const categoryDocuments = pgTable(
  "category_documents",
  {
    id: serial("id").primaryKey(),
    categorySlug: text("category_slug").notNull(),
    title: text("title").notNull(),
    target: text("target").notNull().default("_blank"),
    url: text("url").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [uniqueIndex("category_documents_key").on(table.categorySlug, table.url)],
);

export const specials = pgTable(
  "specials",
  {
    id: serial("id").primaryKey(),
    commCode: text("comm_code").notNull(),
    categoryName: text("category_name").notNull(),
    equipmentSlug: text("equipment_slug"),
    title: text("title").notNull().default(""),
    imageCode: text("image_code").notNull().default(""),
    fullDescription: text("full_description").notNull().default(""),
    featured: boolean("featured").notNull().default(false),
    enquire: boolean("enquire").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    /** First and last London day the special shows (inclusive, migration 0009); null: no limit that side. */
    validFrom: date("valid_from", { mode: "string" }),
    validTo: date("valid_to", { mode: "string" }),
  },
  (table) => [uniqueIndex("specials_comm_code_key").on(table.commCode)],
);

export const locations = pgTable("locations", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  type: text("type").notNull().default("Branch"),
  email: text("email").notNull().default(""),
  phone: text("phone").notNull().default(""),
  fullAddress: text("full_address").notNull().default(""),
  postcode: text("postcode").notNull().default(""),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  openingHours: text("opening_hours").notNull().default(""),
});

/**
 * What to suggest with an item: accessories, consumables and safety equipment (docs/decisions/catalogue-import.md
 * C12). Both slugs must name equipment when the file is imported; an item dropped later is skipped by the snapshot.
 */
export const relatedItems = pgTable(
  "related_items",
  {
    equipmentSlug: text("equipment_slug").notNull(),
    relatedSlug: text("related_slug").notNull(),
    kind: text("kind").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.equipmentSlug, table.relatedSlug] })],
);

/**
 * Quantities per branch and item from the hire company's nightly stock export (optional; docs/decisions/branches.md
 * G7). Each row carries the time it was counted; rows older than STOCK_MAX_AGE_HOURS are ignored (G8).
 */
export const branchStock = pgTable(
  "branch_stock",
  {
    branchId: integer("branch_id").notNull(),
    productCode: text("product_code").notNull(),
    quantity: integer("quantity").notNull(),
    asOf: timestamp("as_of", { withTimezone: true, mode: "string" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.branchId, table.productCode] })],
);

/**
 * Delivery prices by distance from the branch (optional; G11): a branch's own bands, else the company-wide ones
 * (branch_id null). Beyond the last band delivery is quoted on request.
 */
export const deliveryBands = pgTable("delivery_bands", {
  id: serial("id").primaryKey(),
  branchId: integer("branch_id"),
  upToMiles: numeric("up_to_miles", { precision: 7, scale: 1 }).notNull(),
  price: numeric("price", { precision: 12, scale: 2 }).notNull(),
});

export const siteSettings = pgTable("site_settings", {
  settingKey: text("setting_key").primaryKey(),
  settingValue: text("setting_value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

export const importableTables = {
  categories,
  equipment,
  equipment_categories: equipmentCategories,
  category_documents: categoryDocuments,
  specials,
  locations,
  related_items: relatedItems,
  branch_stock: branchStock,
  delivery_bands: deliveryBands,
} as const;
export type ImportableTableName = keyof typeof importableTables;

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * The catalogue's built search indexes, shared by the instances of a site on one PostgreSQL database (migration
 * 0023_search_indexes, docs/decisions/performance.md N46): a row without a body is an instance's claim to build the
 * index of that key; the others wait for its body instead of building the same index. Unused on the embedded database.
 */
export const searchIndexes = pgTable("search_indexes", {
  key: text("key").primaryKey(),
  body: bytea("body"),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The version of each catalogue table before its last import or restore (migration 0008_import_history), its rows in
 * importHistoryRows.
 */
export const importHistory = pgTable("import_history", {
  tableName: text("table_name").primaryKey(),
  rowCount: integer("row_count").notNull(),
  replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
  /** Who replaced it: the administrator's e-mail, or 'command line'. */
  replacedBy: text("replaced_by"),
  /** Replaced by a restore: putting it back undoes that restore (docs/decisions/catalogue-import.md C16). */
  replacedByRestore: boolean("replaced_by_restore").notNull().default(false),
});

/**
 * The rows of each table's previous version (migration 0024_import_history_rows): every column of each row as jsonb,
 * so 'Restore previous version' puts back exactly what was there, ids included.
 */
export const importHistoryRows = pgTable("import_history_rows", {
  tableName: text("table_name").notNull(),
  row: jsonb("row").notNull(),
});

// Rate limits (docs/decisions/operation.md O2). Counts per limiter, client and fixed window, shared by every instance on
// this database; each instance adds its own hits in batches (server/services/rate-limits.ts). Rows of ended
// windows are deleted as instances notice them.

export const rateLimits = pgTable(
  "rate_limits",
  {
    limiter: text("limiter").notNull(),
    clientKey: text("client_key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    windowEnd: timestamp("window_end", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.limiter, table.clientKey, table.windowStart] }),
    index("rate_limits_window_end_idx").on(table.windowEnd),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// MyList: reservations, requests and the mail outbox (migration 0003_reservations). Reservation items name
// their equipment by slug with no foreign key, because a catalogue import replaces the equipment table
// (docs/decisions/mylist.md R7); they keep a copy of what the customer saw.

export const reservations = pgTable(
  "reservations",
  {
    id: serial("id").primaryKey(),
    sessionId: text("session_id").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    /** 'active' (a draft the visitor is building) or 'submitted' (checked out, R6). */
    status: text("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("reservations_active_session_key")
      .on(table.sessionId)
      .where(sql`${table.status} = 'active'`),
    index("reservations_status_updated_idx").on(table.status, table.updatedAt),
    check("reservations_status_check", sql`${table.status} in ('active', 'submitted')`),
    check("reservations_period_check", sql`${table.endDate} > ${table.startDate}`),
  ],
);

export const reservationItems = pgTable(
  "reservation_items",
  {
    id: serial("id").primaryKey(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    equipmentSlug: text("equipment_slug").notNull(),
    name: text("name").notNull(),
    productCode: text("product_code").notNull().default(""),
    type: text("type").notNull(),
    rate: numeric("rate", { precision: 12, scale: 2 }),
    rateType: text("rate_type").notNull(),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("reservation_items_line_key").on(table.reservationId, table.equipmentSlug),
    check("reservation_items_quantity_check", sql`${table.quantity} between 1 and 10`),
  ],
);

/** The answer given to an `Idempotency-Key` on a reservation, replayed when the same action is retried (R4). */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status").notNull(),
    responseBody: jsonb("response_body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reservationId, table.key] })],
);

/** A checked-out MyList: what the customer asked for, frozen at the moment of checkout. */
export const hireRequests = pgTable(
  "hire_requests",
  {
    id: serial("id").primaryKey(),
    referenceNumber: text("reference_number").notNull(),
    reservationId: integer("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    branchId: integer("branch_id"),
    customerEmail: text("customer_email").notNull(),
    postcodeStatus: text("postcode_status").notNull(),
    snapshot: jsonb("snapshot").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("hire_requests_reference_key").on(table.referenceNumber),
    uniqueIndex("hire_requests_reservation_key").on(table.reservationId),
    index("hire_requests_postcode_key_idx").on(sql`(${snapshotPostcodeKeyOf(table.snapshot)}) text_pattern_ops`),
  ],
);

/** A special request ('+enquire' or the special-request form) for one item. */
export const specialRequests = pgTable(
  "special_requests",
  {
    id: serial("id").primaryKey(),
    referenceNumber: text("reference_number").notNull(),
    branchId: integer("branch_id"),
    customerEmail: text("customer_email").notNull(),
    postcodeStatus: text("postcode_status").notNull(),
    snapshot: jsonb("snapshot").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Repeats answer the first reference (docs/decisions/mylist.md M6): a hash of the Idempotency-Key, if one was
     * sent...
     */
    idempotencyKey: text("idempotency_key"),
    /** ...a hash of the request as checked (a reused key with another request is refused)... */
    requestHash: text("request_hash"),
    /** ...and a hash of the sender's address with the request, for a repeat without a key. */
    fingerprint: text("fingerprint"),
  },
  (table) => [
    uniqueIndex("special_requests_reference_key").on(table.referenceNumber),
    index("special_requests_idempotency_key_idx").on(table.idempotencyKey, table.createdAt),
    index("special_requests_fingerprint_idx").on(table.fingerprint, table.createdAt),
    index("special_requests_postcode_key_idx").on(sql`(${snapshotPostcodeKeyOf(table.snapshot)}) text_pattern_ops`),
  ],
);

/**
 * Customer copies of special requests sent to each address per day (docs/decisions/mylist.md M6: the form is no mail
 * relay).
 */
export const mailCopies = pgTable(
  "mail_copies",
  {
    address: text("address").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    copies: integer("copies").notNull(),
  },
  (table) => [primaryKey({ columns: [table.address, table.day] }), index("mail_copies_day_idx").on(table.day)],
);

/** Transactional outbox (docs/decisions/operation.md O3): written with the request, sent by the mail worker. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    messageId: text("message_id").notNull(),
    kind: text("kind").notNull(),
    referenceNumber: text("reference_number"),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** 'pending' until delivered, then 'sent'; 'withheld': a branch copy DEV mode had nowhere to send. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A claim: another worker skips the row until this passes (a crashed worker's claim simply expires). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("mail_outbox_message_id_key").on(table.messageId),
    index("mail_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

// Postcode lookups (server/services/postcodes): found and not-found answers of the postcode service,
// with their age, so repeat lookups are instant and an outage can fall back to what we already know.

export const postcodeCache = pgTable("postcode_cache", {
  /** The normalised postcode, e.g. "SW1A 1AA". */
  postcode: text("postcode").primaryKey(),
  found: boolean("found").notNull(),
  town: text("town"),
  region: text("region"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  fetchedAt: timestamp("fetched_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

// ---------------------------------------------------------------------------------------------------------
// Administrators (migration 0004_admin). Nobody else signs in. Sessions are stored by the SHA-256 of their
// token, so a copy of the database cannot be used to sign in; they end after 8 hours without a request.

export const adminUsers = pgTable(
  "admin_users",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-case. */
    email: text("email").notNull(),
    /** argon2id, in the PHC string format. */
    passwordHash: text("password_hash").notNull(),
    /** Base32 TOTP secret (RFC 6238) when the account has a second factor (migration 0006_admin_totp). */
    totpSecret: text("totp_secret"),
    /** The last 30-second step whose code was accepted, so a code works once. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** 'administrator' (everything) or 'branch-staff' (the desk for its branches; docs/decisions/security.md A7). */
    role: text("role").notNull().default("administrator"),
    /** Set when the account is disabled: it cannot sign in and its sessions end (A9). */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("admin_users_email_key").on(table.email),
    check("admin_users_role_check", sql`${table.role} in ('administrator', 'branch-staff')`),
  ],
);

/** The branches a branch-staff account works for (location ids; no foreign key, as imports replace locations). */
export const adminUserBranches = pgTable(
  "admin_user_branches",
  {
    adminUserId: integer("admin_user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    branchId: integer("branch_id").notNull(),
  },
  (table) => [primaryKey({ columns: [table.adminUserId, table.branchId] })],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminUserId: integer("admin_user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("admin_sessions_last_seen_idx").on(table.lastSeenAt)],
);

/** Sign-ins, failed sign-ins, sign-outs and imports (throttling counts in admin_login_throttle, below). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    tableName: text("table_name"),
    recordCount: integer("record_count"),
    clientAddress: text("client_address"),
    /** 'success', 'failure' or 'refused'. */
    outcome: text("outcome").notNull(),
    detail: text("detail"),
  },
  (table) => [index("audit_log_action_at_idx").on(table.action, table.at)],
);

// ---------------------------------------------------------------------------------------------------------
// Sign-in throttling (migration 0007_admin_login_throttle): attempts per client address (account '') and per
// address and account, so every instance shares them. Never per account alone: a stranger must not be able to
// keep an administrator out from everywhere.

export const adminLoginThrottle = pgTable(
  "admin_login_throttle",
  {
    clientAddress: text("client_address").notNull(),
    /** The e-mail address tried, or '' for the row that counts every account tried from the address. */
    account: text("account").notNull().default(""),
    /** Attempts since the address last signed in (each counts as failed until it succeeds). */
    failures: integer("failures").notNull(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientAddress, table.account] }),
    index("admin_login_throttle_last_attempt_idx").on(table.lastAttemptAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// The request desk (migration 0005_request_desk): one row per hire request or special request with the columns the
// desk filters, searches and lists, its status and the hash of the customer's tracking token. The snapshot taken at
// checkout stays in hire_requests / special_requests; this row is written in the same transaction.

export const REQUEST_STATUSES = ["received", "contacted", "confirmed", "declined", "completed", "cancelled"] as const;

export const customerRequests = pgTable(
  "customer_requests",
  {
    id: serial("id").primaryKey(),
    /** 'hire' (a checked-out MyList, ML-) or 'special' (a special request, SR-). */
    kind: text("kind").notNull(),
    referenceNumber: text("reference_number").notNull(),
    branchId: integer("branch_id"),
    branchName: text("branch_name").notNull().default(""),
    customerName: text("customer_name").notNull().default(""),
    customerSurname: text("customer_surname").notNull().default(""),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull().default(""),
    /** The telephone number's digits, a leading +44 written as 0, for prefix search. */
    phoneDigits: text("phone_digits").notNull().default(""),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    itemsSummary: text("items_summary").notNull().default(""),
    itemCount: integer("item_count").notNull().default(0),
    /** Ex VAT; null for a special request (the branch prices it). */
    estimatedTotal: numeric("estimated_total", { precision: 12, scale: 2 }),
    /** The delivery estimate shown at checkout, as one line (docs/decisions/branches.md G11); null without one. */
    deliveryEstimate: text("delivery_estimate"),
    status: text("status").notNull().default("received"),
    /** SHA-256 (hex) of the customer's tracking token; null for requests made before the desk existed. */
    trackingTokenHash: text("tracking_token_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the customer's personal details were erased (retention or an erasure request, docs/decisions/operation.md Z4). */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /** A hire request's 'collection' or 'delivery'; null for a special request. */
    deliveryMethod: text("delivery_method"),
    /** What the branch agreed when it confirmed the request (docs/decisions/mylist.md D11): price ex VAT... */
    confirmedPrice: numeric("confirmed_price", { precision: 12, scale: 2 }),
    /** ...and the collection or delivery time. */
    confirmedFor: timestamp("confirmed_for", { withTimezone: true }),
    /**
     * The transaction that last wrote the row, stamped by a trigger on every insert and update (migration
     * 0019_integration_api): the pull API's order (docs/decisions/integration.md I6).
     */
    changeXact: bigint("change_xact", { mode: "number" })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (table) => [
    index("customer_requests_change_idx").on(table.changeXact, table.id),
    index("customer_requests_retention_idx")
      .on(table.updatedAt)
      .where(sql`${table.erasedAt} is null`),
    uniqueIndex("customer_requests_reference_key").on(sql`${table.referenceNumber} text_pattern_ops`),
    index("customer_requests_created_idx").on(table.createdAt.desc(), table.id.desc()),
    index("customer_requests_status_created_idx").on(table.status, table.createdAt.desc(), table.id.desc()),
    index("customer_requests_branch_created_idx").on(table.branchId, table.createdAt.desc(), table.id.desc()),
    index("customer_requests_email_idx").on(sql`lower(${table.customerEmail}) text_pattern_ops`),
    // Names by their search key (docs/decisions/mylist.md D9).
    index("customer_requests_name_key_idx").on(sql`(${nameKeyOf(table.customerName)}) text_pattern_ops`),
    index("customer_requests_surname_key_idx").on(sql`(${nameKeyOf(table.customerSurname)}) text_pattern_ops`),
    index("customer_requests_phone_idx").on(sql`${table.phoneDigits} text_pattern_ops`),
    check("customer_requests_kind_check", sql`${table.kind} in ('hire', 'special')`),
    check(
      "customer_requests_status_check",
      sql`${table.status} in ('received', 'contacted', 'confirmed', 'declined', 'completed', 'cancelled')`,
    ),
  ],
);

/**
 * Notes the branch keeps about a request (docs/decisions/mylist.md D10): never sent to the customer, deleted when the
 * customer's details are erased.
 */
export const requestNotes = pgTable(
  "request_notes",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => customerRequests.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    authorEmail: text("author_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("request_notes_request_idx").on(table.requestId, table.createdAt)],
);

/**
 * The tracking links the status e-mails carry (docs/decisions/mylist.md D13), each stored only as its SHA-256 (hex) like
 * the checkout's link on the desk row (D3); deleted when the customer's details are erased.
 */
export const requestTrackingLinks = pgTable(
  "request_tracking_links",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => customerRequests.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("request_tracking_links_request_idx").on(table.requestId)],
);

/** Each status change of a request, with the note sent to the customer and who made it. */
export const requestStatusChanges = pgTable(
  "request_status_changes",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => customerRequests.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    note: text("note").notNull().default(""),
    actorEmail: text("actor_email"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("request_status_changes_request_idx").on(table.requestId, table.at)],
);

// ---------------------------------------------------------------------------------------------------------
// The integration API (migration 0019_integration_api, docs/decisions/integration.md I3, I4): machine keys.

export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** SHA-256 (hex) of the whole key; the key itself is shown once and never stored. */
    keyHash: text("key_hash").notNull(),
    /** The key's first characters, so an administrator can tell keys apart. */
    keyPrefix: text("key_prefix").notNull(),
    scopes: text("scopes").array().notNull(),
    /** Addresses and CIDR ranges the key may be used from; empty: anywhere. */
    allowedCidrs: text("allowed_cidrs")
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("api_keys_key_hash_key").on(table.keyHash),
    uniqueIndex("api_keys_live_name_key")
      .on(sql`lower(${table.name})`)
      .where(sql`${table.revokedAt} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Webhooks (migration 0020_webhooks, docs/decisions/webhooks.md I11-I18): endpoints of the company's own systems,
// and an outbox of deliveries written with the change they report and sent by the webhook worker.

export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: serial("id").primaryKey(),
  url: text("url").notNull(),
  /** The event types this endpoint receives. */
  events: text("events").array().notNull(),
  /** `whsec_` and the base64 key deliveries are signed with (Standard Webhooks). */
  secret: text("secret").notNull(),
  /** Set when a delivery's last attempt failed; cleared by the next delivery it accepts (I15). */
  failingSince: timestamp("failing_since", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial("id").primaryKey(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The `webhook-id` header: the same on every attempt and resend, so receivers can drop repeats. */
    messageId: text("message_id").notNull(),
    eventType: text("event_type").notNull(),
    referenceNumber: text("reference_number"),
    /** The JSON body exactly as signed and sent. */
    body: text("body").notNull(),
    /** 'pending' until an attempt is accepted ('delivered') or the last attempt fails ('failed'). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A claim, as in the mail outbox: other workers skip the row until it passes. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("webhook_deliveries_message_key").on(table.endpointId, table.messageId),
    index("webhook_deliveries_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(table.endpointId, table.id),
    index("webhook_deliveries_reference_idx").on(table.referenceNumber),
    check("webhook_deliveries_status_check", sql`${table.status} in ('pending', 'delivered', 'failed')`),
  ],
);
