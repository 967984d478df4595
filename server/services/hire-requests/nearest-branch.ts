import type { Branch } from "../../../core/catalogue-types.js";
import { distanceInMiles, type LatLng } from "../../../core/geo.js";
import { formatPostcode, outwardCode, postcodeArea } from "../../../core/postcode-format.js";
import type { BranchSnapshot } from "../../../core/hire-request-snapshot.js";

const located = (branch: Branch): branch is Branch & LatLng => branch.latitude !== null && branch.longitude !== null;

export function branchSnapshot(
  branch: Branch,
  chosenBy: BranchSnapshot["chosenBy"],
  distanceMiles: number | null = null,
): BranchSnapshot {
  return {
    id: branch.id,
    name: branch.name,
    email: branch.email,
    phone: branch.phone,
    fullAddress: branch.fullAddress,
    postcode: branch.postcode,
    chosenBy,
    distanceMiles: distanceMiles === null ? null : Math.round(distanceMiles * 10) / 10,
  };
}

function nearestTo(point: LatLng, branches: readonly Branch[]): { branch: Branch; miles: number } | undefined {
  let best: { branch: Branch; miles: number } | undefined;
  for (const branch of branches) {
    if (!located(branch)) continue;
    const miles = distanceInMiles(point, branch);
    if (!best || miles < best.miles) best = { branch, miles };
  }
  return best;
}

/**
 * G3: the branch with the smallest great-circle distance from the customer's postcode. Without coordinates
 * (a postcode the service could not check) the branches sharing the postcode's outward code, else its area letters,
 * stand in for its position; failing that the first branch (docs/product.md "Timings"'s fallback).
 */
export function nearestBranch(
  branches: readonly Branch[],
  postcode: string,
  location: LatLng | null,
): BranchSnapshot | undefined {
  if (branches.length === 0) return undefined;
  if (location) {
    const best = nearestTo(location, branches);
    if (best) return branchSnapshot(best.branch, "nearest", best.miles);
  }
  const outward = outwardCode(postcode);
  const area = postcodeArea(postcode);
  const withPostcode = branches.filter((branch) => branch.postcode);
  const sameOutward = withPostcode.filter((branch) => outwardCode(formatPostcode(branch.postcode)) === outward);
  const sameArea = area ? withPostcode.filter((branch) => postcodeArea(formatPostcode(branch.postcode)) === area) : [];
  const neighbours = sameOutward.length > 0 ? sameOutward : sameArea;
  if (neighbours.length > 0) return branchSnapshot(neighbours[0], "postcode-area");
  return branchSnapshot(branches[0], "fallback");
}
