import { and, asc, eq, like } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { postcodeCache } from "../../db/schema.js";
import type { PostcodeRecord } from "./client.js";

export interface CachedPostcode {
  /** null: the service said this postcode does not exist. */
  record: PostcodeRecord | null;
  fetchedAt: Date;
}

/** Found postcodes barely change; a not-found answer is kept briefly, since new postcodes are issued every month. */
export const FOUND_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const NOT_FOUND_TTL_MS = 24 * 60 * 60 * 1000;

export function isFresh(entry: CachedPostcode, now: Date): boolean {
  const ttl = entry.record ? FOUND_TTL_MS : NOT_FOUND_TTL_MS;
  return now.getTime() - entry.fetchedAt.getTime() < ttl;
}

/** The postcode_cache table: found and not-found answers of the postcode service, with their age. */
export class PostcodeCache {
  constructor(private readonly db: Db) {}

  async get(postcode: string): Promise<CachedPostcode | undefined> {
    const [row] = await this.db.select().from(postcodeCache).where(eq(postcodeCache.postcode, postcode)).limit(1);
    if (!row) return undefined;
    const record =
      row.found && row.latitude !== null && row.longitude !== null
        ? {
            postcode: row.postcode,
            town: row.town,
            region: row.region,
            latitude: row.latitude,
            longitude: row.longitude,
          }
        : null;
    return { record, fetchedAt: row.fetchedAt };
  }

  async put(postcode: string, record: PostcodeRecord | null, now: Date): Promise<void> {
    const values = {
      postcode,
      found: record !== null,
      town: record?.town ?? null,
      region: record?.region ?? null,
      latitude: record?.latitude ?? null,
      longitude: record?.longitude ?? null,
      fetchedAt: now,
    };
    await this.db
      .insert(postcodeCache)
      .values(values)
      .onConflictDoUpdate({ target: postcodeCache.postcode, set: values });
  }

  /** Known postcodes starting with a prefix: autocomplete while the service is out of reach. */
  async startingWith(prefix: string, limit: number): Promise<string[]> {
    const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
    const rows = await this.db
      .select({ postcode: postcodeCache.postcode })
      .from(postcodeCache)
      .where(and(eq(postcodeCache.found, true), like(postcodeCache.postcode, `${escaped}%`)))
      .orderBy(asc(postcodeCache.postcode))
      .limit(limit);
    return rows.map((row) => row.postcode);
  }
}
