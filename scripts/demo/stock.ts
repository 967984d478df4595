import { createRandom } from "./random.js";

// The demo's branch stock (the optional branch_stock table, docs/decisions/branches.md G7): a share of the branch and
// item pairs, not every pair. Small, cheap tools are at many branches, big plant at a few; Hire Centres carry more
// than trade counters. Rows leave asOf empty, so the import stamps them with its own time and the demo's stock is
// fresh whenever the demo is loaded.

export interface StockItem {
  productCode: string;
  type: string;
  rate: string | null;
  rateType: string;
}

interface StockBranch {
  id: number;
  type: string;
}

export interface StockRow {
  branchId: number;
  productCode: string;
  quantity: number;
  asOf: string;
}

/** How much of the range a branch of this type carries. */
const SHARE_BY_TYPE: Record<string, number> = {
  "Hire Centre": 1,
  "Powered Access Depot": 0.6,
  "Trade Counter": 0.5,
  "Merchant Partner Counter": 0.3,
};

/** A weekly price as the measure of how big (and how rare) an item is. */
function weeklyPrice(item: StockItem): number {
  const rate = Number(item.rate ?? "0");
  return item.rateType === "per day" ? rate * 3 : rate;
}

/** The chance a Hire Centre stocks the item, and how many it has at most. */
function reach(item: StockItem): { chance: number; most: number } {
  const weekly = weeklyPrice(item);
  if (weekly === 0) return { chance: 0.03, most: 2 };
  if (weekly < 60) return { chance: 0.14, most: 6 };
  if (weekly < 150) return { chance: 0.08, most: 4 };
  if (weekly < 400) return { chance: 0.05, most: 3 };
  return { chance: 0.02, most: 2 };
}

export function buildStock(
  items: readonly StockItem[],
  branches: readonly StockBranch[],
  seed = "branch-stock",
): StockRow[] {
  const random = createRandom(seed);
  const rows: StockRow[] = [];
  const hire = items.filter((item) => item.type === "Hire");
  for (const branch of branches) {
    const share = SHARE_BY_TYPE[branch.type] ?? 0.5;
    for (const item of hire) {
      const { chance, most } = reach(item);
      if (!random.chance(chance * share)) continue;
      // Some stocked items are all out on hire tonight: the export says 0.
      const quantity = random.chance(0.12) ? 0 : random.int(1, most);
      rows.push({ branchId: branch.id, productCode: item.productCode, quantity, asOf: "" });
    }
  }
  return rows;
}
