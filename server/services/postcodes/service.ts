import type { Branch } from "../../../core/catalogue-types.js";
import type { Logger } from "../../logger.js";
import type { PostcodeLookup, PostcodeLookupResult } from "../../integrations/postcode-lookup.js";
import { branchPostcodesStartingWith, locateByBranches } from "./branch-fallback.js";
import { CircuitBreaker } from "./breaker.js";
import { isFresh, type CachedPostcode, type PostcodeCache } from "./cache.js";
import { PostcodeServiceError, type PostcodeRecord, type PostcodesApi } from "../../integrations/postcodes-io.js";
import { normalisePostcodeInput, isUkPostcodePrefix } from "../../../core/postcode-format.js";
import { normaliseOutcode, normalisePostcode } from "./format.js";
import type { Gazetteer } from "./towns.js";
import { eircodeDistrict, type EircodeDistrict } from "../../../core/eircode-districts.js";

export const AUTOCOMPLETE_LIMIT = 8;
export const AUTOCOMPLETE_MIN_LENGTH = 3;

/**
 * Where a place was found; `degraded` says the postcode service was out of reach and a fallback answered. An
 * Eircode is placed at its district (`district`), and one whose routing key is no district's is `unknown-routing-key`.
 */
export type GeocodeResult =
  | {
      status: "found";
      latitude: number;
      longitude: number;
      source: "postcode" | "town" | "branches" | "eircode";
      degraded: boolean;
      district?: EircodeDistrict;
      /** The town's name, when a town name placed it (at the town's centre). */
      town?: string;
    }
  | { status: "not-found" }
  | { status: "unavailable" }
  | { status: "unknown-routing-key"; routingKey: string };

export interface AutocompleteResult {
  postcodes: string[];
  degraded: boolean;
}

export interface PostcodeServiceDeps {
  api: PostcodesApi;
  cache: PostcodeCache;
  towns: () => Gazetteer;
  /** The current snapshot's branches, for the last offline fallback. */
  branches: () => readonly Branch[];
  logger: Logger;
  breaker?: CircuitBreaker;
  now?: () => Date;
}

const pointOf = ({ latitude, longitude }: { latitude: number; longitude: number }) => ({ latitude, longitude });

const toResult = (record: PostcodeRecord | null): PostcodeLookupResult =>
  record ? { status: "found", ...record } : { status: "not-found" };

/**
 * Postcodes and places for the whole site: checkout and special requests (`lookup`), the branch finder
 * (`geocode`) and the postcode box (`autocomplete`). Answers from the postcode_cache table when fresh, else the
 * postcode service (2 s timeout, behind a circuit breaker), else offline fallbacks: a stale cached answer, then
 * GeoNames towns, then our own branches' postcodes (docs/decisions/branches.md G1).
 */
export class PostcodeService implements PostcodeLookup {
  private readonly breaker: CircuitBreaker;
  private readonly now: () => Date;

  constructor(private readonly deps: PostcodeServiceDeps) {
    this.breaker = deps.breaker ?? new CircuitBreaker();
    this.now = deps.now ?? (() => new Date());
  }

  async lookup(input: string): Promise<PostcodeLookupResult> {
    const postcode = normalisePostcode(input);
    if (!postcode) return { status: "not-found" };
    const cached = await this.readCache(postcode);
    if (cached && isFresh(cached, this.now())) return toResult(cached.record);
    try {
      const record = await this.call((api) => api.postcode(postcode));
      await this.writeCache(postcode, record);
      return toResult(record);
    } catch (err) {
      if (!(err instanceof PostcodeServiceError)) throw err;
      // Out of reach: an old answer is better than none.
      return cached ? toResult(cached.record) : { status: "unavailable" };
    }
  }

  /** A postcode, Eircode, outward code or town name to a position. */
  async geocode(address: string): Promise<GeocodeResult> {
    // An Eircode is placed by its routing key, with no call out: no free service knows Eircodes (G13).
    const eircode = eircodeDistrict(address);
    if (eircode?.status === "found") {
      const { district } = eircode;
      return { status: "found", ...pointOf(district), source: "eircode", degraded: false, district };
    }
    if (eircode) return { status: "unknown-routing-key", routingKey: eircode.routingKey };
    const postcode = normalisePostcode(address);
    if (postcode) {
      const found = await this.lookup(postcode);
      if (found.status === "found") return this.found(found, "postcode", false);
      if (found.status === "not-found") return found;
      return this.fromBranches(postcode);
    }
    const outcode = normaliseOutcode(address);
    if (outcode) {
      try {
        const centre = await this.call((api) => api.outcode(outcode));
        if (centre) return this.found(centre, "postcode", false);
      } catch (err) {
        if (!(err instanceof PostcodeServiceError)) throw err;
        return this.fromBranches(outcode);
      }
    }
    const town = this.deps.towns().find(address);
    if (!town) return { status: "not-found" };
    return {
      status: "found",
      latitude: town.latitude,
      longitude: town.longitude,
      source: "town",
      degraded: false,
      town: town.name,
    };
  }

  /** Up to 8 full postcodes starting with the input; [] for fewer than 3 characters or text that is no postcode. */
  async autocomplete(input: string): Promise<AutocompleteResult> {
    const prefix = normalisePostcodeInput(input);
    if (prefix.replace(/ /g, "").length < AUTOCOMPLETE_MIN_LENGTH || !isUkPostcodePrefix(prefix)) {
      return { postcodes: [], degraded: false };
    }
    try {
      const postcodes = await this.call((api) => api.autocomplete(prefix, AUTOCOMPLETE_LIMIT));
      return { postcodes, degraded: false };
    } catch (err) {
      if (!(err instanceof PostcodeServiceError)) throw err;
      const known = new Set(await this.cachedStartingWith(prefix));
      for (const postcode of branchPostcodesStartingWith(this.deps.branches(), prefix)) known.add(postcode);
      return { postcodes: [...known].sort().slice(0, AUTOCOMPLETE_LIMIT), degraded: true };
    }
  }

  private found(
    at: { latitude: number; longitude: number },
    source: "postcode" | "town" | "branches" | "eircode",
    degraded: boolean,
  ): GeocodeResult {
    return { status: "found", latitude: at.latitude, longitude: at.longitude, source, degraded };
  }

  private fromBranches(postcodeOrOutcode: string): GeocodeResult {
    const at = locateByBranches(this.deps.branches(), postcodeOrOutcode);
    return at ? this.found(at, "branches", true) : { status: "unavailable" };
  }

  /** Calls the service unless the circuit is open; records the outcome. */
  private async call<T>(request: (api: PostcodesApi) => Promise<T>): Promise<T> {
    if (!this.breaker.canRequest()) throw new PostcodeServiceError("postcode service circuit open");
    try {
      const result = await request(this.deps.api);
      this.breaker.recordSuccess();
      return result;
    } catch (err) {
      if (err instanceof PostcodeServiceError) {
        this.breaker.recordFailure();
        this.deps.logger.warn({ err: err.message }, "postcode service unavailable");
      }
      throw err;
    }
  }

  // The cache only speeds things up: a database hiccup must not fail the lookup.
  private async readCache(postcode: string): Promise<CachedPostcode | undefined> {
    try {
      return await this.deps.cache.get(postcode);
    } catch (err) {
      this.deps.logger.warn({ err }, "postcode cache read failed");
      return undefined;
    }
  }

  private async writeCache(postcode: string, record: PostcodeRecord | null): Promise<void> {
    try {
      await this.deps.cache.put(postcode, record, this.now());
    } catch (err) {
      this.deps.logger.warn({ err }, "postcode cache write failed");
    }
  }

  private async cachedStartingWith(prefix: string): Promise<string[]> {
    try {
      return await this.deps.cache.startingWith(prefix, AUTOCOMPLETE_LIMIT);
    } catch (err) {
      this.deps.logger.warn({ err }, "postcode cache read failed");
      return [];
    }
  }
}
