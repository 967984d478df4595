import { format } from "date-fns";
import { useState } from "react";
import type { DateRange } from "react-day-picker";
import { Link } from "react-router";
import {
  bookablePeriodProblem,
  formatDays,
  hireDays,
  isSunday,
  SUNDAY_WARNING,
  todayInLondon,
  TODAY_WARNING,
} from "../../../core/hire-dates.js";
import { Button } from "~/components/ui/on-demand/button";
import { Calendar } from "~/components/ui/on-demand/calendar";
import { Dialog } from "~/components/ui/on-demand/dialog";
import { Notice } from "~/components/ui/on-demand/field";
import { longDate } from "~/components/mylist/period-format";

const toIso = (date: Date | undefined) => (date ? format(date, "yyyy-MM-dd") : null);
const fromIso = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y, m - 1, d);
};
const shownDate = (date: Date | undefined) => (date ? longDate(toIso(date)!) : "Not selected");

/** Spec section 2: 'ADD {name} to MyList' for an item, else 'Set Rental Period'. */
export function hirePeriodTitle(equipmentName: string | undefined): string {
  return equipmentName && equipmentName !== "MyList" ? `ADD ${equipmentName} to MyList` : "Set Rental Period";
}

/**
 * The hire-period dialog (spec sections 2 and 5): a one-month range calendar from today (Europe/London), the
 * same-day and Sunday warnings (same-day first) and a green confirm that is enabled only for a bookable period.
 */
export default function HirePeriodDialog({
  equipmentName,
  busy,
  returnFocus,
  onCancel,
  onConfirm,
}: {
  equipmentName?: string;
  busy: boolean;
  returnFocus: HTMLElement | null;
  onCancel: () => void;
  onConfirm: (startDate: string, endDate: string) => void;
}) {
  const [range, setRange] = useState<DateRange | undefined>();
  const today = todayInLondon();
  const start = toIso(range?.from);
  const end = toIso(range?.to);
  const warning = start === today ? "today" : (start && isSunday(start)) || (end && isSunday(end)) ? "sunday" : null;
  const valid = start !== null && end !== null && bookablePeriodProblem(start, end, today) === null;
  const days = start && end ? hireDays(start, end) : 0;

  return (
    <Dialog
      open
      size="sm"
      testId="hire-period-dialog"
      onOpenChange={(open) => !open && !busy && onCancel()}
      returnFocus={returnFocus}
      title={hirePeriodTitle(equipmentName)}
      description="Select your hire period"
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Back
          </Button>
          <Button variant="success" disabled={!valid || busy} onClick={() => valid && onConfirm(start!, end!)}>
            {busy ? "Saving..." : "Confirm Hire Period"}
          </Button>
        </>
      }
    >
      <dl className="mb-3 grid grid-cols-2 gap-3 rounded-xl bg-surface-muted p-3 text-sm">
        <div>
          <dt className="font-semibold text-ink-muted">Start Date:</dt>
          <dd data-testid="start-date" className="font-bold text-ink">
            {shownDate(range?.from)}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-muted">End Date:</dt>
          <dd data-testid="end-date" className="font-bold text-ink">
            {shownDate(range?.to)}
          </dd>
        </div>
      </dl>
      <Calendar
        mode="range"
        min={1}
        resetOnSelect
        selected={range}
        onSelect={setRange}
        numberOfMonths={1}
        startMonth={fromIso(today)}
        disabled={{ before: fromIso(today) }}
      />
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
        {days > 0 && (
          <p data-testid="rental-period" className="text-center text-sm font-semibold text-ink">
            Total rental period: {formatDays(days)}
          </p>
        )}
      </div>
    </Dialog>
  );
}
