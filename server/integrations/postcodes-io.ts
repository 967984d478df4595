/** The postcode service could not answer (network error, timeout, 5xx, or a reply we cannot read). */
export class PostcodeServiceError extends Error {}

export interface PostcodeRecord {
  postcode: string;
  town: string | null;
  region: string | null;
  latitude: number;
  longitude: number;
}

export interface PostcodesApi {
  /** The postcode's record, or null when the service says it does not exist. */
  postcode(postcode: string): Promise<PostcodeRecord | null>;
  /** The centre of an outward code ("SW1A"), or null when unknown. */
  outcode(outcode: string): Promise<{ latitude: number; longitude: number } | null>;
  /** Full postcodes that start with the given text (at most `limit`). */
  autocomplete(prefix: string, limit: number): Promise<string[]>;
}

interface PostcodeResult {
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  admin_district?: string | null;
  parish?: string | null;
  region?: string | null;
  country?: string | null;
}

/**
 * A client for a postcodes.io-compatible API (POSTCODES_API_URL). Every call gives up after `timeoutMs`;
 * 404 means "does not exist", anything else that is not a 200 is a PostcodeServiceError.
 */
export function postcodesIoClient(baseUrl: string, timeoutMs = 2000): PostcodesApi {
  const base = baseUrl.replace(/\/+$/, "");

  async function get<T>(path: string): Promise<T | null> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new PostcodeServiceError(`postcode service unreachable: ${(err as Error).message}`);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new PostcodeServiceError(`postcode service answered ${response.status}`);
    }
    try {
      const body = (await response.json()) as { result?: T | null };
      return body.result ?? null;
    } catch (err) {
      throw new PostcodeServiceError(`postcode service reply unreadable: ${(err as Error).message}`);
    }
  }

  return {
    async postcode(postcode) {
      const result = await get<PostcodeResult>(`/postcodes/${encodeURIComponent(postcode)}`);
      if (!result) return null;
      if (typeof result.latitude !== "number" || typeof result.longitude !== "number") {
        // A real postcode without coordinates: we cannot place it, but it must not read as "does not exist".
        throw new PostcodeServiceError(`postcode ${postcode} has no coordinates`);
      }
      return {
        postcode: result.postcode,
        // The town is admin_district, else parish. Region is null outside England: use the country.
        town: result.admin_district || result.parish || null,
        region: result.region || result.country || null,
        latitude: result.latitude,
        longitude: result.longitude,
      };
    },
    async outcode(outcode) {
      const result = await get<{ latitude: number | null; longitude: number | null }>(
        `/outcodes/${encodeURIComponent(outcode)}`,
      );
      if (!result || typeof result.latitude !== "number" || typeof result.longitude !== "number") return null;
      return { latitude: result.latitude, longitude: result.longitude };
    },
    async autocomplete(prefix, limit) {
      const result = await get<string[]>(`/postcodes/${encodeURIComponent(prefix)}/autocomplete?limit=${limit}`);
      return Array.isArray(result) ? result.filter((item) => typeof item === "string").slice(0, limit) : [];
    },
  };
}
