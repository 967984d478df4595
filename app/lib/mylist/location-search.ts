import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Location } from "../../../core/catalogue-types.js";
import { apiGet } from "~/lib/api-client";

/** A branch as the search answers it, nearest first, with its distance in miles (docs/decisions/branches.md G5). */
export type BranchResult = Location & { distance?: number | null };

/** GET /api/locations/search?query={postcode or town}&maxDistance=50. Spec 8: a failed search shows no results. */
export async function searchBranches(query: string): Promise<BranchResult[]> {
  try {
    return (
      (await apiGet<BranchResult[]>(`/api/locations/search?query=${encodeURIComponent(query)}&maxDistance=50`)) ?? []
    );
  } catch (error) {
    console.warn("Branch search failed", error);
    return [];
  }
}

export const branchSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ["/api/locations/search", query],
    queryFn: () => searchBranches(query),
    staleTime: 60 * 60_000,
  });

export function useBranchSearch(query: string) {
  return useQuery({ ...branchSearchQuery(query), enabled: query.trim().length > 0 });
}
