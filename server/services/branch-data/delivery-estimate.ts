import type { Branch } from "../../../core/catalogue-types.js";
import type { DeliveryEstimate } from "../../../core/delivery-estimate.js";
import { distanceInMiles, type LatLng } from "../../../core/geo.js";
import { locateByBranches } from "../postcodes/branch-fallback.js";
import type { BranchDataView } from "./store.js";

/**
 * The delivery estimate from `branch` to the customer (docs/decisions/branches.md G10): the distance from the
 * postcode's position, or, when the postcode service could not place it, from its outward code or area as the branch
 * finder's offline fallback places it (L2). Null without bands for the branch, or when nothing places the customer.
 */
export function deliveryEstimateFor(
  view: BranchDataView,
  branches: readonly Branch[],
  branch: { id: number; name: string },
  customer: { postcode: string; location: LatLng | null },
): DeliveryEstimate | null {
  const from = branches.find((candidate) => candidate.id === branch.id);
  if (!from || from.latitude === null || from.longitude === null) return null;
  const location = customer.location ?? locateByBranches(branches, customer.postcode);
  if (!location) return null;
  const miles = distanceInMiles(location, { latitude: from.latitude, longitude: from.longitude });
  return view.delivery.estimate(branch, miles, customer.location ? "postcode" : "postcode-area");
}
