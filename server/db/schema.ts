import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Catalogue tables. They are replaced whole by the CSV importer, so there are deliberately
// no foreign keys between them (DECISIONS.md C2): references are resolved in the snapshot.

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
} as const;
export type ImportableTableName = keyof typeof importableTables;

// Postcode lookups (server/integrations/postcodes): found and not-found answers of the postcode service,
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
