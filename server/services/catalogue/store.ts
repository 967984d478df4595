import type { Db } from "../../db/client.js";
import type { Logger } from "../../logger.js";
import { locations } from "../../db/schema.js";
import { descriptionsFrom } from "./descriptions.js";
import { readCatalogueRows, readCatalogueVersion } from "./read-rows.js";
import { buildSnapshot, type CatalogueSnapshot } from "./snapshot.js";
import { textIndexFolder, type TextIndexStore } from "./text-index-file.js";
import { reusingLatestIndex } from "./latest-text-index.js";
import { layeredTextIndexes, sharedTextIndexes } from "./text-index-shared.js";

/**
 * Holds the current catalogue snapshot: loads it from the database, swaps in a new one atomically
 * after an import (docs/decisions/catalogue-import.md C5), and polls catalogue_version so an import on another
 * instance reaches this one. A build that fails keeps the last good snapshot serving.
 */
export class CatalogueStore {
  private snapshot: CatalogueSnapshot | undefined;
  private reloading: Promise<CatalogueSnapshot> | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  /** The last failure logged, so a poll that keeps failing the same way logs it once. */
  private lastFailure: string | undefined;
  /** When the serving snapshot was built and how long the build took (for /metrics). */
  private built: { at: Date; ms: number } | undefined;

  /** Where built search indexes are kept between starts (docs/decisions/performance.md N34); none: always built. */
  private readonly savedIndexes: TextIndexStore | undefined;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    options: {
      indexFolder?: string;
      /** Share built indexes with the other instances on this database (PostgreSQL; performance.md N46). */
      shareIndexes?: boolean;
    } = {},
  ) {
    const own = options.indexFolder ? textIndexFolder(options.indexFolder, logger) : undefined;
    const kept = own && options.shareIndexes ? layeredTextIndexes(own, sharedTextIndexes(db, logger)) : own;
    this.savedIndexes = kept ? reusingLatestIndex(kept) : undefined;
  }

  current(): CatalogueSnapshot {
    if (!this.snapshot) throw new Error("The catalogue has not been loaded yet");
    return this.snapshot;
  }

  version(): string | null {
    return this.snapshot?.version ?? null;
  }

  lastBuild(): { at: Date; ms: number } | undefined {
    return this.built;
  }

  /**
   * After this instance imported `table`: when it was the branches and the serving snapshot is the version the import
   * replaced, only the branches are read and swapped in (docs/decisions/performance.md N28); anything else, or a
   * rebuild already under way, rebuilds the whole snapshot. The poll still catches another instance's changes.
   */
  async refreshAfterImport(table: string, change: { previous: string | null; version: string }) {
    const serving = this.snapshot;
    if (table !== "locations" || !serving || this.reloading || serving.version !== change.previous) {
      return this.reload();
    }
    const started = performance.now();
    const snapshot = serving.withBranches(change.version, await this.db.select().from(locations));
    if (this.snapshot !== serving) return this.reload();
    this.snapshot = snapshot;
    this.built = { at: new Date(), ms: performance.now() - started };
    this.logger.info(
      { version: change.version, ...snapshot.counts(), ms: Math.round(this.built.ms) },
      "branches refreshed",
    );
    return snapshot;
  }

  /**
   * Rebuilds from the database and swaps the result in; concurrent calls share one rebuild. On
   * failure the current snapshot stays and the promise rejects.
   */
  reload(): Promise<CatalogueSnapshot> {
    this.reloading ??= this.rebuild().finally(() => {
      this.reloading = undefined;
    });
    return this.reloading;
  }

  private async rebuild(): Promise<CatalogueSnapshot> {
    const started = performance.now();
    let version = "unknown";
    try {
      version = await readCatalogueVersion(this.db);
      const snapshot = await buildSnapshot(
        version,
        await readCatalogueRows(this.db),
        descriptionsFrom(this.db),
        this.savedIndexes,
      );
      this.snapshot = snapshot;
      this.lastFailure = undefined;
      this.built = { at: new Date(), ms: performance.now() - started };
      this.logger.info({ version, ...snapshot.counts(), ms: Math.round(this.built.ms) }, "catalogue snapshot loaded");
      return snapshot;
    } catch (err) {
      this.logOnce(`build ${version}`, err, () =>
        this.logger.error(
          { err, version, serving: this.snapshot?.version ?? null },
          "catalogue snapshot build failed; the last good snapshot keeps serving",
        ),
      );
      throw err;
    }
  }

  /** Logs a failure unless the previous failure was the same one. */
  private logOnce(what: string, err: unknown, log: () => void): void {
    const failure = `${what}: ${err instanceof Error ? err.message : String(err)}`;
    if (failure === this.lastFailure) return;
    this.lastFailure = failure;
    log();
  }

  /** Checks catalogue_version every `intervalMs` and rebuilds when it changed (or the last build failed). */
  startPolling(intervalMs = 5000): void {
    this.stopPolling();
    this.pollTimer = setInterval(() => void this.poll(), intervalMs);
    this.pollTimer.unref();
  }

  private async poll(): Promise<void> {
    let version: string;
    try {
      version = await readCatalogueVersion(this.db);
    } catch (err) {
      this.logOnce("poll", err, () => this.logger.warn({ err }, "catalogue version poll failed"));
      return;
    }
    if (this.lastFailure?.startsWith("poll:")) this.lastFailure = undefined;
    // A failed rebuild has logged its reason (once); the next poll tries again.
    if (version !== this.snapshot?.version) await this.reload().catch(() => undefined);
  }

  stopPolling(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }
}
