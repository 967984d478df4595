import type { RateBands } from "./rate-bands.js";

// JSON shapes of the catalogue API (docs/product.md "Data"), shared by the server and the browser.

export type EquipmentType = "Hire" | "Resale";
export type RateType = "per day" | "per week";

export interface Category {
  id: number;
  name: string;
  categorySlug: string;
  categoryCode: string;
  level: 0 | 1 | 2;
  parentSlug: string | null;
  description: string;
  fullDescription: string;
  productDetails: string;
  specification: string;
  featured: boolean;
}

export interface CategoryRef {
  id: number;
  categorySlug: string;
  name: string;
}

/** An item as the catalogue holds it and lists carry it (search results, a category's items). */
export interface Equipment {
  id: number;
  equipmentSlug: string;
  name: string;
  productCode: string;
  type: EquipmentType;
  /** Decimal string with 2 places, or null when the price is on application. */
  rate: string | null;
  rateType: RateType;
  /** The day, weekend and week prices that price a hire (docs/decisions/money.md P7); null when not imported. */
  rateBands: RateBands | null;
  strikeRate: string | null;
  imageCode: string;
  commCode: string;
  categories: CategoryRef[];
  mainCategorySlug: string | null;
  mainCategoryId: number | null;
}

/** An item with its HTML description, as the detail endpoint and `fields=full` lists carry it. */
export interface EquipmentDetail extends Equipment {
  fullDescription: string;
}

export interface CategoryDocument {
  id: number;
  title: string;
  target: string;
  url: string;
}

export interface SpecialItem {
  id: number;
  commCode: string;
  categoryName: string;
  equipmentSlug: string | null;
  /** Display name: the equipment's name, else the special's own title. */
  name: string;
  imageCode: string;
  fullDescription: string;
  featured: boolean;
  enquire: boolean;
  equipment: EquipmentDetail | null;
  /** First and last London day it shows (YYYY-MM-DD, inclusive); null: no limit that side. */
  validFrom: string | null;
  validTo: string | null;
}

export interface Branch {
  id: number;
  name: string;
  type: string;
  email: string;
  phone: string;
  fullAddress: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  /** JSON text keyed Monday..Sunday (docs/product.md "Data"). */
  openingHours: string;
}

export interface BranchWithDistance extends Branch {
  distance: number;
}

// Slim shapes that page loaders send to the browser (only what the page shows).

export interface CategorySummary {
  categorySlug: string;
  name: string;
  categoryCode: string;
  summary: string;
}

/**
 * An item as the visitor knows it: what a catalogue button hands to MyList, what a reservation item and a hire request
 * keep a copy of (docs/decisions/mylist.md R7), and the core of what a catalogue page sends.
 */
export interface EquipmentSummary {
  equipmentSlug: string;
  name: string;
  productCode: string;
  type: EquipmentType;
  /** Null when the price is on application. */
  rate: string | null;
  rateType: RateType;
  /** P7: the bands that price a Hire line, when the catalogue has them (a reservation's stored copy has none). */
  rateBands?: RateBands | null;
}

/** An item as a catalogue page lists it: the summary with its id and its R.R.P. */
export interface EquipmentListing extends EquipmentSummary {
  id: number;
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
  equipment: EquipmentListing | null;
}
