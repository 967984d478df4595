import { formatDays } from "../../../core/hire-dates.js";
import type { Reservation } from "../../../core/reservation-types.js";
import { useVatMoney } from "~/components/catalogue/vat-amount";

/** Estimated totals, ex or inc VAT as the visitor chose (docs/decisions/money.md P2, P5, V3). */
export function ReservationTotals({ reservation }: { reservation: Reservation }) {
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
        This is an estimate: each hire line says which rates it is charged at. Your branch confirms the final price.
      </p>
    </div>
  );
}
