import { and, asc, count, eq, getTableColumns, inArray, or, lt, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { reservationItems, reservations } from "../../db/schema.js";
import type { ReservationItemRow, ReservationRow } from "./pricing.js";

/*
 * The reservation tables' reads and writes. The hot MyList calls are one SQL statement each: on the embedded
 * database every statement (BEGIN and COMMIT included) runs on the server's one thread, so a change takes one
 * statement instead of a transaction of four or five. Ownership (R2), the touch that R8 counts from, and the change
 * itself happen together, and the row lock the ownership UPDATE takes orders the change against a checkout of the
 * same reservation (docs/decisions/mylist.md M4).
 */

const { createdAt: _createdAt, updatedAt: _updatedAt, ...reservationColumns } = getTableColumns(reservations);
const { createdAt: _itemCreatedAt, ...itemColumns } = getTableColumns(reservationItems);

/** The named columns of a table or of a CTE made from it (Drizzle selects a CTE's columns one by one). */
function pick<T, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}
const reservationKeys = Object.keys(reservationColumns) as (keyof typeof reservationColumns)[];
const itemKeys = Object.keys(itemColumns) as (keyof typeof itemColumns)[];

/*
 * Building a query of several CTEs is a measurable share of a MyList call, so the hot statements are built once per
 * database handle, with placeholders, and prepared. (A transaction's handle prepares its own.)
 */
const p = sql.placeholder;
const preparedQueries = new WeakMap<Db, Map<unknown, unknown>>();
function prepared<T>(db: Db, build: (db: Db) => T): T {
  let byBuilder = preparedQueries.get(db);
  if (!byBuilder) preparedQueries.set(db, (byBuilder = new Map()));
  if (!byBuilder.has(build)) byBuilder.set(build, build(db));
  return byBuilder.get(build) as T;
}

type Row = { reservation: ReservationRow; item: ReservationItemRow | null };

/** A reservation and its items (in the order they were added) from `reservation LEFT JOIN items`, if any rows. */
function withItems(rows: Row[]): { reservation: ReservationRow; items: ReservationItemRow[] } | undefined {
  if (rows.length === 0) return undefined;
  return { reservation: rows[0].reservation, items: rows.flatMap((row) => (row.item ? [row.item] : [])) };
}

/** R2: the reservation `id`, when this session owns it and it is still active (the rule for every change). */
export const ownedActive = (id: number | Placeholder, sessionId: string | Placeholder) =>
  and(eq(reservations.id, id), eq(reservations.sessionId, sessionId), eq(reservations.status, "active"))!;

/** R2 for an item: the active reservation of this session that holds item `itemId`. */
const ownedActiveHolding = (db: Db, itemId: Placeholder, sessionId: Placeholder) =>
  and(
    eq(
      reservations.id,
      db
        .select({ reservationId: reservationItems.reservationId })
        .from(reservationItems)
        .where(eq(reservationItems.id, itemId)),
    ),
    eq(reservations.sessionId, sessionId),
    eq(reservations.status, "active"),
  );

/** The session's active reservation with its items. */
export async function activeReservationOfSession(db: Db, sessionId: string) {
  return withItems(await prepared(db, activeReservationQuery).execute({ sessionId }));
}

const activeReservationQuery = (db: Db) =>
  db
    .select({ reservation: reservationColumns, item: itemColumns })
    .from(reservations)
    .leftJoin(reservationItems, eq(reservationItems.reservationId, reservations.id))
    .where(and(eq(reservations.sessionId, p("sessionId")), eq(reservations.status, "active")))
    .orderBy(asc(reservationItems.id))
    .prepare("active_reservation_of_session");

/**
 * The reservation `id` of this session in any status, with its items: undefined when the session has no such
 * reservation. A checkout reads it first without a lock, then locked (until its transaction ends) to check that
 * nothing changed meanwhile (docs/decisions/mylist.md M8).
 */
export const reservationWithItems = (db: Db, id: number, sessionId: string) => ownedWithItems(db, id, sessionId, false);
export const lockReservationWithItems = (db: Db, id: number, sessionId: string) =>
  ownedWithItems(db, id, sessionId, true);

async function ownedWithItems(db: Db, id: number, sessionId: string, lock: boolean) {
  const ownedQuery = db
    .select(reservationColumns)
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.sessionId, sessionId)));
  const owned = (lock ? ownedQuery.for("update") : ownedQuery).as("r");
  return withItems(
    await db
      .select({ reservation: pick(owned, reservationKeys), item: itemColumns })
      .from(owned)
      .leftJoin(reservationItems, eq(reservationItems.reservationId, owned.id))
      .orderBy(asc(reservationItems.id)),
  );
}

/** A new active reservation for the session, or undefined when the session already has one (R3). */
export async function insertActiveReservation(
  db: Db,
  input: { sessionId: string; startDate: string; endDate: string },
): Promise<ReservationRow | undefined> {
  const [row] = await prepared(db, insertReservationQuery).execute(input);
  return row;
}

const insertReservationQuery = (db: Db) =>
  db
    .insert(reservations)
    .values({ sessionId: p("sessionId"), startDate: p("startDate"), endDate: p("endDate") })
    .onConflictDoNothing({ target: reservations.sessionId, where: sql`status = 'active'` })
    .returning(reservationColumns)
    .prepare("insert_active_reservation");

/** Sets both dates of an owned active reservation; it and its items, or undefined when not owned. */
export async function setReservationDates(db: Db, id: number, sessionId: string, startDate: string, endDate: string) {
  return withItems(await prepared(db, setDatesQuery).execute({ id, sessionId, startDate, endDate }));
}

function setDatesQuery(db: Db) {
  const owned = db.$with("r").as(
    db
      .update(reservations)
      .set({ startDate: sql`${p("startDate")}`, endDate: sql`${p("endDate")}`, updatedAt: sql`now()` })
      .where(ownedActive(p("id"), p("sessionId")))
      .returning(reservationColumns),
  );
  return db
    .with(owned)
    .select({ reservation: pick(owned, reservationKeys), item: itemColumns })
    .from(owned)
    .leftJoin(reservationItems, eq(reservationItems.reservationId, owned.id))
    .orderBy(asc(reservationItems.id))
    .prepare("set_reservation_dates");
}

/** R2 and R8 in one: the owned active reservation `id`, marked as touched, as a CTE named "r". */
const touchOwned = (db: Db, where: SQL | undefined) =>
  db.$with("r").as(
    db
      .update(reservations)
      .set({ updatedAt: sql`now()` })
      .where(where)
      .returning(reservationColumns),
  );

export type ItemChange =
  | { status: "not-owned" }
  | { status: "over-maximum" }
  | { status: "too-many-items" }
  | { status: "done"; reservation: ReservationRow; item: ReservationItemRow; inserted: boolean };

/**
 * Adds an item or raises its quantity (the merge rule, R4), only while the sum stays within `maxQuantity` and a
 * new item only while the reservation holds fewer than `maxItems`. The stored copy of the equipment is refreshed with
 * the catalogue's (R7). Simultaneous adds of new items to one reservation on PostgreSQL count the items as each
 * found them.
 */
export async function mergeItem(
  db: Db,
  id: number,
  sessionId: string,
  item: Omit<ReservationItemRow, "id" | "reservationId">,
  limits: { maxQuantity: number; maxItems: number },
): Promise<ItemChange> {
  const [row] = await prepared(db, mergeItemQuery).execute({ id, sessionId, ...item, ...limits });
  if (!row) return { status: "not-owned" };
  if (!row.item) return { status: row.hadItem ? "over-maximum" : "too-many-items" };
  return { status: "done", reservation: row.reservation, item: row.item, inserted: row.inserted === true };
}

function mergeItemQuery(db: Db) {
  const owned = touchOwned(db, ownedActive(p("id"), p("sessionId")));
  const held = db.$with("known").as(
    db
      .select({
        hadItem: sql<boolean>`bool_or(${reservationItems.equipmentSlug} = ${p("equipmentSlug")}) is true`.as(
          "had_item",
        ),
        items: count(reservationItems.id).as("items"),
      })
      .from(owned)
      .leftJoin(reservationItems, eq(reservationItems.reservationId, owned.id)),
  );
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  const merged = db.$with("item").as(
    db
      .insert(reservationItems)
      .select(
        db
          .select({
            id: sql<number>`nextval('reservation_items_id_seq')`.as("id"),
            reservationId: owned.id,
            equipmentSlug: sql`${p("equipmentSlug")}`.as("equipment_slug"),
            name: sql`${p("name")}`.as("name"),
            productCode: sql`${p("productCode")}`.as("product_code"),
            type: sql`${p("type")}`.as("type"),
            rate: sql`${p("rate")}`.as("rate"),
            rateType: sql`${p("rateType")}`.as("rate_type"),
            quantity: sql`${p("quantity")}`.as("quantity"),
            createdAt: sql`now()`.as("created_at"),
          })
          .from(owned)
          .crossJoin(held)
          .where(or(held.hadItem, lt(held.items, p("maxItems")))),
      )
      .onConflictDoUpdate({
        target: [reservationItems.reservationId, reservationItems.equipmentSlug],
        set: {
          quantity: sql`${reservationItems.quantity} + ${excluded("quantity")}`,
          name: excluded("name"),
          productCode: excluded("product_code"),
          type: excluded("type"),
          rate: excluded("rate"),
          rateType: excluded("rate_type"),
        },
        setWhere: sql`${reservationItems.quantity} + ${excluded("quantity")} <= ${p("maxQuantity")}`,
      })
      .returning({ ...itemColumns, inserted: sql<boolean>`(xmax = 0)`.as("inserted") }),
  );
  return db
    .with(owned, held, merged)
    .select({
      reservation: pick(owned, reservationKeys),
      item: pick(merged, itemKeys),
      inserted: merged.inserted,
      hadItem: held.hadItem,
    })
    .from(owned)
    .crossJoin(held)
    .leftJoin(merged, sql`true`)
    .prepare("merge_reservation_item");
}

/** Sets an owned item's quantity (1 to the maximum; the caller removes at 0). */
export async function setItemQuantity(
  db: Db,
  itemId: number,
  sessionId: string,
  quantity: number,
): Promise<ItemChange> {
  const [row] = await prepared(db, setQuantityQuery).execute({ itemId, sessionId, quantity });
  if (!row?.item) return { status: "not-owned" };
  return { status: "done", reservation: row.reservation, item: row.item, inserted: false };
}

function setQuantityQuery(db: Db) {
  const owned = touchOwned(db, ownedActiveHolding(db, p("itemId"), p("sessionId")));
  const changed = db.$with("item").as(
    db
      .update(reservationItems)
      .set({ quantity: sql`${p("quantity")}` })
      .from(owned)
      .where(and(eq(reservationItems.id, p("itemId")), eq(reservationItems.reservationId, owned.id)))
      .returning(itemColumns),
  );
  return db
    .with(owned, changed)
    .select({ reservation: pick(owned, reservationKeys), item: pick(changed, itemKeys) })
    .from(owned)
    .leftJoin(changed, sql`true`)
    .prepare("set_reservation_item_quantity");
}

/** Removes an owned item; false when there is no such item in an active reservation of this session. */
export async function deleteItem(db: Db, itemId: number, sessionId: string): Promise<boolean> {
  const deleted = await prepared(db, deleteItemQuery).execute({ itemId, sessionId });
  return deleted.length > 0;
}

function deleteItemQuery(db: Db) {
  const owned = touchOwned(db, ownedActiveHolding(db, p("itemId"), p("sessionId")));
  return db
    .with(owned)
    .delete(reservationItems)
    .where(
      and(
        eq(reservationItems.id, p("itemId")),
        inArray(reservationItems.reservationId, db.select({ id: owned.id }).from(owned)),
      ),
    )
    .returning({ id: reservationItems.id })
    .prepare("delete_reservation_item");
}

/** The items of a reservation, in the order they were added. */
export async function itemsOf(db: Db, reservationId: number): Promise<ReservationItemRow[]> {
  return db
    .select(itemColumns)
    .from(reservationItems)
    .where(eq(reservationItems.reservationId, reservationId))
    .orderBy(asc(reservationItems.id));
}
