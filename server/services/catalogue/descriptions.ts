import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { equipment } from "../../db/schema.js";
import { sanitiseHtml } from "./sanitise-html.js";
import { createEventLoopYielder } from "./yield-to-event-loop.js";

/**
 * Items' HTML descriptions, read from the database when asked for: the snapshot keeps none, and a build reads them a
 * page at a time (docs/decisions/performance.md N33).
 */
export interface Descriptions {
  /** Descriptions by slug, sanitised; a slug the table no longer holds is left out. */
  bySlug(slugs: readonly string[]): Promise<Map<string, string>>;
}

/** Slugs per query: well under PostgreSQL's limit on a statement's parameters. */
const SLUGS_PER_QUERY = 1000;

/**
 * Reads descriptions from the equipment table, sanitised as the snapshot sanitises every HTML field
 * (build-data.ts): HTML that reached the database another way must never render as it is.
 */
export function descriptionsFrom(db: Db): Descriptions {
  return {
    async bySlug(slugs) {
      // Sanitising a build's page of 1,000 descriptions took about 25 ms in one go (C5).
      const yieldIfDue = createEventLoopYielder();
      const found = new Map<string, string>();
      for (let from = 0; from < slugs.length; from += SLUGS_PER_QUERY) {
        const rows = await db
          .select({ slug: equipment.equipmentSlug, html: equipment.fullDescription })
          .from(equipment)
          .where(inArray(equipment.equipmentSlug, slugs.slice(from, from + SLUGS_PER_QUERY)));
        for (const { slug, html } of rows) {
          await yieldIfDue();
          found.set(slug, html ? sanitiseHtml(html) : html);
        }
      }
      return found;
    },
  };
}
