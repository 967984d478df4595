import type { Equipment } from "../../../core/catalogue-types.js";
import { hireDays } from "../../../core/hire-dates.js";
import { priceList } from "../../../core/pricing.js";
import {
  NO_LONGER_AVAILABLE,
  type Reservation,
  type ReservationEquipment,
  type ReservationItem,
} from "../../../core/reservation-types.js";
import type { reservationItems, reservations } from "../../db/schema.js";
import type { FindEquipmentBySlug } from "./catalogue-port.js";

/** What pricing and the API read of a stored list and its lines (the timestamps are the database's own). */
export type ReservationRow = Pick<
  typeof reservations.$inferSelect,
  "id" | "sessionId" | "startDate" | "endDate" | "status"
>;
export type ReservationItemRow = Omit<typeof reservationItems.$inferSelect, "createdAt">;

/** The stored copy of an item's equipment (R7), as the API shows it. */
export function storedEquipment(row: ReservationItemRow): ReservationEquipment {
  return {
    equipmentSlug: row.equipmentSlug,
    name: row.name,
    productCode: row.productCode,
    type: row.type === "Resale" ? "Resale" : "Hire",
    rate: row.rate,
    rateType: row.rateType === "per day" ? "per day" : "per week",
  };
}

export function equipmentCopy(equipment: Equipment): ReservationEquipment {
  return {
    equipmentSlug: equipment.equipmentSlug,
    name: equipment.name,
    productCode: equipment.productCode,
    type: equipment.type,
    rate: equipment.rate,
    rateType: equipment.rateType,
  };
}

export const sameEquipment = (a: ReservationEquipment, b: ReservationEquipment) =>
  a.name === b.name &&
  a.productCode === b.productCode &&
  a.type === b.type &&
  a.rate === b.rate &&
  a.rateType === b.rateType;

export interface CurrentLine {
  row: ReservationItemRow;
  equipment: ReservationEquipment;
  available: boolean;
  /** True when the catalogue's copy differs from the stored one (an import changed it). */
  changed: boolean;
}

/** Each line with the catalogue's current name and rate (R7), or its stored copy when the item has gone. */
export function currentLines(rows: ReservationItemRow[], findEquipment: FindEquipmentBySlug): CurrentLine[] {
  return rows.map((row) => {
    const stored = storedEquipment(row);
    const live = findEquipment(row.equipmentSlug);
    if (!live) return { row, equipment: stored, available: false, changed: false };
    const equipment = equipmentCopy(live);
    return { row, equipment, available: true, changed: !sameEquipment(stored, equipment) };
  });
}

/** The API's reservation with server-side prices (P3); lines no longer available count for nothing. */
export function reservationJson(reservation: ReservationRow, lines: CurrentLine[]): Reservation {
  const days = hireDays(reservation.startDate, reservation.endDate);
  const priced = priceList(
    lines.map((line) => ({ ...line.equipment, quantity: line.available ? line.row.quantity : 0 })),
    days,
  );
  const items: ReservationItem[] = lines.map((line, index) => ({
    id: line.row.id,
    equipment: line.equipment,
    quantity: line.row.quantity,
    dailyRate: priced.lines[index].dailyRate,
    totalCost: priced.lines[index].totalCost,
    available: line.available,
    notice: line.available ? null : NO_LONGER_AVAILABLE,
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

/** One line priced for the list's period (the answer to adding or changing an item). */
export function itemJson(reservation: ReservationRow, line: CurrentLine): ReservationItem {
  return reservationJson(reservation, [line]).items[0];
}
