// The branch wording of the brand BRAND names (replaced by brands/<id>/branches.ts in the Vite build, as brand.ts is).
import { selectedBrandId } from "../ids.js";
import { brands } from "../index.js";

export const { branches } = brands[selectedBrandId()];
