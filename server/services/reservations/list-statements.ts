import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { reservations } from "../../db/schema.js";
import type { ReservationItemRow, ReservationRow } from "./pricing.js";

/*
 * The hot MyList calls as one SQL statement each. On the embedded database every statement (BEGIN and COMMIT
 * included) runs on the server's one thread, so a change that took a transaction of four or five statements now
 * takes one: ownership (R2), the touch that R8 counts from, and the change itself happen together, and the row
 * lock the ownership UPDATE takes orders the change against a checkout of the same list (docs/decisions.md M4).
 * Columns are cast to text where the two drivers would parse them differently (dates, numeric).
 */

type Row = Record<string, unknown>;

const OWNER_COLUMNS = sql.raw(`id, session_id, start_date::text as start_date, end_date::text as end_date, status`);
const ITEM_COLUMNS = (table: string) =>
  sql.raw(
    `${table}.id as item_id, ${table}.reservation_id, ${table}.equipment_slug, ${table}.name, ` +
      `${table}.product_code, ${table}.type, ${table}.rate::text as rate, ${table}.rate_type, ${table}.quantity`,
  );

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

function reservationOf(row: Row): ReservationRow {
  return {
    id: Number(row.id),
    sessionId: String(row.session_id),
    startDate: String(row.start_date),
    endDate: String(row.end_date),
    status: String(row.status),
  };
}

function itemOf(row: Row): ReservationItemRow {
  return {
    id: Number(row.item_id),
    reservationId: Number(row.reservation_id),
    equipmentSlug: String(row.equipment_slug),
    name: String(row.name),
    productCode: String(row.product_code),
    type: String(row.type),
    rate: row.rate === null ? null : String(row.rate),
    rateType: String(row.rate_type),
    quantity: Number(row.quantity),
  };
}

/** A list and its lines from rows of `owner LEFT JOIN items`, or undefined when there was no list. */
function listOf(found: Row[]): { reservation: ReservationRow; items: ReservationItemRow[] } | undefined {
  if (found.length === 0) return undefined;
  return {
    reservation: reservationOf(found[0]),
    items: found.filter((row) => row.item_id !== null).map(itemOf),
  };
}

/** R2: the list `id`, when this session owns it and it is still active (the rule for every change to a list). */
export const ownedActive = (id: number, sessionId: string) =>
  and(eq(reservations.id, id), eq(reservations.sessionId, sessionId), eq(reservations.status, "active"))!;

/** The session's active list with its lines, in the order they were added. */
export async function activeListOfSession(db: Db, sessionId: string) {
  return listOf(
    await rows(
      db,
      sql`select r.*, ${ITEM_COLUMNS("i")}
          from (select ${OWNER_COLUMNS} from reservations where session_id = ${sessionId} and status = 'active') r
          left join reservation_items i on i.reservation_id = r.id
          order by i.id`,
    ),
  );
}

/**
 * The list `id` of this session in any status, with its lines, its row locked until the transaction ends (a
 * checkout reads it so): undefined when the session has no such list.
 */
export async function lockListWithLines(db: Db, id: number, sessionId: string) {
  return listOf(
    await rows(
      db,
      sql`select r.*, ${ITEM_COLUMNS("i")}
          from (select ${OWNER_COLUMNS} from reservations where id = ${id} and session_id = ${sessionId} for update) r
          left join reservation_items i on i.reservation_id = r.id
          order by i.id`,
    ),
  );
}

/** A new active list for the session, or undefined when the session already has one (R3). */
export async function insertActiveList(
  db: Db,
  input: { sessionId: string; startDate: string; endDate: string },
): Promise<ReservationRow | undefined> {
  const [row] = await rows(
    db,
    sql`insert into reservations (session_id, start_date, end_date)
        values (${input.sessionId}, ${input.startDate}, ${input.endDate})
        on conflict (session_id) where status = 'active' do nothing
        returning ${OWNER_COLUMNS}`,
  );
  return row && reservationOf(row);
}

/** Sets both dates of an owned active list; the list and its lines, or undefined when not owned. */
export async function setListDates(db: Db, id: number, sessionId: string, startDate: string, endDate: string) {
  return listOf(
    await rows(
      db,
      sql`with r as (
            update reservations set start_date = ${startDate}, end_date = ${endDate}, updated_at = now()
            where ${ownedActive(id, sessionId)}
            returning ${OWNER_COLUMNS})
          select r.*, ${ITEM_COLUMNS("i")}
          from r left join reservation_items i on i.reservation_id = r.id
          order by i.id`,
    ),
  );
}

export type LineChange =
  | { status: "not-owned" }
  | { status: "over-maximum" }
  | { status: "too-many-lines" }
  | { status: "done"; reservation: ReservationRow; item: ReservationItemRow; inserted: boolean };

function lineChange(found: Row[]): LineChange {
  const [row] = found;
  if (!row) return { status: "not-owned" };
  if (row.item_id === null) return { status: row.had_line === false ? "too-many-lines" : "over-maximum" };
  return { status: "done", reservation: reservationOf(row), item: itemOf(row), inserted: row.inserted === true };
}

/**
 * Adds a line or raises its quantity (the merge rule, R4), only while the sum stays within `maxQuantity` and a
 * new line only while the list has fewer than `maxLines`. The stored copy of the equipment is refreshed with the
 * catalogue's (R7). Simultaneous adds of new lines to one list on PostgreSQL count the lines as each found them.
 */
export async function mergeLine(
  db: Db,
  id: number,
  sessionId: string,
  line: Omit<ReservationItemRow, "id" | "reservationId">,
  limits: { maxQuantity: number; maxLines: number },
): Promise<LineChange> {
  return lineChange(
    await rows(
      db,
      sql`with r as (
            update reservations set updated_at = now() where ${ownedActive(id, sessionId)}
            returning ${OWNER_COLUMNS}),
          known as (
            select bool_or(i.equipment_slug = ${line.equipmentSlug}) is true as had_line, count(i.id) as lines
            from r left join reservation_items i on i.reservation_id = r.id),
          line as (
            insert into reservation_items
              (reservation_id, equipment_slug, name, product_code, type, rate, rate_type, quantity)
            select r.id, ${line.equipmentSlug}, ${line.name}, ${line.productCode}, ${line.type}, ${line.rate},
              ${line.rateType}, ${line.quantity}
            from r, known
            where known.had_line or known.lines < ${limits.maxLines}
            on conflict (reservation_id, equipment_slug) do update set
              quantity = reservation_items.quantity + excluded.quantity, name = excluded.name,
              product_code = excluded.product_code, type = excluded.type, rate = excluded.rate,
              rate_type = excluded.rate_type
            where reservation_items.quantity + excluded.quantity <= ${limits.maxQuantity}
            returning *, (xmax = 0) as inserted)
          select r.*, ${ITEM_COLUMNS("line")}, line.inserted, known.had_line
          from r cross join known left join line on true`,
    ),
  );
}

/** Sets an owned line's quantity (1 to the maximum; the caller removes at 0). */
export async function setLineQuantity(
  db: Db,
  itemId: number,
  sessionId: string,
  quantity: number,
): Promise<LineChange> {
  return lineChange(
    await rows(
      db,
      sql`with r as (
            update reservations set updated_at = now()
            where id = (select reservation_id from reservation_items where id = ${itemId})
              and session_id = ${sessionId} and status = 'active'
            returning ${OWNER_COLUMNS}),
          line as (
            update reservation_items set quantity = ${quantity}
            from r where reservation_items.id = ${itemId} and reservation_items.reservation_id = r.id
            returning reservation_items.*)
          select r.*, ${ITEM_COLUMNS("line")}, false as inserted from r left join line on true`,
    ),
  );
}

/** Removes an owned line; false when there is no such line in an active list of this session. */
export async function deleteLine(db: Db, itemId: number, sessionId: string): Promise<boolean> {
  const deleted = await rows(
    db,
    sql`with r as (
          update reservations set updated_at = now()
          where id = (select reservation_id from reservation_items where id = ${itemId})
            and session_id = ${sessionId} and status = 'active'
          returning id)
        delete from reservation_items using r
        where reservation_items.id = ${itemId} and reservation_items.reservation_id = r.id
        returning reservation_items.id`,
  );
  return deleted.length > 0;
}
