import type { BrandBranches } from "../brand.js";

// What the branch pages say of each kind of branch (docs/white-label.md). Server-side only: the pages receive the
// list of the branch they show.
export const branches: BrandBranches = {
  services: {
    "Powered Access Depot": [
      "Powered Access Hire",
      "IPAF-Trained Advice",
      "Site Surveys",
      "Delivery Service",
      "Equipment Collection",
    ],
    "Trade Counter": ["Equipment Rental", "Trade Account Service", "Expert Advice", "Equipment Collection"],
    "Merchant Partner Counter": ["Equipment Rental", "Order Ahead, Collect In Store", "Expert Advice"],
  },
};
