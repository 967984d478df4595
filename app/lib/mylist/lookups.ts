import { useQuery } from "@tanstack/react-query";
import { DEFAULT_NATION, type BankHoliday, type Nation } from "../../../core/bank-holidays.js";
import { SEARCH_RADIUS_MILES } from "../../../core/branch-search.js";
import type { Branch } from "../../../core/catalogue-types.js";
import { ApiError, apiGet } from "~/lib/api-client";

// What the MyList dialogs look up while the visitor fills them in: bank holidays for the hire-period calendar, and
// branches and postcodes for checkout. Each answer is cached for the page's life; a failure never blocks the form.

export interface BankHolidaysAnswer {
  nation: Nation;
  nationName: string;
  holidays: BankHoliday[];
}

/** GET /api/bank-holidays?nation=: a failure leaves the calendar without markings (the server still checks). */
async function fetchBankHolidays(nation: Nation): Promise<BankHolidaysAnswer | null> {
  try {
    return await apiGet<BankHolidaysAnswer>(`/api/bank-holidays?nation=${nation}`);
  } catch (error) {
    console.warn("Bank holidays could not be loaded", error);
    return null;
  }
}

/** The bank holidays the hire-period calendar marks: England and Wales until a branch is known (V2). */
export function useBankHolidays(nation: Nation = DEFAULT_NATION) {
  return useQuery({
    queryKey: ["/api/bank-holidays", nation],
    queryFn: () => fetchBankHolidays(nation),
    staleTime: 24 * 60 * 60_000,
    gcTime: 24 * 60 * 60_000,
  });
}

/** A branch as the search answers it, nearest first, with its distance in miles (docs/decisions/branches.md G5). */
export type BranchResult = Branch & { distance?: number | null };

/** GET /api/locations/search?query={postcode or town}&maxDistance=50 (SEARCH_RADIUS_MILES). Spec 8: a failed search shows no results. */
async function searchBranches(query: string): Promise<BranchResult[]> {
  try {
    return (
      (await apiGet<BranchResult[]>(
        `/api/locations/search?query=${encodeURIComponent(query)}&maxDistance=${SEARCH_RADIUS_MILES}`,
      )) ?? []
    );
  } catch (error) {
    console.warn("Branch search failed", error);
    return [];
  }
}

export function useBranchSearch(query: string) {
  return useQuery({
    queryKey: ["/api/locations/search", query],
    queryFn: () => searchBranches(query),
    staleTime: 60 * 60_000,
    enabled: query.trim().length > 0,
  });
}

export interface AddressLookup {
  postcode: string;
  town: string | null;
  region: string | null;
}

/** What the postcode service said: found (with town and region), not found, or out of reach (G1). */
export type LookupResult =
  { status: "found"; address: AddressLookup } | { status: "not-found" } | { status: "unavailable" };

/** GET /api/addresses/lookup?postcode=: 404 when the postcode does not exist, 503 in an outage. */
async function lookupAddress(postcode: string): Promise<LookupResult> {
  try {
    const address = await apiGet<AddressLookup>(`/api/addresses/lookup?postcode=${encodeURIComponent(postcode)}`);
    return address ? { status: "found", address } : { status: "unavailable" };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { status: "not-found" };
    return { status: "unavailable" };
  }
}

/** The lookup of a postcode the customer has stopped typing; idle while `postcode` is null. */
export function useAddressLookup(postcode: string | null) {
  return useQuery({
    queryKey: ["/api/addresses/lookup", postcode ?? ""],
    queryFn: () => lookupAddress(postcode ?? ""),
    staleTime: 60 * 60_000,
    retry: false,
    enabled: postcode !== null,
  });
}
