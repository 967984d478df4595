// What to bring to the counter, for the brand BRAND names (replaced by brands/<id>/counter.ts in the Vite build, as
// brand.ts is).
import { selectedBrandId } from "../ids.js";
import { brands } from "../index.js";

export const { counter } = brands[selectedBrandId()];
