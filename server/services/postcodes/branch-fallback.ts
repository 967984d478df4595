import type { Branch } from "../../../core/catalogue-types.js";
import type { LatLng } from "../../../core/geo.js";
import { outwardCode, postcodeArea } from "../../../core/postcode-format.js";
import { normalisePostcode } from "./format.js";

/**
 * The last offline fallback: a postcode placed by our own branches. A branch with that very postcode gives its
 * position; otherwise branches in the same outward code ("AB12") give their average, and failing that branches in the
 * same postcode area ("AB"): close enough to find the nearest branches (docs/decisions/branches.md L2).
 */
export function locateByBranches(branches: readonly Branch[], postcodeOrOutcode: string): LatLng | undefined {
  const wantedOutcode = outwardCode(postcodeOrOutcode);
  const exact = postcodeOrOutcode.includes(" ") ? postcodeOrOutcode : undefined;
  const wantedArea = postcodeArea(wantedOutcode);
  const sameOutcode: LatLng[] = [];
  const sameArea: LatLng[] = [];
  for (const branch of branches) {
    if (branch.latitude === null || branch.longitude === null) continue;
    const postcode = normalisePostcode(branch.postcode);
    if (!postcode) continue;
    if (postcode === exact) return { latitude: branch.latitude, longitude: branch.longitude };
    const position = { latitude: branch.latitude, longitude: branch.longitude };
    const outcode = outwardCode(postcode);
    if (outcode === wantedOutcode) sameOutcode.push(position);
    else if (wantedArea && postcodeArea(outcode) === wantedArea) sameArea.push(position);
  }
  return centreOf(sameOutcode) ?? centreOf(sameArea);
}

function centreOf(points: LatLng[]): LatLng | undefined {
  if (points.length === 0) return undefined;
  return {
    latitude: points.reduce((sum, p) => sum + p.latitude, 0) / points.length,
    longitude: points.reduce((sum, p) => sum + p.longitude, 0) / points.length,
  };
}

/** Branch postcodes starting with a prefix: autocomplete's offline fallback. */
export function branchPostcodesStartingWith(branches: readonly Branch[], prefix: string): string[] {
  const found = new Set<string>();
  for (const branch of branches) {
    const postcode = normalisePostcode(branch.postcode);
    if (postcode?.startsWith(prefix)) found.add(postcode);
  }
  return [...found].sort();
}
