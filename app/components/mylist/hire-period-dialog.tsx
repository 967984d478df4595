import { useMemo, useState } from "react";
import type { DateRange } from "react-day-picker";
import { labelDayButton } from "react-day-picker";
import type { BankHoliday } from "../../../core/bank-holidays.js";
import { bankHolidayProblem, bankHolidayWarning } from "../../../core/bank-holidays.js";
import { Link } from "react-router";
import {
  addDays,
  bookablePeriodProblem,
  formatDays,
  hireDays,
  implicitPeriod,
  isoDateOfLocalDay,
  isSunday,
  startDateProblem,
  SUNDAY_WARNING,
  todayInLondon,
  TODAY_WARNING,
} from "../../../core/hire-dates.js";
import { Button } from "~/components/ui/on-demand/button";
import { Calendar } from "~/components/ui/on-demand/calendar";
import { Dialog } from "~/components/ui/on-demand/dialog";
import { Notice } from "~/components/ui/on-demand/field";
import { longDate } from "../../../core/date-format.js";
import { unavailableDayReason } from "../../../core/unavailable-days.js";
import { useBankHolidays } from "~/lib/mylist/lookups";

const toIso = (date: Date | undefined) => (date ? isoDateOfLocalDay(date) : null);
const fromIso = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y, m - 1, d);
};
const shownDate = (date: Date | undefined) => (date ? longDate(toIso(date)!) : "Not selected");
const monthOf = (iso: string) => fromIso(`${iso.slice(0, 8)}01`);
const NO_HOLIDAYS: BankHoliday[] = [];

/** 'ADD {name} to MyList' for an item, else 'Set Rental Period'. */
export function hirePeriodTitle(equipmentName: string | undefined): string {
  return equipmentName && equipmentName !== "MyList" ? `ADD ${equipmentName} to MyList` : "Set Rental Period";
}

/**
 * The hire-period dialog (spec sections 2 and 5): a one-month range calendar from today (Europe/London) and a green
 * confirm that is enabled only for a bookable period. Days that can neither start nor end a hire (today, Sundays,
 * the marked bank holidays) are unavailable, with their reason in their name and under the calendar on hover or
 * focus (docs/decisions/mylist.md U11). The same-day, Sunday and bank-holiday warnings stay for a period that comes
 * from the list (U13); checkout, which knows the branch, applies its nation's holidays (V1, V2). The calendar opens
 * on the list's period or on the month of the first bookable day (U12). For Resale items alone (`wantedFrom`) it picks
 * the one day they are wanted from, by the same rules (docs/decisions/mylist.md U14).
 */
export default function HirePeriodDialog({
  equipmentName,
  period,
  wantedFrom = false,
  busy,
  returnFocus,
  onCancel,
  onConfirm,
}: {
  equipmentName?: string;
  /** Resale items alone: one day, sent as the start of a one-day draft (R5 wants an end after the start). */
  wantedFrom?: boolean;
  /** The list's current period, shown and selected when the dialog opens ('Change Dates', U13). */
  period?: { startDate: string; endDate: string };
  busy: boolean;
  returnFocus: HTMLElement | null;
  onCancel: () => void;
  onConfirm: (startDate: string, endDate: string) => void;
}) {
  const [range, setRange] = useState<DateRange | undefined>(() =>
    period ? { from: fromIso(period.startDate), to: wantedFrom ? undefined : fromIso(period.endDate) } : undefined,
  );
  const [month, setMonth] = useState<Date | undefined>();
  const [hint, setHint] = useState<string | null>(null);
  const today = todayInLondon();
  const start = toIso(range?.from);
  const end = toIso(range?.to);
  const warning = start === today ? "today" : (start && isSunday(start)) || (end && isSunday(end)) ? "sunday" : null;
  const valid = wantedFrom
    ? start !== null && startDateProblem(start, today) === null
    : start !== null && end !== null && bookablePeriodProblem(start, end, today) === null;
  const days = start && end ? hireDays(start, end) : 0;
  const bankHolidays = useBankHolidays().data;
  const holidays = bankHolidays?.holidays ?? NO_HOLIDAYS;
  const holidayDates = useMemo(() => holidays.map((holiday) => fromIso(holiday.date)), [holidays]);
  const reasonOf = (date: Date) => unavailableDayReason(toIso(date)!, today, holidays);
  // Until the customer moves it, the calendar follows the period's month, or the first bookable day's (U12).
  const firstBookable = implicitPeriod(today, (date) => holidays.some((holiday) => holiday.date === date)).startDate;
  const opening = period && period.startDate > firstBookable ? period.startDate : firstBookable;
  // The shared rule (core/bank-holidays.ts) finds each end that falls on a holiday, the start first.
  const holidayWarnings = [start, end]
    .map((date) => (date ? bankHolidayProblem(date, date, holidays)?.holiday : undefined))
    .filter((holiday, i, all) => holiday && all.findIndex((other) => other?.date === holiday.date) === i);

  return (
    <Dialog
      open
      size="sm"
      testId="hire-period-dialog"
      onOpenChange={(open) => !open && !busy && onCancel()}
      returnFocus={returnFocus}
      title={wantedFrom ? "When do you want your items?" : hirePeriodTitle(equipmentName)}
      description={
        wantedFrom ? "Choose the day to collect them or have them delivered: no hire period" : "Select your hire period"
      }
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Back
          </Button>
          <Button
            variant="success"
            disabled={!valid || busy}
            onClick={() => valid && onConfirm(start!, wantedFrom ? addDays(start!, 1) : end!)}
          >
            {busy ? "Saving..." : wantedFrom ? "Confirm Day" : "Confirm Hire Period"}
          </Button>
        </>
      }
    >
      <dl className={`mb-3 grid gap-3 rounded-xl bg-surface-muted p-3 text-sm ${wantedFrom ? "" : "grid-cols-2"}`}>
        <div>
          <dt className="font-semibold text-ink-muted">{wantedFrom ? "Wanted from:" : "Start Date:"}</dt>
          <dd data-testid="start-date" className="font-bold text-ink">
            {shownDate(range?.from)}
          </dd>
        </div>
        {!wantedFrom && (
          <div>
            <dt className="font-semibold text-ink-muted">End Date:</dt>
            <dd data-testid="end-date" className="font-bold text-ink">
              {shownDate(range?.to)}
            </dd>
          </div>
        )}
      </dl>
      <Calendar
        {...(wantedFrom
          ? {
              mode: "single" as const,
              selected: range?.from,
              onSelect: (day: Date | undefined) => setRange(day && { from: day, to: undefined }),
            }
          : { mode: "range" as const, min: 1, resetOnSelect: true, selected: range, onSelect: setRange })}
        numberOfMonths={1}
        startMonth={fromIso(today)}
        month={month ?? monthOf(opening)}
        onMonthChange={setMonth}
        disabled={(date) => reasonOf(date) !== null}
        modifiers={{ bankHoliday: holidayDates, closed: (date) => toIso(date)! >= today && reasonOf(date) !== null }}
        modifiersClassNames={{ bankHoliday: "bank-holiday", closed: "[&>button]:line-through" }}
        onDayMouseEnter={(date) => setHint(reasonOf(date))}
        onDayFocus={(date) => setHint(reasonOf(date))}
        onDayMouseLeave={() => setHint(null)}
        onDayBlur={() => setHint(null)}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) => {
            const reason = modifiers.disabled && reasonOf(date);
            const label = labelDayButton(date, modifiers, options, dateLib);
            return reason ? `${label}. ${reason}` : label;
          },
        }}
      />
      <p data-testid="day-reason" aria-hidden="true" className="mt-1 min-h-5 text-center text-sm text-ink-muted">
        {hint}
      </p>
      {holidayDates.length > 0 && (
        <p className="mt-1 flex items-center justify-center gap-2 text-xs text-ink-muted">
          <span aria-hidden="true" className="bank-holiday-key" />
          Bank holiday ({bankHolidays!.nationName}): branches are closed
        </p>
      )}
      <div aria-live="polite" className="mt-3 space-y-2">
        {warning === "today" && (
          <Notice>
            {TODAY_WARNING}
            <Link to="/locations" className="font-semibold text-brand underline" onClick={onCancel}>
              find your local branch
            </Link>
          </Notice>
        )}
        {warning === "sunday" && <Notice>{SUNDAY_WARNING}</Notice>}
        {holidayWarnings.map((holiday) => (
          <Notice key={holiday!.date}>{bankHolidayWarning(holiday!)}</Notice>
        ))}
        {days > 0 && (
          <p data-testid="rental-period" className="text-center text-sm font-semibold text-ink">
            Total rental period: {formatDays(days)}
          </p>
        )}
      </div>
    </Dialog>
  );
}
