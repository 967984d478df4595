import { FileCheck2, PackageOpen, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { bookablePeriodMessage, bookablePeriodProblem, todayInLondon } from "../../../core/hire-dates.js";
import { readLastRequest } from "~/lib/mylist/hire-requests";
import { useClearReservation } from "~/lib/mylist/reservation-changes";
import { useReservation } from "~/lib/mylist/reservation-query";
import { showToast } from "~/lib/toast";
import { buttonClasses } from "~/components/ui/button-classes";
import { Button } from "~/components/ui/on-demand/button";
import { Dialog } from "~/components/ui/on-demand/dialog";
import { Notice } from "~/components/ui/on-demand/field";
import { myListMessages } from "~/components/mylist/messages";
import { MyListSuggestions } from "~/components/mylist/mylist-suggestions";
import { PrintEstimateButton } from "~/components/mylist/print-estimate-button";
import { ReservationItemRow } from "~/components/mylist/reservation-item-row";
import { ReservationPeriod } from "~/components/mylist/reservation-period";
import { ReservationTotals } from "~/components/mylist/reservation-totals";

/**
 * The header's MyList dialog (docs/product.md "MyList and checkout"): period, items, estimated totals, 'Clear All',
 * 'Proceed to Address'.
 */
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
  // Only a period the visitor chose can need changing: a reservation without Hire items has the server's (R9).
  const periodProblem =
    reservation && hasHire ? bookablePeriodProblem(reservation.startDate, reservation.endDate, todayInLondon()) : null;
  const [lastRequest] = useState(readLastRequest);
  const unavailable = reservation?.items.some((item) => !item.available) ?? false;

  async function clearAll() {
    if (!reservation) return;
    try {
      await clear.mutateAsync({ sessionId: reservation.sessionId, reservationId: reservation.id });
      void showToast(myListMessages.cleared, { variant: "success" });
    } catch {
      void showToast("Error", { description: myListMessages.clearFailed, variant: "error" });
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
        <EmptyMyList onBrowse={() => onOpenChange(false)} />
      ) : (
        <div className="space-y-4">
          <ReservationPeriod reservation={reservation} hasHire={hasHire} onChangeDates={onChangeDates} />
          {periodProblem && <Notice>{bookablePeriodMessage(periodProblem)}</Notice>}
          {unavailable && (
            <Notice>Remove the equipment that is no longer available before you send your request.</Notice>
          )}
          <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Equipment in MyList">
            {reservation.items.map((item) => (
              <ReservationItemRow key={item.id} item={item} days={reservation.days} sessionId={reservation.sessionId} />
            ))}
          </ul>
          <MyListSuggestions reservation={reservation} />
          <ReservationTotals reservation={reservation} />
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

function EmptyMyList({ onBrowse }: { onBrowse: () => void }) {
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
