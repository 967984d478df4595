import type { Branch } from "../../../core/catalogue-types.js";
import type { Db } from "../../db/client.js";
import type { Logger } from "../../logger.js";
import { PostcodeCache } from "./cache.js";
import { postcodesIoClient } from "../../integrations/postcodes-io.js";
import { PostcodeService } from "./service.js";
import { loadGazetteer, type Gazetteer } from "./towns.js";

export { PostcodeService, type AutocompleteResult, type GeocodeResult } from "./service.js";
export { normalisePostcode } from "./format.js";

/** The site's postcode service over the configured postcodes.io-compatible API (POSTCODES_API_URL). */
export function createPostcodeService(options: {
  baseUrl: string;
  db: Db;
  logger: Logger;
  branches: () => readonly Branch[];
}): PostcodeService {
  let towns: Gazetteer | undefined;
  return new PostcodeService({
    api: postcodesIoClient(options.baseUrl),
    cache: new PostcodeCache(options.db),
    // Read on first use: most processes never search by town name.
    towns: () => (towns ??= loadGazetteer()),
    branches: options.branches,
    logger: options.logger,
  });
}
