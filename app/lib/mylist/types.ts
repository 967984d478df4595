// JSON shapes of the MyList API as the browser reads them (spec sections 3 and 7).
// TODO(merge h/mylist): re-export these from core/reservation-types.ts once it is committed.
import type { EquipmentType, RateType } from "../../../core/catalogue-types.js";

export interface ReservationEquipment {
  equipmentSlug: string;
  name: string;
  productCode: string;
  type: EquipmentType;
  rate: string | null;
  rateType: RateType;
}

export interface ReservationItem {
  id: number;
  equipment: ReservationEquipment;
  quantity: number;
  dailyRate: string;
  totalCost: string;
  /** False when the equipment has left the catalogue (docs/decisions.md R7). */
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
  totalCost: string;
  hireTotal: string;
  resaleTotal: string;
  damageWaiver: string;
  items: ReservationItem[];
}

export interface CheckoutResponse {
  success: true;
  referenceNumber: string;
}

export interface SpecialRequestResponse {
  referenceNumber: string;
}
