import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.js";
import { CATALOGUE_VERSION_KEY } from "../catalogue/read-rows.js";
import { setSetting } from "../site-settings.js";

/** A new catalogue_version: unique across instances and safe inside an ETag. */
export function newCatalogueVersion(): string {
  return `${Date.now().toString(36)}-${randomBytes(6).toString("hex")}`;
}

/** Sets a new catalogue_version inside the writing transaction; every instance polls it and rebuilds. */
export async function bumpCatalogueVersion(tx: Db): Promise<string> {
  const version = newCatalogueVersion();
  await setSetting(tx, CATALOGUE_VERSION_KEY, version);
  return version;
}
