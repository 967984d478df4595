import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { branchStock, deliveryBands } from "../../db/schema.js";
import type { Logger } from "../../logger.js";
import { DeliveryBands } from "./delivery-bands.js";
import { StockView, type StockRow } from "./stock.js";

/** Branch stock and delivery bands for one catalogue version (both tables are imported like the catalogue). */
export interface BranchDataView {
  version: string;
  stock: StockView;
  delivery: DeliveryBands;
}

// Pages as small as the catalogue's (C5): PGlite holds the main thread for each query.
const PAGE_SIZE = 1000;

async function readStock(db: Db): Promise<StockRow[]> {
  const rows: StockRow[] = [];
  // Keyset pages: each query starts where the last ended, so the last page costs what the first did.
  for (let after: StockRow | undefined; ; after = rows.at(-1)) {
    const page = await db
      .select({
        branchId: branchStock.branchId,
        productCode: branchStock.productCode,
        quantity: branchStock.quantity,
        countedAt: sql<number>`(extract(epoch from ${branchStock.asOf}) * 1000)::float8`,
      })
      .from(branchStock)
      .where(
        after
          ? sql`(${branchStock.branchId}, ${branchStock.productCode}) > (${after.branchId}, ${after.productCode})`
          : undefined,
      )
      .orderBy(branchStock.branchId, branchStock.productCode)
      .limit(PAGE_SIZE);
    for (const row of page) rows.push({ ...row, countedAt: Number(row.countedAt) });
    if (page.length < PAGE_SIZE) return rows;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Reads both tables again whenever the catalogue version changes (every import bumps it, C3), so pages, the API
 * and checkout see the stock and bands of the catalogue they show. A failed read keeps the last view.
 */
export class BranchDataStore {
  private view: BranchDataView | undefined;
  private loading: Promise<BranchDataView> | undefined;

  constructor(
    private readonly db: Db,
    private readonly catalogueVersion: () => string,
    private readonly maxAgeHours: number,
    private readonly logger: Logger,
  ) {}

  /** The view for the current catalogue version, read on first use after a change. */
  async current(): Promise<BranchDataView> {
    const version = this.catalogueVersion();
    if (this.view?.version === version) return this.view;
    this.loading ??= this.load(version).finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** Resolves once no read is in flight, so the database can close under none (shutdown). */
  async settled(): Promise<void> {
    await this.loading?.catch(() => undefined);
  }

  /** Without waiting: the last view read ("" key before the first). For the fast path's cache key. */
  freshnessKey(now: number = Date.now()): string {
    return this.view?.stock.freshnessKey(now) ?? "";
  }

  private async load(version: string): Promise<BranchDataView> {
    try {
      const [stock, bands] = await Promise.all([readStock(this.db), this.db.select().from(deliveryBands)]);
      this.view = {
        version,
        stock: new StockView(stock, this.maxAgeHours * 3_600_000),
        delivery: new DeliveryBands(bands),
      };
    } catch (err) {
      this.logger.warn({ err }, "branch stock and delivery bands could not be read");
      if (!this.view) throw err;
    }
    return this.view;
  }
}
