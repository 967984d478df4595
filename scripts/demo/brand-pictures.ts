// The demo catalogue's pictures in a brand's own colours, into its demo folder (brands/<id>/demo.ts), which the
// server serves before data/demo's (docs/decisions/catalogue-import.md C15, operation.md E31). Drawn by
// `npm run brand:images` (scripts/make-brand-images.ts), from the same catalogue `npm run demo:generate` draws.
import { join } from "node:path";
import type { Brand, BrandDemo } from "../../brands/brand.js";
import { buildEquipment } from "./equipment.js";
import { writeDemoImages } from "./images.js";
import { assignItemImages } from "./item-images.js";
import { applySpecialPrices } from "./specials.js";
import { buildCategoryTree } from "./tree.js";

/** The folder a brand's demo pictures go to, or undefined for the demo company (its pictures are data/demo's). */
export function brandPictureFolder(projectRoot: string, demo: BrandDemo): string | undefined {
  return demo.folder ? join(projectRoot, demo.folder, "category_images") : undefined;
}

/** Draws every category and item picture of the demo catalogue in the brand's colours; returns how many. */
export async function writeBrandPictures(brand: Brand, folder: string): Promise<number> {
  const tree = buildCategoryTree();
  const equipment = buildEquipment(tree);
  // As generate-demo-data.ts does: offer prices first, for an item's picture is sized by its price among its kind's.
  applySpecialPrices(equipment);
  const items = assignItemImages(equipment);
  const { categories, items: drawn } = await writeDemoImages(tree, items, folder, brand);
  return categories.count + drawn.count;
}
