export const CURRENT_LOCATION = "Current Location";

/** The address of a search: by place text, or by the visitor's position. */
export function searchHref(search: { q: string } | { latitude: number; longitude: number }): string {
  return "q" in search
    ? `/locations?q=${encodeURIComponent(search.q)}`
    : `/locations?lat=${search.latitude}&lng=${search.longitude}`;
}
