import { distanceText, type DistanceUnit } from "./distance-text.js";
import { site } from "./site.js";

// Distances from a searched town (docs/decisions/branches.md L15), worded by the page's loader; apart from
// distance-text.ts so that the pages' first load does not carry them.

/**
 * A result's distance from the searched place. From a town's centre (docs/decisions/branches.md L15), a branch
 * closer than a tenth of a mile is 'In York' rather than '0.0 miles'.
 */
export function resultDistanceText(miles: number, town: string | null, unit: DistanceUnit = site.distanceUnit): string {
  return town !== null && miles < 0.05 ? `In ${town}` : distanceText(miles, unit);
}

/** Under the count of a search by town: where its distances are measured from. */
export const townNote = (town: string) => `Distances from the centre of ${town}`;
