import type { DeliveryEstimate } from "../../../core/delivery-estimate.js";

// Delivery bands (docs/decisions/branches.md G11): a branch's own bands, else the company-wide ones; the first band
// whose distance reaches the customer prices the delivery, and beyond the last one it is quoted on request.

export interface DeliveryBandRow {
  branchId: number | null;
  /** numeric columns arrive as strings. */
  upToMiles: string | number;
  price: string;
}

interface Band {
  upToMiles: number;
  price: string;
}

export class DeliveryBands {
  private readonly byBranch = new Map<number | null, Band[]>();

  constructor(rows: readonly DeliveryBandRow[]) {
    for (const row of rows) {
      let bands = this.byBranch.get(row.branchId);
      if (!bands) this.byBranch.set(row.branchId, (bands = []));
      bands.push({ upToMiles: Number(row.upToMiles), price: row.price });
    }
    for (const bands of this.byBranch.values()) bands.sort((a, b) => a.upToMiles - b.upToMiles);
  }

  /** The bands that apply to a branch: its own, else the company-wide ones; [] when neither exists. */
  bandsFor(branchId: number): readonly Band[] {
    return this.byBranch.get(branchId) ?? this.byBranch.get(null) ?? [];
  }

  /** The estimate for a delivery `miles` from the branch; null when no bands apply (today's wording). */
  estimate(
    branch: { id: number; name: string },
    miles: number,
    placedBy: DeliveryEstimate["placedBy"],
  ): DeliveryEstimate | null {
    const bands = this.bandsFor(branch.id);
    if (bands.length === 0) return null;
    const band = bands.find((candidate) => miles <= candidate.upToMiles);
    return {
      branchId: branch.id,
      branchName: branch.name,
      miles: Math.round(miles * 10) / 10,
      price: band ? band.price : null,
      placedBy,
    };
  }
}
