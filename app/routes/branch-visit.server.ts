import { counter } from "../../brands/selected/counter.js";
import type { Branch } from "../../core/catalogue-types.js";
import type { RequestStatus } from "../../core/hire-request-status.js";
import { directionsUrl, phoneHref } from "~/components/branches/maps-links";
import type { BranchVisit } from "~/components/requests/branch-visit-card";

interface TrackedVisit {
  status: RequestStatus;
  deliveryMethod: "collection" | "delivery" | null;
  estimate: { branch: { name: string; phone: string; address: string } | null };
}

const STILL_TO_COLLECT: RequestStatus[] = ["received", "contacted", "confirmed"];

/**
 * For a hire still to be collected: the branch as the catalogue has it now (its position for the directions), else as
 * the request recorded it (directions to its address); null for a delivery, a special request or a closed request.
 */
export function branchVisit(tracked: TrackedVisit, current: Branch | undefined): BranchVisit | null {
  const recorded = tracked.estimate.branch;
  if (!recorded || tracked.deliveryMethod !== "collection" || !STILL_TO_COLLECT.includes(tracked.status)) return null;
  const place = current ?? { fullAddress: recorded.address, postcode: "", latitude: null, longitude: null };
  const phone = current?.phone || recorded.phone;
  return {
    name: recorded.name,
    address: current ? `${current.fullAddress}, ${current.postcode}` : recorded.address,
    phone,
    phoneHref: phoneHref(phone),
    directionsHref: directionsUrl(place),
    counter,
  };
}
