import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { siteSettings } from "../../db/schema.js";
import { CATALOGUE_VERSION_KEY } from "../catalogue/read-rows.js";
import { setSetting } from "../site-settings.js";

/** A new catalogue_version: unique across instances and safe inside an ETag. */
export function newCatalogueVersion(): string {
  return `${Date.now().toString(36)}-${randomBytes(6).toString("hex")}`;
}

/** The catalogue_version a write replaced, and the one it set. */
export interface CatalogueVersionChange {
  previous: string | null;
  version: string;
}

/**
 * Sets a new catalogue_version inside the writing transaction; every instance polls it and rebuilds. The old value is
 * read under a row lock, so two imports of different tables each learn the version the other left.
 */
export async function bumpCatalogueVersion(tx: Db): Promise<CatalogueVersionChange> {
  const [row] = await tx
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, CATALOGUE_VERSION_KEY))
    .for("update");
  const version = newCatalogueVersion();
  await setSetting(tx, CATALOGUE_VERSION_KEY, version);
  return { previous: row?.value ?? null, version };
}
