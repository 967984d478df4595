import type { BrandDemo } from "../brand.js";

/** The demo catalogue and branches in data/demo are Kestrel Hire's own. */
export const demo: BrandDemo = { folder: "", countries: ["ENG", "SCT", "WLS", "NIR", "IE"] };
