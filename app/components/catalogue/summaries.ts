import { plainText } from "../../../core/plain-text.js";
import type { Category, Equipment, SpecialItem } from "../../../core/catalogue-types.js";

// Slim, serialisable shapes that page loaders send to the browser (only what the page shows).

export interface CategorySummary {
  categorySlug: string;
  name: string;
  categoryCode: string;
  summary: string;
}

export interface EquipmentSummary {
  id: number;
  equipmentSlug: string;
  name: string;
  productCode: string;
  type: Equipment["type"];
  rate: string | null;
  rateType: string;
  strikeRate: string | null;
}

export interface SpecialSummary {
  id: number;
  commCode: string;
  equipmentSlug: string | null;
  name: string;
  imageCode: string;
  fullDescription: string;
  enquire: boolean;
  equipment: EquipmentSummary | null;
}

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

export function equipmentSummary(item: Equipment): EquipmentSummary {
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
