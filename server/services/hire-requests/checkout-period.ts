import {
  bankHolidayMessage,
  bankHolidayProblem,
  wantedFromHolidayMessage,
  type Nation,
} from "../../../core/bank-holidays.js";
import { bookablePeriodMessage, bookablePeriodProblem, startDateProblem } from "../../../core/hire-dates.js";
import { badRequest } from "../../errors.js";
import { implicitPeriodFor } from "../reservations/implicit-period.js";
import type { HireRequestDeps } from "./hire-request-deps.js";

/**
 * The period the request carries. A list with Hire items sends its own, which must meet the rules (R5) and miss the
 * bank holidays of the branch's nation (V1): the customer chose it and is asked to change it. A list without Hire
 * items sends the day it is wanted from (U14).
 */
export async function periodToSend(
  deps: HireRequestDeps,
  reservation: { startDate: string; endDate: string },
  hasHire: boolean,
  nation: Nation,
): Promise<{ startDate: string; endDate: string }> {
  if (!hasHire) return wantedFromToSend(deps, reservation, nation);
  const { startDate, endDate } = reservation;
  const problem = bookablePeriodProblem(startDate, endDate, deps.today());
  const holiday = problem
    ? null
    : bankHolidayProblem(startDate, endDate, await deps.bankHolidays.around(nation, startDate, endDate));
  if (!problem && !holiday) return { startDate, endDate };
  if (problem) throw badRequest(bookablePeriodMessage(problem));
  // Branches close on their nation's bank holidays (docs/decisions/mylist.md V1): the branch decides which.
  const message = bankHolidayMessage(holiday!);
  throw badRequest(message, [{ field: holiday!.field, message }]);
}

/**
 * docs/decisions/mylist.md U14: the day Resale items alone are wanted from follows a hire start's rules. One that has
 * run out (past, today, a Sunday) moves on to the branch's next open day, as the list does when read (R9); one the
 * customer chose on a bank holiday of the branch's nation is refused, naming it, as a hire start is (V1).
 */
async function wantedFromToSend(
  deps: HireRequestDeps,
  reservation: { startDate: string; endDate: string },
  nation: Nation,
): Promise<{ startDate: string; endDate: string }> {
  const { startDate } = reservation;
  if (startDateProblem(startDate, deps.today())) return implicitPeriodFor(deps.bankHolidays, deps.today(), [nation]);
  const closed = bankHolidayProblem(startDate, startDate, await deps.bankHolidays.around(nation, startDate, startDate));
  if (!closed) return reservation;
  const message = wantedFromHolidayMessage(closed.holiday);
  throw badRequest(message, [{ field: "startDate", message }]);
}
