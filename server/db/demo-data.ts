import type { Logger } from "../logger.js";
import type { Db } from "./client.js";

/** Loads data/demo/*.csv through the importer when the catalogue is empty (issue 3 fills this in). */
export async function seedDemoCatalogueIfEmpty(_db: Db, _logger: Logger): Promise<void> {}
