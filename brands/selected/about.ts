// The About Us copy of the brand BRAND names (replaced by brands/<id>/about.ts in the Vite build, as brand.ts is).
import { selectedBrandId } from "../ids.js";
import { brands } from "../index.js";

export const { about } = brands[selectedBrandId()];
