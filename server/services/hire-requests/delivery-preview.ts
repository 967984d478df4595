import type { DeliveryEstimate } from "../../../core/delivery-estimate.js";
import type { PostcodeLookup } from "../../integrations/postcode-lookup.js";
import { deliveryEstimateFor, type BranchDataStore } from "../branch-data/index.js";
import type { CataloguePort } from "../reservations/catalogue-port.js";
import { nearestBranch } from "./nearest-branch.js";
import { checkPostcode } from "./postcode-check.js";

export interface DeliveryPreviewDeps {
  catalogue: Pick<CataloguePort, "listBranches">;
  postcodes: PostcodeLookup;
  branchData: Pick<BranchDataStore, "current">;
}

/**
 * GET /api/delivery-estimate: what checkout's delivery option says for a postcode, worked out exactly as checkout
 * works out the estimate it stores (the nearest branch, G3; its bands, G11). Null: today's wording.
 */
export async function deliveryPreview(deps: DeliveryPreviewDeps, input: string): Promise<DeliveryEstimate | null> {
  const postcode = await checkPostcode(deps.postcodes, input, "postcode");
  const branches = deps.catalogue.listBranches();
  const branch = nearestBranch(branches, postcode.postcode, postcode.location);
  if (!branch) return null;
  return deliveryEstimateFor(await deps.branchData.current(), branches, branch, postcode);
}
