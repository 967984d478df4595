// Branch stock as pages and checkout read it (docs/decisions/branches.md G7-G9): the rows of the nightly export,
// each ignored once it is older than the configured age, so nothing stale is ever said.

export interface StockRow {
  branchId: number;
  productCode: string;
  quantity: number;
  /** When the row was counted, in milliseconds since 1970. */
  countedAt: number;
}

/** What a page may say about a branch: 'Usually available at X' or 'Ask the branch'. */
export type StockStatus = "usually-available" | "ask";

export interface StockLine {
  productCode: string;
  quantity: number;
}

interface Count {
  quantity: number;
  countedAt: number;
}

export class StockView {
  private readonly byProduct = new Map<string, Map<number, Count>>();
  /** The distinct moments a row goes stale, sorted: a page's wording changes only at these. */
  private readonly expiries: number[];

  constructor(
    rows: readonly StockRow[],
    private readonly maxAgeMs: number,
  ) {
    const expiries = new Set<number>();
    for (const row of rows) {
      const { countedAt } = row;
      let branches = this.byProduct.get(row.productCode);
      if (!branches) this.byProduct.set(row.productCode, (branches = new Map()));
      branches.set(row.branchId, { quantity: row.quantity, countedAt });
      expiries.add(countedAt + maxAgeMs);
    }
    this.expiries = [...expiries].sort((a, b) => a - b);
  }

  /** True when the table holds any rows at all (fresh or not). */
  get hasRows(): boolean {
    return this.expiries.length > 0;
  }

  /**
   * What cached pages depend on: how many of the rows' ages have passed the limit, "" when none has (or there are
   * no rows). It changes only when some rows go stale, so page caches add it to their key (server/fast-path); and
   * reading a table of fresh rows, as every start does after the cache has begun filling, leaves it as it was
   * (docs/decisions/performance.md N32).
   */
  freshnessKey(now: number): string {
    let stale = 0;
    while (stale < this.expiries.length && this.expiries[stale] <= now) stale++;
    return stale === 0 ? "" : `s${stale}`;
  }

  private fresh(count: Count | undefined, now: number): count is Count {
    return count !== undefined && now - count.countedAt < this.maxAgeMs;
  }

  /** True when some branch has a fresh count of the item (0 included): only then may a page say anything. */
  covers(productCode: string, now: number): boolean {
    const branches = this.byProduct.get(productCode);
    if (!branches) return false;
    for (const count of branches.values()) if (this.fresh(count, now)) return true;
    return false;
  }

  /** How many branches have the item by a fresh count; null when no fresh count of it exists. */
  branchesWithStock(productCode: string, now: number): number | null {
    if (!this.covers(productCode, now)) return null;
    let found = 0;
    for (const count of this.byProduct.get(productCode)!.values()) {
      if (this.fresh(count, now) && count.quantity > 0) found++;
    }
    return found;
  }

  /**
   * G8: 'usually-available' when the branch's fresh counts cover every line the export knows about, else 'ask';
   * null when the export knows none of the lines (say nothing).
   */
  statusAt(branchId: number, lines: readonly StockLine[], now: number): StockStatus | null {
    const known = lines.filter((line) => this.covers(line.productCode, now));
    if (known.length === 0) return null;
    const enough = known.every((line) => {
      const count = this.byProduct.get(line.productCode)?.get(branchId);
      return this.fresh(count, now) && count.quantity >= line.quantity;
    });
    return enough ? "usually-available" : "ask";
  }
}
