import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { addDays, draftPeriodMessages, draftPeriodProblem, startDateProblem } from "../../../core/hire-dates.js";
import { MAX_QUANTITY } from "../../../core/pricing.js";
import type { Reservation, ReservationItem } from "../../../core/reservation-types.js";
import type { Db } from "../../db/client.js";
import { idempotencyKeys, reservationItems, reservations } from "../../db/schema.js";
import { AppError, badRequest, conflict, notFound } from "../../errors.js";
import type { BankHolidays } from "../bank-holidays/index.js";
import type { CataloguePort } from "./catalogue-port.js";
import { hasHireItem, implicitPeriodFor } from "./implicit-period.js";
import {
  currentItems,
  equipmentCopy,
  itemJson,
  reservationJson,
  type CurrentItem,
  type ReservationItemRow,
  type ReservationRow,
} from "./pricing.js";
import {
  activeReservationOfSession,
  deleteItem,
  insertActiveReservation,
  itemsOf,
  mergeItem,
  ownedActive,
  setItemQuantity,
  setReservationDates,
} from "./reservation-store.js";

export const MAX_QUANTITY_MESSAGE = `Maximum available: ${MAX_QUANTITY}`;

/** Different items one reservation may hold unless MAX_LIST_LINES says otherwise: what a branch can sensibly quote. */
export const DEFAULT_MAX_ITEMS = 50;

export const tooManyItemsMessage = (maxItems: number) =>
  `Your list already has ${maxItems} different items, the most one request can hold. Send this request first, or remove an item to add another.`;
const RESERVATION_NOT_FOUND = "Reservation not found";
const ITEM_NOT_FOUND = "Item not found";

export interface ReservationDeps {
  db: Db;
  catalogue: CataloguePort;
  /** Today's date in Europe/London (a function so tests can fix the clock). */
  today: () => string;
  /** For the implicit period of a reservation without Hire items (R9). */
  bankHolidays: BankHolidays;
  /** Different items one reservation may hold; DEFAULT_MAX_ITEMS unless given. */
  maxItems?: number;
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

/** The MyList operations of docs/product.md "API", with ownership (R2), idempotency (R3, R4) and server prices (P3). */
export class ReservationService {
  constructor(private readonly deps: ReservationDeps) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * R3: the session's active reservation if it has one (200), else a new one (201). Without dates it gets the implicit
   * period (R9): the first working day after today to the next, never a Sunday or a bank holiday of any nation.
   */
  async create(input: { sessionId: string; startDate?: string; endDate?: string }): Promise<Replayable<Reservation>> {
    const today = this.deps.today();
    const implicit =
      input.startDate === undefined && input.endDate === undefined
        ? await implicitPeriodFor(this.deps.bankHolidays, today)
        : undefined;
    const startDate = implicit?.startDate ?? input.startDate ?? today;
    const endDate = implicit?.endDate ?? input.endDate ?? addDays(startDate, 1);
    // The usual case is a new visitor: one INSERT. Dates are only checked for a reservation that is to be created.
    if (draftPeriodProblem(startDate, endDate, today)) {
      const existing = await this.getBySession(input.sessionId);
      if (existing) return { status: 200, body: existing };
      checkDraftPeriod(startDate, endDate, today);
    }
    const created = await insertActiveReservation(this.db, { sessionId: input.sessionId, startDate, endDate });
    if (created) return { status: 201, body: reservationJson(created, []) };
    const existing = await this.getBySession(input.sessionId);
    // Only a reservation checked out between the two statements gets here; the visitor's next call starts a new one.
    if (!existing) throw new AppError(503, "Please try again");
    return { status: 200, body: existing };
  }

  /** The session's active reservation, re-priced from the current catalogue (R7), or undefined. */
  async getBySession(sessionId: string): Promise<Reservation | undefined> {
    const found = await activeReservationOfSession(this.db, sessionId);
    return found && this.priced(this.db, found.reservation, found.items);
  }

  async updateDates(
    id: number,
    sessionId: string,
    input: { startDate?: string; endDate?: string },
  ): Promise<Reservation> {
    if (input.startDate !== undefined && input.endDate !== undefined) {
      checkDraftPeriod(input.startDate, input.endDate, this.deps.today());
      const changed = await setReservationDates(this.db, id, sessionId, input.startDate, input.endDate);
      if (!changed) throw notFound(RESERVATION_NOT_FOUND);
      return this.priced(this.db, changed.reservation, changed.items);
    }
    // One date changes: the other is read under the reservation's lock.
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
      .where(ownedActive(id, sessionId))
      .returning({ id: reservations.id });
    if (deleted.length === 0) throw notFound(RESERVATION_NOT_FOUND);
  }

  /**
   * Adds equipment, or raises the quantity of its item (the merge rule of docs/product.md "MyList and checkout"), never past
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
    const merge = async (db: Db): Promise<Replayable<ReservationItem>> => {
      const maxItems = this.deps.maxItems ?? DEFAULT_MAX_ITEMS;
      const change = await mergeItem(
        db,
        id,
        sessionId,
        { ...copy, quantity: input.quantity },
        { maxQuantity: MAX_QUANTITY, maxItems },
      );
      if (change.status === "not-owned") throw notFound(RESERVATION_NOT_FOUND);
      if (change.status === "too-many-items") {
        const message = tooManyItemsMessage(maxItems);
        throw new AppError(422, message, [{ field: "equipmentSlug", message }]);
      }
      if (change.status === "over-maximum") {
        throw badRequest(MAX_QUANTITY_MESSAGE, [{ field: "quantity", message: MAX_QUANTITY_MESSAGE }]);
      }
      return {
        status: change.inserted ? 201 : 200,
        body: itemJson(change.reservation, { row: change.item, equipment: copy, available: true, changed: false }),
      };
    };
    if (!idempotencyKey) return merge(this.db);

    // With a key, the reservation is locked first so that retries queue, and the answer is recorded with the change (R4).
    const requestHash = createHash("sha256")
      .update(JSON.stringify([copy.equipmentSlug, input.quantity]))
      .digest("base64url");
    return this.db.transaction(async (tx) => {
      await lockOwned(tx, id, sessionId);
      const [seen] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.reservationId, id), eq(idempotencyKeys.key, idempotencyKey)));
      if (seen) {
        if (seen.requestHash !== requestHash) throw conflict("This Idempotency-Key was used for a different item");
        return { status: seen.responseStatus, body: seen.responseBody as ReservationItem };
      }
      const answer = await merge(tx);
      await tx.insert(idempotencyKeys).values({
        reservationId: id,
        key: idempotencyKey,
        requestHash,
        responseStatus: answer.status,
        responseBody: answer.body,
      });
      return answer;
    });
  }

  /** Sets an item's quantity; 0 or less removes the item (R4). Answers the item, or null when removed. */
  async updateItem(itemId: number, sessionId: string, quantity: number): Promise<ReservationItem | null> {
    if (quantity > MAX_QUANTITY) {
      throw badRequest(MAX_QUANTITY_MESSAGE, [{ field: "quantity", message: MAX_QUANTITY_MESSAGE }]);
    }
    if (quantity <= 0) {
      await this.removeItem(itemId, sessionId);
      return null;
    }
    const change = await setItemQuantity(this.db, itemId, sessionId, quantity);
    if (change.status !== "done") throw notFound(ITEM_NOT_FOUND);
    const [item] = currentItems([change.item], this.deps.catalogue.findEquipmentBySlug);
    return itemJson(change.reservation, item);
  }

  async removeItem(itemId: number, sessionId: string): Promise<void> {
    if (!(await deleteItem(this.db, itemId, sessionId))) throw notFound(ITEM_NOT_FOUND);
  }

  /** Prices a reservation from the current catalogue, and refreshes stored copies an import has changed (R7). */
  async present(db: Db, reservation: ReservationRow): Promise<Reservation> {
    return this.priced(db, reservation, await itemsOf(db, reservation.id));
  }

  private async priced(db: Db, reservation: ReservationRow, items: ReservationItemRow[]): Promise<Reservation> {
    const current = currentItems(items, this.deps.catalogue.findEquipmentBySlug);
    await refreshChangedCopies(db, current);
    return reservationJson(await this.implicitPeriodKept(db, reservation, current), current);
  }

  /**
   * R9: a reservation without Hire items whose day has run out (its start is today or past, or on a Sunday) moves on to
   * the current implicit period, so the visitor never sees dates to fix. Its end is not looked at: Resale items alone
   * are wanted from a day and have no hire period (docs/decisions/mylist.md U14), so a Saturday stays.
   */
  private async implicitPeriodKept(db: Db, reservation: ReservationRow, items: CurrentItem[]): Promise<ReservationRow> {
    const today = this.deps.today();
    if (hasHireItem(items) || !startDateProblem(reservation.startDate, today)) {
      return reservation;
    }
    const period = await implicitPeriodFor(this.deps.bankHolidays, today);
    const [moved] = await db
      .update(reservations)
      .set({ ...period, updatedAt: sql`now()` })
      .where(and(eq(reservations.id, reservation.id), eq(reservations.status, "active")))
      .returning();
    return moved ?? reservation;
  }
}

async function refreshChangedCopies(db: Db, items: CurrentItem[]): Promise<void> {
  for (const item of items) {
    if (!item.changed) continue;
    const { name, productCode, type, rate, rateType } = item.equipment;
    await db
      .update(reservationItems)
      .set({ name, productCode, type, rate, rateType })
      .where(eq(reservationItems.id, item.row.id));
  }
}

/**
 * R2: the active reservation with this id, if this session owns it, locked for the transaction and marked as
 * touched (R8 counts 30 days from the last change). Anything else is 404, and nothing changes.
 */
async function lockOwned(tx: Db, id: number, sessionId: string): Promise<ReservationRow> {
  const [row] = await tx
    .update(reservations)
    .set({ updatedAt: sql`now()` })
    .where(ownedActive(id, sessionId))
    .returning();
  if (!row) throw notFound(RESERVATION_NOT_FOUND);
  return row;
}
