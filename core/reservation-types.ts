import type { EquipmentSummary } from "./catalogue-types.js";
import type { LinePricing } from "./rate-bands-text.js";

// JSON shapes of the MyList API (docs/product.md "Data" and "API"), shared by the server and the browser.

/** R1: what the server accepts as a session id (the browser makes `session-{timestamp}-{random}`). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export const NO_LONGER_AVAILABLE = "No longer available";

export interface ReservationItem {
  id: number;
  equipment: EquipmentSummary;
  quantity: number;
  dailyRate: string;
  totalCost: string;
  /** How the server priced a Hire line (docs/decisions/money.md P9); null for Resale, no rate or no longer available. */
  pricing: LinePricing | null;
  /** False when the equipment has left the catalogue (R7): the item shows 'No longer available'. */
  available: boolean;
  notice: string | null;
}

export interface Reservation {
  id: number;
  sessionId: string;
  startDate: string;
  endDate: string;
  days: number;
  status: "active" | "submitted";
  /** Estimated basket total, ex VAT (P2): hire + resale. */
  totalCost: string;
  hireTotal: string;
  resaleTotal: string;
  /** P4: the optional damage waiver on this period's hire total, offered at checkout. */
  damageWaiver: string;
  items: ReservationItem[];
}

export interface CheckoutResponse {
  success: true;
  referenceNumber: string;
  /** The private tracking link of the request, in the first answer only (a repeat answers the reference alone). */
  trackingUrl?: string;
}

export interface SpecialRequestResponse {
  referenceNumber: string;
}
