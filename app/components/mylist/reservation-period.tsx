import { CalendarDays } from "lucide-react";
import { formatDays } from "../../../core/hire-dates.js";
import { longDate } from "../../../core/date-format.js";
import type { Reservation } from "../../../core/reservation-types.js";
import { Button } from "~/components/ui/on-demand/button";

/** The MyList dialog's period: the hire period with 'Change Dates', or, without Hire items, when it is wanted. */
export function ReservationPeriod({
  reservation,
  hasHire,
  onChangeDates,
}: {
  reservation: Reservation;
  hasHire: boolean;
  onChangeDates: () => void;
}) {
  return hasHire ? (
    <HirePeriod reservation={reservation} onChangeDates={onChangeDates} />
  ) : (
    <ResaleTiming startDate={reservation.startDate} onChangeDay={onChangeDates} />
  );
}

/**
 * A reservation without Hire items has no hire period, only the day it is wanted from, which the customer may change
 * (docs/decisions/mylist.md U14); a Hire item joining it asks for a period.
 */
function ResaleTiming({ startDate, onChangeDay }: { startDate: string; onChangeDay: () => void }) {
  return (
    <section
      aria-label="When you need it"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-surface-muted p-3 sm:flex-nowrap"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white text-brand shadow-card">
        <CalendarDays aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-ink-muted">No hire period needed</p>
        <p data-testid="mylist-period" className="text-ink">
          Wanted from <span className="font-bold">{longDate(startDate)}</span>. Your branch confirms availability and
          arranges collection or delivery when it contacts you.
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onChangeDay}>
        Change Day
      </Button>
    </section>
  );
}

function HirePeriod({ reservation, onChangeDates }: { reservation: Reservation; onChangeDates: () => void }) {
  return (
    <section
      aria-label="Hire period"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-surface-muted p-3 sm:flex-nowrap"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white text-brand shadow-card">
        <CalendarDays aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-ink-muted">Hire period</p>
        <p data-testid="mylist-period" className="font-bold text-ink">
          {longDate(reservation.startDate)} to {longDate(reservation.endDate)}{" "}
          <span className="font-semibold whitespace-nowrap text-ink-muted">({formatDays(reservation.days)})</span>
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onChangeDates}>
        Change Dates
      </Button>
    </section>
  );
}
