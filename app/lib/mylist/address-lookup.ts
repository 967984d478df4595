import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiGet } from "~/lib/api-client";

export interface AddressLookup {
  postcode: string;
  town: string | null;
  region: string | null;
}

/** What the postcode service said: found (with town and region), not found, or out of reach (G1). */
export type LookupResult =
  { status: "found"; address: AddressLookup } | { status: "not-found" } | { status: "unavailable" };

/** GET /api/addresses/lookup?postcode=: 404 when the postcode does not exist, 503 in an outage. */
export async function lookupAddress(postcode: string): Promise<LookupResult> {
  try {
    const address = await apiGet<AddressLookup>(`/api/addresses/lookup?postcode=${encodeURIComponent(postcode)}`);
    return address ? { status: "found", address } : { status: "unavailable" };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { status: "not-found" };
    return { status: "unavailable" };
  }
}

export const addressLookupQuery = (postcode: string) =>
  queryOptions({
    queryKey: ["/api/addresses/lookup", postcode],
    queryFn: () => lookupAddress(postcode),
    staleTime: 60 * 60_000,
    retry: false,
  });

/** The lookup of a postcode the customer has stopped typing; idle while `postcode` is null. */
export function useAddressLookup(postcode: string | null) {
  return useQuery({ ...addressLookupQuery(postcode ?? ""), enabled: postcode !== null });
}
