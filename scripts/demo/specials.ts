import type { EquipmentSet } from "./equipment.js";
import { escapeHtml, money, pounds } from "./text.js";
import { groups } from "./special-offers.js";
import type { CategoryTree } from "./tree.js";

export interface SpecialRow {
  commCode: string;
  categoryName: string;
  equipmentSlug: string | null;
  title: string;
  imageCode: string;
  fullDescription: string;
  featured: boolean;
  enquire: boolean;
  sortOrder: number;
  validFrom: string | null;
  validTo: string | null;
}

/**
 * Gives each item on a percentage offer its offer price as its rate and its usual rate as the
 * strike rate, so the item's price block and the offer's text agree (docs/decisions/catalogue-import.md Q3). Call
 * before anything prints a price.
 */
export function applySpecialPrices(equipment: EquipmentSet): void {
  for (const group of groups) {
    for (const offer of group.offers) {
      if (offer.item === null || !offer.discount) continue;
      const item = equipment.byName.get(offer.item);
      if (!item) throw new Error(`special refers to unknown equipment '${offer.item}'`);
      item.strikeRate = item.rate;
      item.rate = Number(money(item.rate * (1 - offer.discount / 100)));
    }
  }
}

/** Quick-hire specials, grouped by offer category, referring to real catalogue items. */
export function buildSpecials(equipment: EquipmentSet, tree: CategoryTree): SpecialRow[] {
  const rows: SpecialRow[] = [];
  for (const group of groups) {
    group.offers.forEach((offer, index) => {
      const item = offer.item === null ? null : equipment.byName.get(offer.item);
      if (offer.item !== null && !item) throw new Error(`special refers to unknown equipment '${offer.item}'`);
      const imageCode = item ? item.imageCode : offer.imageCode!;
      if (!tree.byCode.has(imageCode)) throw new Error(`special '${offer.title}' has unknown image code ${imageCode}`);
      const parts = [`<p><strong>${escapeHtml(offer.title)}.</strong> ${escapeHtml(offer.deal)}</p>`];
      if (item && offer.discount) {
        if (item.strikeRate === null) throw new Error(`offer '${offer.title}' before applySpecialPrices`);
        parts.push(
          `<p>Offer price ${escapeHtml(pounds(item.rate))} ${item.rateType} ex VAT (usually ${escapeHtml(pounds(item.strikeRate))}).</p>`,
        );
      } else if (item) {
        parts.push(`<p>Standard rate ${escapeHtml(pounds(item.rate))} ${item.rateType} ex VAT.</p>`);
      }
      parts.push(
        offer.enquire
          ? "<p>Send us an enquiry and your nearest branch will confirm availability and a price.</p>"
          : "<p>Add it to your MyList and your local branch will confirm the hire. Subject to availability; not combinable with other offers.</p>",
      );
      rows.push({
        commCode: `${group.prefix}${String(index + 1).padStart(2, "0")}`,
        categoryName: group.name,
        equipmentSlug: item ? item.equipmentSlug : null,
        title: offer.title,
        imageCode,
        fullDescription: parts.join(""),
        featured: offer.featured ?? false,
        enquire: offer.enquire ?? false,
        sortOrder: (index + 1) * 10,
        validFrom: group.season?.validFrom ?? null,
        validTo: group.season?.validTo ?? null,
      });
    });
  }
  return rows;
}
