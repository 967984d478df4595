import { createHash } from "node:crypto";
import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { addDays, draftPeriodMessages, draftPeriodProblem } from "../../../core/hire-dates.js";
import { MAX_QUANTITY } from "../../../core/pricing.js";
import type { Reservation, ReservationItem } from "../../../core/reservation-types.js";
import type { Db } from "../../db/client.js";
import { idempotencyKeys, reservationItems, reservations } from "../../db/schema.js";
import { AppError, badRequest, conflict, notFound } from "../../errors.js";
import type { CataloguePort } from "./catalogue-port.js";
import {
  currentLines,
  equipmentCopy,
  itemJson,
  reservationJson,
  type CurrentLine,
  type ReservationItemRow,
  type ReservationRow,
} from "./pricing.js";

export const MAX_QUANTITY_MESSAGE = `Maximum available: ${MAX_QUANTITY}`;
const RESERVATION_NOT_FOUND = "Reservation not found";
const ITEM_NOT_FOUND = "Item not found";

export interface ReservationDeps {
  db: Db;
  catalogue: CataloguePort;
  /** Today's date in Europe/London (a function so tests can fix the clock). */
  today: () => string;
}

/** An answer that an `Idempotency-Key` replays: the status and the JSON body. */
export interface Replayable<T> {
  status: number;
  body: T;
}

function checkDraftPeriod(startDate: string, endDate: string, today: string) {
  const problem = draftPeriodProblem(startDate, endDate, today);
  if (problem) {
    const field = problem === "past" ? "startDate" : "endDate";
    throw badRequest(draftPeriodMessages[problem], [{ field, message: draftPeriodMessages[problem] }]);
  }
}

/** The MyList operations of spec section 7, with ownership (R2), idempotency (R3, R4) and server prices (P3). */
export class ReservationService {
  constructor(private readonly deps: ReservationDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** R3: the session's active list if it has one (200), else a new one (201), today to tomorrow by default. */
  async create(input: { sessionId: string; startDate?: string; endDate?: string }): Promise<Replayable<Reservation>> {
    const existing = await this.findActive(input.sessionId);
    if (existing) return { status: 200, body: await this.present(this.db, existing) };
    const today = this.deps.today();
    const startDate = input.startDate ?? today;
    const endDate = input.endDate ?? addDays(startDate, 1);
    checkDraftPeriod(startDate, endDate, today);
    const [created] = await this.db
      .insert(reservations)
      .values({ sessionId: input.sessionId, startDate, endDate })
      .onConflictDoNothing({ target: reservations.sessionId, where: sql`${reservations.status} = 'active'` })
      .returning();
    if (created) return { status: 201, body: reservationJson(created, []) };
    // Another request for the same session created it a moment ago.
    const raced = await this.findActive(input.sessionId);
    if (!raced) throw new AppError(503, "Please try again");
    return { status: 200, body: await this.present(this.db, raced) };
  }

  /** The session's active list, re-priced from the current catalogue (R7), or undefined. */
  async getBySession(sessionId: string): Promise<Reservation | undefined> {
    const reservation = await this.findActive(sessionId);
    return reservation && this.present(this.db, reservation);
  }

  async updateDates(
    id: number,
    sessionId: string,
    input: { startDate?: string; endDate?: string },
  ): Promise<Reservation> {
    return this.db.transaction(async (tx) => {
      const current = await lockOwned(tx, id, sessionId);
      const startDate = input.startDate ?? current.startDate;
      const endDate = input.endDate ?? current.endDate;
      checkDraftPeriod(startDate, endDate, this.deps.today());
      const [updated] = await tx
        .update(reservations)
        .set({ startDate, endDate, updatedAt: sql`now()` })
        .where(eq(reservations.id, id))
        .returning();
      return this.present(tx, updated);
    });
  }

  async remove(id: number, sessionId: string): Promise<void> {
    const deleted = await this.db
      .delete(reservations)
      .where(activeOwned(id, sessionId))
      .returning({ id: reservations.id });
    if (deleted.length === 0) throw notFound(RESERVATION_NOT_FOUND);
  }

  /**
   * Adds equipment, or raises the quantity of its line (spec section 4's merge rule), never past
   * MAX_QUANTITY (R4). With an idempotency key, a retry of the same action answers what the first did.
   */
  async addItem(
    id: number,
    sessionId: string,
    input: { equipmentSlug: string; quantity: number },
    idempotencyKey?: string,
  ): Promise<Replayable<ReservationItem>> {
    const equipment = this.deps.catalogue.findEquipmentBySlug(input.equipmentSlug);
    if (!equipment) {
      const message = "No equipment with this slug";
      throw badRequest(`equipmentSlug: ${message}`, [{ field: "equipmentSlug", message }]);
    }
    const copy = equipmentCopy(equipment);
    const requestHash = createHash("sha256")
      .update(JSON.stringify([copy.equipmentSlug, input.quantity]))
      .digest("base64url");

    return this.db.transaction(async (tx) => {
      const reservation = await lockOwned(tx, id, sessionId);
      if (idempotencyKey) {
        const [seen] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.reservationId, id), eq(idempotencyKeys.key, idempotencyKey)));
        if (seen) {
          if (seen.requestHash !== requestHash) throw conflict("This Idempotency-Key was used for a different item");
          return { status: seen.responseStatus, body: seen.responseBody as ReservationItem };
        }
      }
      const values = {
        reservationId: id,
        equipmentSlug: copy.equipmentSlug,
        name: copy.name,
        productCode: copy.productCode,
        type: copy.type,
        rate: copy.rate,
        rateType: copy.rateType,
        quantity: input.quantity,
      };
      const [row] = await tx
        .insert(reservationItems)
        .values(values)
        .onConflictDoUpdate({
          target: [reservationItems.reservationId, reservationItems.equipmentSlug],
          set: {
            quantity: sql`${reservationItems.quantity} + excluded.quantity`,
            name: values.name,
            productCode: values.productCode,
            type: values.type,
            rate: values.rate,
            rateType: values.rateType,
          },
          setWhere: sql`${reservationItems.quantity} + excluded.quantity <= ${MAX_QUANTITY}`,
        })
        .returning({ ...getTableColumns(reservationItems), inserted: sql<boolean>`(xmax = 0)` });
      if (!row) throw badRequest(MAX_QUANTITY_MESSAGE, [{ field: "quantity", message: MAX_QUANTITY_MESSAGE }]);
      const { inserted, ...item } = row;
      const answer = {
        status: inserted ? 201 : 200,
        body: itemJson(reservation, { row: item, equipment: copy, available: true, changed: false }),
      };
      if (idempotencyKey) {
        await tx.insert(idempotencyKeys).values({
          reservationId: id,
          key: idempotencyKey,
          requestHash,
          responseStatus: answer.status,
          responseBody: answer.body,
        });
      }
      return answer;
    });
  }

  /** Sets a line's quantity; 0 or less removes the line (R4). Answers the line, or null when removed. */
  async updateItem(itemId: number, sessionId: string, quantity: number): Promise<ReservationItem | null> {
    if (quantity > MAX_QUANTITY) {
      throw badRequest(MAX_QUANTITY_MESSAGE, [{ field: "quantity", message: MAX_QUANTITY_MESSAGE }]);
    }
    if (quantity <= 0) {
      await this.removeItem(itemId, sessionId);
      return null;
    }
    return this.db.transaction(async (tx) => {
      const reservation = await lockOwnerOfItem(tx, itemId, sessionId);
      const [row] = await tx
        .update(reservationItems)
        .set({ quantity })
        .where(eq(reservationItems.id, itemId))
        .returning();
      const [line] = currentLines([row], this.deps.catalogue.findEquipmentBySlug);
      return itemJson(reservation, line);
    });
  }

  async removeItem(itemId: number, sessionId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockOwnerOfItem(tx, itemId, sessionId);
      await tx.delete(reservationItems).where(eq(reservationItems.id, itemId));
    });
  }

  /** R2 before anything else: 404 unless this session owns the list (active, or submitted for a repeat). */
  async assertOwned(id: number, sessionId: string): Promise<void> {
    const [row] = await this.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.id, id), eq(reservations.sessionId, sessionId)));
    if (!row) throw notFound(RESERVATION_NOT_FOUND);
  }

  private async findActive(sessionId: string): Promise<ReservationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.sessionId, sessionId), eq(reservations.status, "active")));
    return row;
  }

  /** Prices a list from the current catalogue, and refreshes stored copies an import has changed (R7). */
  async present(db: Db, reservation: ReservationRow): Promise<Reservation> {
    const lines = currentLines(await itemsOf(db, reservation.id), this.deps.catalogue.findEquipmentBySlug);
    await refreshChangedCopies(db, lines);
    return reservationJson(reservation, lines);
  }
}

export async function itemsOf(db: Db, reservationId: number): Promise<ReservationItemRow[]> {
  return db
    .select()
    .from(reservationItems)
    .where(eq(reservationItems.reservationId, reservationId))
    .orderBy(asc(reservationItems.id));
}

async function refreshChangedCopies(db: Db, lines: CurrentLine[]): Promise<void> {
  for (const line of lines) {
    if (!line.changed) continue;
    const { name, productCode, type, rate, rateType } = line.equipment;
    await db
      .update(reservationItems)
      .set({ name, productCode, type, rate, rateType })
      .where(eq(reservationItems.id, line.row.id));
  }
}

const activeOwned = (id: number, sessionId: string) =>
  and(eq(reservations.id, id), eq(reservations.sessionId, sessionId), eq(reservations.status, "active"));

/**
 * R2: the active list with this id, if this session owns it, locked for the transaction and marked as
 * touched (R8 counts 30 days from the last change). Anything else is 404, and nothing changes.
 */
async function lockOwned(tx: Db, id: number, sessionId: string): Promise<ReservationRow> {
  const [row] = await tx
    .update(reservations)
    .set({ updatedAt: sql`now()` })
    .where(activeOwned(id, sessionId))
    .returning();
  if (!row) throw notFound(RESERVATION_NOT_FOUND);
  return row;
}

async function lockOwnerOfItem(tx: Db, itemId: number, sessionId: string): Promise<ReservationRow> {
  const [item] = await tx
    .select({ reservationId: reservationItems.reservationId })
    .from(reservationItems)
    .where(eq(reservationItems.id, itemId));
  if (!item) throw notFound(ITEM_NOT_FOUND);
  try {
    const reservation = await lockOwned(tx, item.reservationId, sessionId);
    return reservation;
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw notFound(ITEM_NOT_FOUND);
    throw err;
  }
}
