import { randomBytes } from "node:crypto";
import { NATIONS } from "../../core/bank-holidays.js";
import { addDays, isSunday, todayInLondon } from "../../core/hire-dates.js";
import { BankHolidays } from "../../server/services/bank-holidays/index.js";
import type { Reservation } from "../../core/reservation-types.js";
import type { TestApp } from "./test-app.js";

// Helpers for MyList API tests: a visitor with a fresh session id, and dates the hire rules accept.

export const WEEKLY = { slug: "articulated-boom-lift-12m", rate: "495.00" }; // Hire, per week
export const DAILY = { slug: "cherry-picker-trailer-mounted-10m", rate: "145.00" }; // Hire, per day
export const RESALE = { slug: "sds-plus-drill-bit-6mm-x-160mm", rate: "3.95" }; // Resale

/** A customer's checkout details, collecting from `collectionLocationId` (the mail tests read these back). */
export const PAT_CHECKOUT = {
  customerEmail: "pat@example.com",
  customerPhone: "07700 900456",
  customerFirstName: "Pat",
  customerLastName: "Jones",
  customerAddress: "3 High Street, Perth",
  customerPostcode: "PH1 5AA",
  deliveryMethod: "collection",
  termsAccepted: true,
} as const;

export const newSessionId = () => `session-${Date.now()}-${randomBytes(16).toString("hex")}`;

// Every nation's closing days from 1 January this year for three years, read once (the dataset loads asynchronously).
const bankHolidays = new BankHolidays();
const thisYear = Number(todayInLondon().slice(0, 4));
const closingDays = new Set(
  (await Promise.all(NATIONS.map((nation) => bankHolidays.window(nation, thisYear)))).flat().map((day) => day.date),
);

/** True when branches of some nation close that day (checkout refuses a period starting or ending then). */
export const isBankHolidaySomewhere = (date: string) => closingDays.has(date);

const closed = (date: string) => isSunday(date) || isBankHolidaySomewhere(date);

/** The first date at least `fromToday` days ahead that is neither a Sunday nor a bank holiday anywhere. */
export function weekday(fromToday = 2): string {
  let date = addDays(todayInLondon(), fromToday);
  while (closed(date)) date = addDays(date, 1);
  return date;
}

/** A period the checkout accepts: starts after today, neither end on a Sunday or bank holiday, `days` long or more. */
export function bookablePeriod(days = 3): { startDate: string; endDate: string } {
  const startDate = weekday(2);
  let endDate = addDays(startDate, days);
  while (closed(endDate)) endDate = addDays(endDate, 1);
  return { startDate, endDate };
}

/** A one-day period whose start and end are both open days, for tests that price a single day. */
export function oneDayPeriod(): { startDate: string; endDate: string } {
  for (let fromToday = 2; ; fromToday++) {
    const startDate = weekday(fromToday);
    const endDate = addDays(startDate, 1);
    if (!closed(endDate)) return { startDate, endDate };
  }
}

export class Visitor {
  readonly sessionId = newSessionId();
  constructor(readonly app: TestApp) {}

  request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.app.fetch(path, {
      method,
      headers: { "Content-Type": "application/json", "X-Session-Id": this.sessionId, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async createReservation(dates: { startDate?: string; endDate?: string } = {}): Promise<Reservation> {
    const response = await this.request("POST", "/api/reservations", {
      sessionId: this.sessionId,
      ...dates,
      totalCost: "0.00",
      status: "active",
    });
    if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`);
    return response.json();
  }

  add(reservationId: number, equipmentSlug: string, quantity = 1, headers: Record<string, string> = {}) {
    return this.request("POST", `/api/reservations/${reservationId}/items`, { equipmentSlug, quantity }, headers);
  }

  async read(): Promise<Reservation | null> {
    const response = await this.app.fetch(`/api/reservations/session/${this.sessionId}`);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`read answered ${response.status}`);
    return response.json();
  }
}

/** A special request for DAILY from `email` (postcode AB12 6QJ, 3 days from four days ahead); answers its reference. */
export async function sendSpecialRequest(app: Pick<TestApp, "fetch">, email: string): Promise<string> {
  const response = await app.fetch("/api/special-request", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email,
      telephone: "0113 496 0000",
      postcode: "AB12 6QJ",
      daysRequired: "3",
      fromDate: `${weekday(4)}T00:00:00.000Z`,
      equipment: { equipmentSlug: DAILY.slug },
    }),
  });
  if (response.status !== 201) throw new Error(`special request answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { referenceNumber: string }).referenceNumber;
}
