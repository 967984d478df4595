import { apiGet } from "~/lib/api-client";
import { getBrowserQueryClient } from "~/lib/query-client";

const minute = 60_000;

/** Postcode suggestions from our API, cached for 1 minute (docs/product.md "Timings"). Loaded on the first keystroke. */
export async function fetchPostcodeSuggestions(text: string): Promise<string[]> {
  const query = text.trim().toUpperCase().replace(/\s+/g, " ");
  return getBrowserQueryClient().fetchQuery({
    queryKey: ["/api/addresses/autocomplete", query],
    queryFn: async () =>
      (await apiGet<string[]>(`/api/addresses/autocomplete?query=${encodeURIComponent(query)}`)) ?? [],
    staleTime: minute,
    gcTime: 2 * minute,
  });
}
