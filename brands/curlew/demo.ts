import type { BrandDemo } from "../brand.js";

/** Curlew Hire shares data/demo's catalogue, priced in euros as written; its branches, all in Ireland, are its own. */
export const demo: BrandDemo = { folder: "data/demo-curlew", countries: ["IE"] };
