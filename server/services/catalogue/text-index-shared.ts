import { and, eq, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { searchIndexes } from "../../db/schema.js";
import type { Logger } from "../../logger.js";
import type { TextIndex } from "./text-index.js";
import { textIndexBytes, textIndexFromBytes, type TextIndexStore } from "./text-index-file.js";

export interface SharingOptions {
  /** How often an instance waiting for another's build looks for its index. */
  waitMs?: number;
  /** A claim older than this, with no index yet, is taken over: its instance stopped or its build failed. */
  staleMs?: number;
}

/**
 * Built search indexes kept in the database that the site's instances share (docs/decisions/performance.md N46). The
 * first instance to ask for an index that is not there claims it, and `load` answers undefined: that instance builds
 * the index and saves it here. An instance that asks while the claim stands waits for the index and reads it instead
 * of building it again. Any failure here costs a build, never a failed start or rebuild.
 */
export function sharedTextIndexes(db: Db, logger: Logger, options: SharingOptions = {}): TextIndexStore {
  const { waitMs = 250, staleMs = 60_000 } = options;
  const byKey = (key: string) => eq(searchIndexes.key, key);
  /** Keys this instance claimed and has not saved: asked again (its build failed), it builds again without waiting. */
  const mine = new Set<string>();

  /** True when this instance now holds the claim to build `key`. */
  async function claim(key: string): Promise<boolean> {
    const claimed = await db
      .insert(searchIndexes)
      .values({ key })
      .onConflictDoNothing()
      .returning({ key: searchIndexes.key });
    if (claimed.length > 0) return true;
    const stale = sql`now() - make_interval(secs => ${staleMs / 1000})`;
    const taken = await db
      .update(searchIndexes)
      .set({ claimedAt: sql`now()` })
      .where(and(byKey(key), isNull(searchIndexes.body), lt(searchIndexes.claimedAt, stale)))
      .returning({ key: searchIndexes.key });
    return taken.length > 0;
  }

  async function read(key: string): Promise<TextIndex | undefined> {
    const [row] = await db
      .select({ body: searchIndexes.body })
      .from(searchIndexes)
      .where(and(byKey(key), isNotNull(searchIndexes.body)));
    if (!row?.body) return undefined;
    const index = textIndexFromBytes(row.body, key);
    if (!index) throw new Error(`the shared search index ${key} is damaged`);
    return index;
  }

  return {
    async load(key) {
      try {
        for (;;) {
          const index = await read(key);
          if (index) {
            logger.info({ key }, "search index read from the database");
            return index;
          }
          if (mine.has(key) || (await claim(key))) {
            mine.add(key);
            return undefined;
          }
          await new Promise((resolve) => setTimeout(resolve, waitMs));
        }
      } catch (err) {
        logger.warn({ err }, "the shared search index could not be read; this instance builds its own");
        return undefined;
      }
    },
    async save(key, index) {
      const body = Buffer.concat(textIndexBytes(key, index));
      try {
        await db.transaction(async (tx) => {
          await tx
            .insert(searchIndexes)
            .values({ key, body })
            .onConflictDoUpdate({ target: searchIndexes.key, set: { body } });
          await tx.delete(searchIndexes).where(ne(searchIndexes.key, key));
        });
        mine.delete(key);
        logger.info({ key, bytes: body.length }, "search index shared");
      } catch (err) {
        logger.warn({ err }, "the search index could not be shared; other instances build their own");
      }
    },
  };
}

/**
 * `local` in front of `shared`: an index is read from this instance's own copy when it has one, else from the shared
 * store (and kept locally too); a built index is saved to both.
 */
export function layeredTextIndexes(local: TextIndexStore, shared: TextIndexStore): TextIndexStore {
  return {
    async load(key) {
      const own = await local.load(key);
      if (own) return own;
      const index = await shared.load(key);
      if (index) await local.save(key, index);
      return index;
    },
    async save(key, index) {
      await Promise.all([local.save(key, index), shared.save(key, index)]);
    },
  };
}
