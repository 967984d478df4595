import type {
  Category,
  CategorySummary,
  Equipment,
  EquipmentListing,
  SpecialItem,
  SpecialSummary,
} from "../../core/catalogue-types.js";
import { plainText } from "../../core/plain-text.js";

// The slim shapes page loaders send to the browser (only what the page shows).

/** At most `max` characters, cut at a word. */
export function excerpt(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max * 0.6))}…`;
}

export function categorySummary(category: Category): CategorySummary {
  const text = plainText(category.description || category.fullDescription || category.productDetails);
  return {
    categorySlug: category.categorySlug,
    name: category.name,
    categoryCode: category.categoryCode,
    summary: excerpt(text, 140),
  };
}

export function equipmentSummary(item: Equipment): EquipmentListing {
  return {
    id: item.id,
    equipmentSlug: item.equipmentSlug,
    name: item.name,
    productCode: item.productCode,
    type: item.type,
    rate: item.rate,
    rateType: item.rateType,
    strikeRate: item.strikeRate,
  };
}

export function specialSummary(special: SpecialItem): SpecialSummary {
  return {
    id: special.id,
    commCode: special.commCode,
    equipmentSlug: special.equipmentSlug,
    name: special.name,
    imageCode: special.imageCode,
    fullDescription: special.fullDescription,
    enquire: special.enquire,
    equipment: special.equipment ? equipmentSummary(special.equipment) : null,
  };
}
