import { createHash } from "node:crypto";
import type { Db } from "../../db/client.js";
import * as schema from "../../db/schema.js";
import type { Logger } from "../../logger.js";
import { getSetting } from "../site-settings.js";
import { buildCatalogueData, type CatalogueData, type CatalogueRows } from "./snapshot.js";
import { buildEquipmentSearch, type EquipmentSearch } from "./search.js";

export const CATALOGUE_VERSION_KEY = "catalogue_version";

export interface SerialisedResponse {
  body: string;
  etag: string;
}

/** One immutable catalogue: data, search index and a memo of pre-serialised responses. */
export class CatalogueSnapshot {
  private readonly serialised = new Map<string, SerialisedResponse>();

  constructor(
    readonly data: CatalogueData,
    readonly search: EquipmentSearch,
  ) {}

  get version(): string {
    return this.data.version;
  }

  /** The JSON of a response, serialised once per snapshot and key. */
  json(key: string, produce: () => unknown): SerialisedResponse {
    return this.text(`json:${key}`, () => JSON.stringify(produce()));
  }

  /** A response body, produced once per snapshot and key, with its ETag. */
  text(key: string, produce: () => string): SerialisedResponse {
    let cached = this.serialised.get(key);
    if (!cached) {
      cached = this.withEtag(produce());
      if (this.serialised.size < 5000) this.serialised.set(key, cached);
    }
    return cached;
  }

  /** JSON for a response not worth memoising (search results), with an ETag bound to this snapshot. */
  jsonUncached(value: unknown): SerialisedResponse {
    return this.withEtag(JSON.stringify(value));
  }

  private withEtag(body: string): SerialisedResponse {
    const hash = createHash("sha1").update(body).digest("base64url").slice(0, 16);
    return { body, etag: `W/"${this.version}-${hash}"` };
  }
}

/**
 * Reads every catalogue table. The big ones are read in pages: PGlite runs each query on the main
 * thread, and one 100,000-row result would hold it for over a second (DECISIONS C5).
 */
export async function readCatalogueRows(db: Db): Promise<CatalogueRows> {
  const [categories, categoryDocuments, specials, locations] = await Promise.all([
    db.select().from(schema.categories),
    db.select().from(schema.categoryDocuments),
    db.select().from(schema.specials),
    db.select().from(schema.locations),
  ]);
  const equipment = await readPaged((limit, offset) =>
    db.select().from(schema.equipment).orderBy(schema.equipment.id).limit(limit).offset(offset),
  );
  const equipmentCategories = await readPaged((limit, offset) =>
    db
      .select()
      .from(schema.equipmentCategories)
      .orderBy(schema.equipmentCategories.equipmentSlug, schema.equipmentCategories.categorySlug)
      .limit(limit)
      .offset(offset),
  );
  return { categories, equipment, equipmentCategories, categoryDocuments, specials, locations };
}

const PAGE_SIZE = 1000;

async function readPaged<T>(readPage: (limit: number, offset: number) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await readPage(PAGE_SIZE, offset);
    all.push(...page);
    if (page.length < PAGE_SIZE) return all;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export async function readCatalogueVersion(db: Db): Promise<string> {
  return (await getSetting(db, CATALOGUE_VERSION_KEY))?.settingValue ?? "0";
}

export async function buildSnapshot(version: string, rows: CatalogueRows): Promise<CatalogueSnapshot> {
  const data = await buildCatalogueData(version, rows);
  const search = await buildEquipmentSearch(data);
  return new CatalogueSnapshot(data, search);
}

/**
 * Holds the current snapshot and swaps in a new one atomically after an import (DECISIONS C5)
 * or when another instance has bumped catalogue_version.
 */
export class CatalogueStore {
  private snapshot: CatalogueSnapshot | undefined;
  private reloading: Promise<CatalogueSnapshot> | undefined;
  private pollTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  current(): CatalogueSnapshot {
    if (!this.snapshot) throw new Error("The catalogue has not been loaded yet");
    return this.snapshot;
  }

  version(): string | null {
    return this.snapshot?.version ?? null;
  }

  /** Rebuilds from the database; concurrent calls share one rebuild. */
  reload(): Promise<CatalogueSnapshot> {
    this.reloading ??= this.rebuild().finally(() => {
      this.reloading = undefined;
    });
    return this.reloading;
  }

  private async rebuild(): Promise<CatalogueSnapshot> {
    const started = performance.now();
    const version = await readCatalogueVersion(this.db);
    const rows = await readCatalogueRows(this.db);
    const snapshot = await buildSnapshot(version, rows);
    this.snapshot = snapshot;
    this.logger.info(
      {
        version,
        categories: snapshot.data.categories.length,
        equipment: snapshot.data.equipment.length,
        locations: snapshot.data.locations.length,
        ms: Math.round(performance.now() - started),
      },
      "catalogue snapshot loaded",
    );
    return snapshot;
  }

  /** Polls catalogue_version so an import on another instance reaches this one. */
  startPolling(intervalMs = 5000): void {
    this.stopPolling();
    this.pollTimer = setInterval(() => {
      readCatalogueVersion(this.db)
        .then((version) => (version !== this.snapshot?.version ? this.reload() : undefined))
        .catch((err) => this.logger.warn({ err }, "catalogue version poll failed"));
    }, intervalMs);
    this.pollTimer.unref();
  }

  stopPolling(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }
}
