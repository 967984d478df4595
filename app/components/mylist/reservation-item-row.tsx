import { Trash2 } from "lucide-react";
import { Link } from "react-router";
import { MAX_QUANTITY, MIN_QUANTITY } from "../../../core/pricing.js";
import type { ReservationItem } from "../../../core/reservation-types.js";
import { describeLinePricing } from "../../../core/rate-bands-text.js";
import { useRemoveItem, useUpdateItemQuantity } from "~/lib/mylist/reservation-changes";
import { showToast } from "~/lib/toast";
import { useVatMoney } from "~/components/catalogue/vat-amount";
import { myListMessages } from "~/components/mylist/messages";
import { QuantityStepper } from "~/components/mylist/quantity-stepper";

/** One item of the MyList dialog: name, type, code and rate, its quantity to change, and its remove button. */
export function ReservationItemRow({
  item,
  days,
  sessionId,
}: {
  item: ReservationItem;
  days: number;
  sessionId: string;
}) {
  const update = useUpdateItemQuantity();
  const remove = useRemoveItem();
  const busy = update.isPending || remove.isPending;
  const { equipment } = item;
  const hire = equipment.type !== "Resale";
  const { money, vatLabel } = useVatMoney();

  async function changeQuantity(quantity: number) {
    try {
      await update.mutateAsync({ sessionId, itemId: item.id, quantity });
      void showToast(myListMessages.quantityUpdated, { variant: "success" });
    } catch {
      void showToast("Error", { description: myListMessages.quantityFailed, variant: "error" });
    }
  }

  async function removeItem() {
    try {
      await remove.mutateAsync({ sessionId, itemId: item.id });
      void showToast(myListMessages.itemRemoved, { variant: "success" });
    } catch {
      void showToast("Error", { description: myListMessages.removeFailed, variant: "error" });
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
          {item.available && !item.pricing && (
            <span className="tabular-nums">
              {hire ? `${money(item.dailyRate)} a day` : `${money(item.dailyRate)} each`} {vatLabel}
            </span>
          )}
        </p>
        {item.available && item.pricing && (
          <p data-testid="mylist-line-pricing" className="mt-1 text-xs text-ink-muted tabular-nums">
            {describeLinePricing(item.pricing, money, item.quantity, { days, dayRate: item.dailyRate })} {vatLabel}
          </p>
        )}
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
        onClick={removeItem}
        className="grid size-11 place-items-center rounded-lg text-ink-muted hover:bg-danger-soft hover:text-danger disabled:opacity-50"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}
