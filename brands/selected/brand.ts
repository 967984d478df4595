// The brand BRAND names, as the server and scripts load it (Node or tsx). The Vite build of the pages replaces
// this module by brands/<id>/brand.ts alone (build-tools/brand-select.ts), so the browser gets one brand's data.
import { selectedBrandId } from "../ids.js";
import { brands } from "../index.js";

export const { brand } = brands[selectedBrandId()];
