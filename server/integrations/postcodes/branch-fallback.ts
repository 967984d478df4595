import type { Location } from "../../../core/catalogue-types.js";
import type { LatLng } from "../../../core/geo.js";
import { normalisePostcode, outcodeOf } from "./format.js";

/**
 * The last offline fallback: a postcode placed by our own branches. A branch with that very postcode gives its
 * position; otherwise branches in the same outward code ("AB12") give their average, close enough to find the
 * nearest branch.
 */
export function locateByBranches(branches: readonly Location[], postcodeOrOutcode: string): LatLng | undefined {
  const wantedOutcode = outcodeOf(postcodeOrOutcode);
  const exact = postcodeOrOutcode.includes(" ") ? postcodeOrOutcode : undefined;
  const sameOutcode: LatLng[] = [];
  for (const branch of branches) {
    if (branch.latitude === null || branch.longitude === null) continue;
    const postcode = normalisePostcode(branch.postcode);
    if (!postcode) continue;
    if (postcode === exact) return { latitude: branch.latitude, longitude: branch.longitude };
    if (outcodeOf(postcode) === wantedOutcode)
      sameOutcode.push({ latitude: branch.latitude, longitude: branch.longitude });
  }
  if (sameOutcode.length === 0) return undefined;
  return {
    latitude: sameOutcode.reduce((sum, p) => sum + p.latitude, 0) / sameOutcode.length,
    longitude: sameOutcode.reduce((sum, p) => sum + p.longitude, 0) / sameOutcode.length,
  };
}

/** Branch postcodes starting with a prefix: autocomplete's offline fallback. */
export function branchPostcodesStartingWith(branches: readonly Location[], prefix: string): string[] {
  const found = new Set<string>();
  for (const branch of branches) {
    const postcode = normalisePostcode(branch.postcode);
    if (postcode?.startsWith(prefix)) found.add(postcode);
  }
  return [...found].sort();
}
