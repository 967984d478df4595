import type { Equipment, EquipmentSummary } from "../../../core/catalogue-types.js";
import { hireDays } from "../../../core/hire-dates.js";
import { priceList } from "../../../core/pricing.js";
import { NO_LONGER_AVAILABLE, type Reservation, type ReservationItem } from "../../../core/reservation-types.js";
import type { reservationItems, reservations } from "../../db/schema.js";
import type { FindEquipmentBySlug } from "./catalogue-port.js";

/** What pricing and the API read of a stored reservation and its items (the timestamps are the database's own). */
export type ReservationRow = Pick<
  typeof reservations.$inferSelect,
  "id" | "sessionId" | "startDate" | "endDate" | "status"
>;
export type ReservationItemRow = Omit<typeof reservationItems.$inferSelect, "createdAt">;

/** The stored copy of an item's equipment (R7), as the API shows it. */
export function storedEquipment(row: ReservationItemRow): EquipmentSummary {
  return {
    equipmentSlug: row.equipmentSlug,
    name: row.name,
    productCode: row.productCode,
    type: row.type === "Resale" ? "Resale" : "Hire",
    rate: row.rate,
    rateType: row.rateType === "per day" ? "per day" : "per week",
  };
}

export function equipmentCopy(equipment: Equipment): EquipmentSummary {
  return {
    equipmentSlug: equipment.equipmentSlug,
    name: equipment.name,
    productCode: equipment.productCode,
    type: equipment.type,
    rate: equipment.rate,
    rateType: equipment.rateType,
    rateBands: equipment.rateBands,
  };
}

export const sameEquipment = (a: EquipmentSummary, b: EquipmentSummary) =>
  a.name === b.name &&
  a.productCode === b.productCode &&
  a.type === b.type &&
  a.rate === b.rate &&
  a.rateType === b.rateType;

export interface CurrentItem {
  row: ReservationItemRow;
  equipment: EquipmentSummary;
  available: boolean;
  /** True when the catalogue's copy differs from the stored one (an import changed it). */
  changed: boolean;
}

/** Each item with the catalogue's current name and rate (R7), or its stored copy when the equipment has gone. */
export function currentItems(rows: ReservationItemRow[], findEquipment: FindEquipmentBySlug): CurrentItem[] {
  return rows.map((row) => {
    const stored = storedEquipment(row);
    const live = findEquipment(row.equipmentSlug);
    if (!live) return { row, equipment: stored, available: false, changed: false };
    const equipment = equipmentCopy(live);
    return { row, equipment, available: true, changed: !sameEquipment(stored, equipment) };
  });
}

/**
 * The API's reservation with server-side prices (P3), each Hire line by its bands when it has them (P7) and saying
 * how (P9); items no longer available count for nothing.
 */
export function reservationJson(reservation: ReservationRow, current: CurrentItem[]): Reservation {
  const days = hireDays(reservation.startDate, reservation.endDate);
  const priced = priceList(
    current.map((item) => ({ ...item.equipment, quantity: item.available ? item.row.quantity : 0 })),
    days,
    reservation.startDate,
  );
  const items: ReservationItem[] = current.map((item, index) => ({
    id: item.row.id,
    equipment: item.equipment,
    quantity: item.row.quantity,
    dailyRate: priced.lines[index].dailyRate,
    totalCost: priced.lines[index].totalCost,
    pricing: item.available ? priced.lines[index].pricing : null,
    available: item.available,
    notice: item.available ? null : NO_LONGER_AVAILABLE,
  }));
  return {
    id: reservation.id,
    sessionId: reservation.sessionId,
    startDate: reservation.startDate,
    endDate: reservation.endDate,
    days,
    status: reservation.status === "submitted" ? "submitted" : "active",
    totalCost: priced.totalCost,
    hireTotal: priced.hireTotal,
    resaleTotal: priced.resaleTotal,
    damageWaiver: priced.damageWaiver,
    items,
  };
}

/** One item priced for the reservation's period (the answer to adding or changing an item). */
export function itemJson(reservation: ReservationRow, item: CurrentItem): ReservationItem {
  return reservationJson(reservation, [item]).items[0];
}
