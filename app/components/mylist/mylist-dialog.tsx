import { CalendarDays, FileCheck2, PackageOpen, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { bookablePeriodMessage, bookablePeriodProblem, formatDays, todayInLondon } from "../../../core/hire-dates.js";
import { MAX_QUANTITY, MIN_QUANTITY } from "../../../core/pricing.js";
import type { Reservation, ReservationItem } from "../../../core/reservation-types.js";
import { readLastRequest } from "~/lib/mylist/hire-requests";
import { useClearReservation, useRemoveItem, useUpdateItemQuantity } from "~/lib/mylist/reservation-changes";
import { useReservation } from "~/lib/mylist/reservation-query";
import { showToast } from "~/lib/toast";
import { useVatMoney } from "~/components/catalogue/vat-amount";
import { buttonClasses } from "~/components/ui/button-classes";
import { Button } from "~/components/ui/on-demand/button";
import { Dialog } from "~/components/ui/on-demand/dialog";
import { Notice } from "~/components/ui/on-demand/field";
import { listMessages } from "~/components/mylist/messages";
import { PrintEstimateButton } from "~/components/mylist/print-estimate-button";
import { QuantityStepper } from "~/components/mylist/quantity-stepper";
import { longDate } from "../../../core/date-format.js";

/** The header's MyList dialog (spec section 2): period, lines, estimated totals, 'Clear All', 'Proceed to Address'. */
export function MyListDialog({
  onOpenChange,
  returnFocus,
  onChangeDates,
  onProceed,
}: {
  onOpenChange: (open: boolean) => void;
  returnFocus: HTMLElement | null;
  onChangeDates: () => void;
  onProceed: () => void;
}) {
  const { reservation, isLoading } = useReservation();
  const clear = useClearReservation();
  const empty = !reservation || reservation.items.length === 0;
  const hasHire = reservation?.items.some((item) => item.equipment.type !== "Resale") ?? false;
  // Only a period the visitor chose can need changing: a list without Hire items has the server's (R9).
  const periodProblem =
    reservation && hasHire ? bookablePeriodProblem(reservation.startDate, reservation.endDate, todayInLondon()) : null;
  const [lastRequest] = useState(readLastRequest);
  const unavailable = reservation?.items.some((item) => !item.available) ?? false;

  async function clearAll() {
    if (!reservation) return;
    try {
      await clear.mutateAsync({ sessionId: reservation.sessionId, reservationId: reservation.id });
      void showToast(listMessages.cleared, { variant: "success" });
    } catch {
      void showToast("Error", { description: listMessages.clearFailed, variant: "error" });
    }
  }

  return (
    <Dialog
      open
      size="lg"
      testId="mylist-dialog"
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title="MyList"
      description="Your hire request: a branch confirms availability and price, then contacts you."
      footer={
        empty ? (
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        ) : (
          <>
            <Button variant="outline" className="mr-auto" disabled={clear.isPending} onClick={clearAll}>
              <Trash2 aria-hidden="true" className="size-4" />
              Clear All
            </Button>
            <Button variant="primary" size="lg" disabled={Boolean(periodProblem) || unavailable} onClick={onProceed}>
              Proceed to Address
            </Button>
          </>
        )
      }
    >
      {isLoading ? (
        <p role="status" className="py-8 text-center text-ink-muted">
          Loading your MyList…
        </p>
      ) : empty ? (
        <EmptyList onBrowse={() => onOpenChange(false)} />
      ) : (
        <div className="space-y-4">
          {hasHire ? (
            <HirePeriod reservation={reservation} onChangeDates={onChangeDates} />
          ) : (
            <ResaleTiming startDate={reservation.startDate} />
          )}
          {periodProblem && <Notice>{bookablePeriodMessage(periodProblem)}</Notice>}
          {unavailable && (
            <Notice>Remove the equipment that is no longer available before you send your request.</Notice>
          )}
          <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Equipment in MyList">
            {reservation.items.map((item) => (
              <ListLine key={item.id} item={item} sessionId={reservation.sessionId} />
            ))}
          </ul>
          <Totals reservation={reservation} />
          <PrintEstimateButton reservationId={reservation.id} sessionId={reservation.sessionId} />
        </div>
      )}
      {lastRequest && !isLoading && <LastRequestLink {...lastRequest} onFollow={() => onOpenChange(false)} />}
    </Dialog>
  );
}

/** 'Your last request ML-…': the private tracking page of the request this browser sent last (R10). */
function LastRequestLink({
  referenceNumber,
  path,
  onFollow,
}: {
  referenceNumber: string;
  path: string;
  onFollow: () => void;
}) {
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-line pt-4 text-sm text-ink-muted">
      <FileCheck2 aria-hidden="true" className="size-4 text-brand" />
      <Link to={path} onClick={onFollow} className="font-semibold text-brand underline-offset-2 hover:underline">
        Your last request {referenceNumber}
      </Link>
      <span>: its status, details and PDF</span>
    </p>
  );
}

/** A list without Hire items has no hire period to choose; a Hire item joining it asks for one. */
function ResaleTiming({ startDate }: { startDate: string }) {
  return (
    <section aria-label="When you need it" className="flex items-center gap-3 rounded-xl bg-surface-muted p-3">
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
    </section>
  );
}

function EmptyList({ onBrowse }: { onBrowse: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-soft text-brand">
        <PackageOpen aria-hidden="true" className="size-7" />
      </span>
      <p className="text-lg font-bold text-ink">Your MyList is empty</p>
      <p className="max-w-sm text-sm text-ink-muted">
        Add equipment from the catalogue with the MyList button, then send the whole list to a branch in one request.
      </p>
      <Link to="/categories" className={buttonClasses({ variant: "primary" })} onClick={onBrowse}>
        Browse equipment
      </Link>
    </div>
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

function ListLine({ item, sessionId }: { item: ReservationItem; sessionId: string }) {
  const update = useUpdateItemQuantity();
  const remove = useRemoveItem();
  const busy = update.isPending || remove.isPending;
  const { equipment } = item;
  const hire = equipment.type !== "Resale";
  const { money, vatLabel } = useVatMoney();

  async function changeQuantity(quantity: number) {
    try {
      await update.mutateAsync({ sessionId, itemId: item.id, quantity });
      void showToast(listMessages.quantityUpdated, { variant: "success" });
    } catch {
      void showToast("Error", { description: listMessages.quantityFailed, variant: "error" });
    }
  }

  async function removeLine() {
    try {
      await remove.mutateAsync({ sessionId, itemId: item.id });
      void showToast(listMessages.itemRemoved, { variant: "success" });
    } catch {
      void showToast("Error", { description: listMessages.removeFailed, variant: "error" });
    }
  }

  return (
    <li data-testid="mylist-line" className="flex flex-wrap items-center gap-x-4 gap-y-3 p-3 sm:flex-nowrap">
      <div className="min-w-0 flex-1 basis-full sm:basis-auto">
        <p className="font-semibold text-ink">
          {item.available ? (
            <Link to={`/equipment/${equipment.equipmentSlug}`} className="hover:text-brand hover:underline">
              {equipment.name}
            </Link>
          ) : (
            equipment.name
          )}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
          <span
            className={`rounded-md px-2 py-0.5 font-semibold ${hire ? "bg-brand-soft text-brand" : "bg-surface-muted text-ink-muted ring-1 ring-line ring-inset"}`}
          >
            {equipment.type}
          </span>
          <span className="tabular-nums">{equipment.productCode}</span>
          {item.available && (
            <span className="tabular-nums">
              {hire ? `${money(item.dailyRate)} a day` : `${money(item.dailyRate)} each`} {vatLabel}
            </span>
          )}
        </p>
        {!item.available && (
          <p className="mt-1 text-sm font-semibold text-danger">{item.notice ?? "No longer available"}</p>
        )}
      </div>
      {item.available && (
        <QuantityStepper
          value={item.quantity}
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          label={equipment.name}
          disabled={busy}
          onChange={changeQuantity}
        />
      )}
      <p className="ml-auto min-w-20 text-right font-bold text-ink tabular-nums sm:ml-0">
        {item.available ? money(item.totalCost) : "–"}
      </p>
      <button
        type="button"
        aria-label={`Remove ${equipment.name}`}
        disabled={busy}
        onClick={removeLine}
        className="grid size-11 place-items-center rounded-lg text-ink-muted hover:bg-danger-soft hover:text-danger disabled:opacity-50"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}

/** Estimated totals, ex or inc VAT as the visitor chose (docs/decisions/money.md P2, P5, V3). */
function Totals({ reservation }: { reservation: Reservation }) {
  const { money, vatLabel } = useVatMoney();
  const hasHire = reservation.items.some((item) => item.equipment.type !== "Resale");
  const hasResale = reservation.items.some((item) => item.equipment.type === "Resale");
  return (
    <div className="rounded-xl border border-line p-4">
      <dl className="space-y-1.5 text-sm tabular-nums">
        {hasHire && (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">Hire ({formatDays(reservation.days)})</dt>
            <dd className="font-semibold">{money(reservation.hireTotal)}</dd>
          </div>
        )}
        {hasResale && (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">Resale</dt>
            <dd className="font-semibold">{money(reservation.resaleTotal)}</dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-2">
          <dt className="font-bold text-ink">Estimated total</dt>
          <dd className="text-xl font-extrabold text-brand" data-testid="mylist-total">
            {money(reservation.totalCost)} <span className="text-xs font-semibold text-ink-muted">{vatLabel}</span>
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-ink-muted">
        This is an estimate. Your branch confirms the final price, which may include weekly or weekend rates.
      </p>
    </div>
  );
}
