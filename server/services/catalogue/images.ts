import type { Equipment } from "../../../core/catalogue-types.js";
import type { CatalogueData } from "./snapshot.js";

export const CATEGORY_IMAGE_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The image of an item's category: its own imageCode, else its main category's code (C4). */
export function categoryImagePath(data: CatalogueData, item: Equipment): string | undefined {
  const code =
    item.imageCode ||
    (item.mainCategorySlug ? data.categoryBySlug.get(item.mainCategorySlug)?.categoryCode : undefined);
  return code && CATEGORY_IMAGE_CODE.test(code) ? `/category_images/${encodeURIComponent(code)}.jpg` : undefined;
}
