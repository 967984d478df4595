import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { siteSettings } from "../db/schema.js";

export interface SiteSetting {
  settingKey: string;
  settingValue: string;
}

export async function getSetting(db: Db, key: string): Promise<SiteSetting | undefined> {
  const rows = await db
    .select({ settingKey: siteSettings.settingKey, settingValue: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, key));
  return rows[0];
}

export async function setSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ settingKey: key, settingValue: value })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: value, updatedAt: sql`now()` } });
}

export type SiteMode = "DEV" | "LIVE";

/** docs/decisions/operation.md O1: SITE_MODE, when set, is written at every start; a new database defaults to DEV. */
export async function initialiseSiteMode(db: Db, configured: SiteMode | undefined): Promise<SiteMode> {
  if (configured) {
    await setSetting(db, "site_mode", configured);
    return configured;
  }
  const current = await getSetting(db, "site_mode");
  if (current) return current.settingValue === "DEV" ? "DEV" : "LIVE";
  await setSetting(db, "site_mode", "DEV");
  return "DEV";
}

/** Only settings meant for the public are readable through the API. */
const PUBLIC_SETTINGS = new Set(["site_mode"]);

/** The site settings as pages and the API see them. */
export interface SiteSettings {
  /** The mode fixed at start (docs/decisions/operation.md O1). */
  siteMode(): SiteMode;
  /** A setting the public may read, or undefined when it is not public or not set. */
  publicSetting(key: string): Promise<SiteSetting | undefined>;
}

export async function createSiteSettings(db: Db, configuredMode: SiteMode | undefined): Promise<SiteSettings> {
  const mode = await initialiseSiteMode(db, configuredMode);
  return {
    siteMode: () => mode,
    publicSetting: async (key) => (PUBLIC_SETTINGS.has(key) ? getSetting(db, key) : undefined),
  };
}
