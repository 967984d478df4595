import { useQuery } from "@tanstack/react-query";
import type { DeliveryEstimate } from "../../../core/delivery-estimate.js";
import type { StockStatus } from "../../../core/stock-wording.js";
import type { ReservationItem } from "../../../core/reservation-types.js";
import { stockJudgedLines } from "../../../core/stock-judged-lines.js";
import { apiGet } from "~/lib/api-client";

// Branch stock and delivery estimates for checkout and the equipment page (docs/decisions/branches.md G8-G10). A
// failure says nothing: the branch confirms availability and price anyway.

export interface BranchStockAnswer {
  /** Null when the stock export says nothing fresh of these items. */
  statuses: { branchId: number; status: StockStatus }[] | null;
  /** The first branch, in the order asked (nearest first), that usually has them all. */
  suggestedBranchId: number | null;
}

export interface StockLine {
  slug: string;
  quantity: number;
}

/** The lines a list's branches are judged by: its Hire lines when it has any (docs/decisions/mylist.md U16). */
export function stockLinesOf(items: readonly ReservationItem[]): readonly StockLine[] {
  const lines = items.map((item) => ({
    slug: item.equipment.equipmentSlug,
    quantity: item.quantity,
    type: item.equipment.type,
  }));
  return stockJudgedLines(lines);
}

async function fetchBranchStock(lines: readonly StockLine[], branchIds: number[]): Promise<BranchStockAnswer | null> {
  const items = lines.map((line) => `${line.slug}:${line.quantity}`).join(",");
  try {
    return await apiGet<BranchStockAnswer>(
      `/api/branch-stock?items=${encodeURIComponent(items)}&branches=${branchIds.join(",")}`,
    );
  } catch (error) {
    console.warn("Branch stock could not be loaded", error);
    return null;
  }
}

/** GET /api/branch-stock for these lines at these branches; idle without either. */
export function useBranchStock(lines: readonly StockLine[], branchIds: number[]) {
  return useQuery({
    queryKey: ["/api/branch-stock", lines, branchIds],
    queryFn: () => fetchBranchStock(lines, branchIds),
    staleTime: 5 * 60_000,
    retry: false,
    enabled: lines.length > 0 && branchIds.length > 0,
  });
}

export interface DeliveryEstimateAnswer {
  estimate: DeliveryEstimate | null;
  text: string;
}

async function fetchDeliveryEstimate(postcode: string): Promise<DeliveryEstimateAnswer | null> {
  try {
    return await apiGet<DeliveryEstimateAnswer>(`/api/delivery-estimate?postcode=${encodeURIComponent(postcode)}`);
  } catch (error) {
    console.warn("Delivery estimate could not be loaded", error);
    return null;
  }
}

/** GET /api/delivery-estimate for the customer's postcode; idle while it is empty. */
export function useDeliveryEstimate(postcode: string) {
  return useQuery({
    queryKey: ["/api/delivery-estimate", postcode],
    queryFn: () => fetchDeliveryEstimate(postcode),
    staleTime: 5 * 60_000,
    retry: false,
    enabled: postcode.length > 0,
  });
}
