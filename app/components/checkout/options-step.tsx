import { Store, Truck } from "lucide-react";
import type { DeliveryMethod } from "../../../core/request-schemas.js";
import type { Reservation } from "../../../core/reservation-types.js";
import type { BranchResult } from "~/lib/mylist/lookups";
import { useVatMoney } from "~/components/catalogue/vat-amount";
import { Button } from "~/components/ui/on-demand/button";
import { cx } from "~/components/ui/cx";
import { DeliveryEstimateTitle } from "~/components/checkout/delivery-estimate";

function Choice({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: React.ReactNode;
}) {
  return (
    <label
      className={cx(
        "flex cursor-pointer items-start gap-3 rounded-xl border p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand",
        checked ? "border-brand bg-brand-soft" : "border-line hover:border-line-strong",
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="mt-0.5 size-4 shrink-0 accent-[var(--brand)]"
      />
      <span className="min-w-0 flex-1 text-sm">{children}</span>
    </label>
  );
}

/** Step 2: collection from a chosen branch (free) or delivery; the damage waiver when Hire items exist (P4). */
export function OptionsStep({
  deliveryMethod,
  damageWaiver,
  reservation,
  branch,
  customerPostcode,
  onDeliveryMethod,
  onDamageWaiver,
  onPickBranch,
}: {
  deliveryMethod: DeliveryMethod;
  damageWaiver: boolean;
  reservation: Reservation;
  branch: BranchResult | null;
  /** For the delivery estimate (docs/decisions/branches.md G10). */
  customerPostcode: string;
  onDeliveryMethod: (method: DeliveryMethod) => void;
  onDamageWaiver: (taken: boolean) => void;
  onPickBranch: () => void;
}) {
  const hasHire = reservation.items.some((item) => item.equipment.type !== "Resale");
  const { money, vatLabel } = useVatMoney();
  return (
    <div className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="mb-3 text-base font-bold text-ink">Collection or delivery</legend>
        <Choice
          name="deliveryMethod"
          checked={deliveryMethod === "collection"}
          onChange={() => onDeliveryMethod("collection")}
        >
          <span className="flex items-center gap-2 font-bold text-ink">
            <Store aria-hidden="true" className="size-4 text-brand" />
            Collection (Free)
          </span>
          <span className="mt-1 block text-ink-muted">Collect from the branch of your choice.</span>
        </Choice>
        {deliveryMethod === "collection" && (
          <div className="ml-7 flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-line-strong p-3 text-sm">
            <p className="min-w-0 flex-1" data-testid="chosen-branch">
              {branch ? (
                <>
                  <span className="block font-bold text-ink">{branch.name}</span>
                  <span className="text-ink-muted">
                    {branch.fullAddress}, {branch.postcode}
                  </span>
                </>
              ) : (
                <span className="text-ink-muted">Choose the branch you will collect from.</span>
              )}
            </p>
            <Button variant={branch ? "outline" : "primary"} size="sm" onClick={onPickBranch}>
              {branch ? "Change Location" : "Choose Location"}
            </Button>
          </div>
        )}
        <Choice
          name="deliveryMethod"
          checked={deliveryMethod === "delivery"}
          onChange={() => onDeliveryMethod("delivery")}
        >
          <span className="flex items-center gap-2 font-bold text-ink">
            <Truck aria-hidden="true" className="size-4 shrink-0 text-brand" />
            <DeliveryEstimateTitle postcode={customerPostcode} />
          </span>
          <span className="mt-1 block text-ink-muted">
            We deliver to the address you gave; your nearest branch arranges it.
          </span>
        </Choice>
      </fieldset>

      {hasHire && (
        <fieldset className="space-y-3">
          <legend className="mb-1 text-base font-bold text-ink">Damage waiver</legend>
          <p className="text-sm text-ink-muted">
            Covers accidental damage to hired equipment for 16% of the hire total ({money(reservation.damageWaiver)}{" "}
            {vatLabel} for this period).{" "}
            <a href="/damage-waiver" target="_blank" rel="noopener" className="font-semibold text-brand underline">
              About the damage waiver<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Choice name="damageWaiver" checked={damageWaiver} onChange={() => onDamageWaiver(true)}>
              <span className="font-bold text-ink">Yes, add the damage waiver</span>
            </Choice>
            <Choice name="damageWaiver" checked={!damageWaiver} onChange={() => onDamageWaiver(false)}>
              <span className="font-bold text-ink">No, I have my own cover</span>
            </Choice>
          </div>
        </fieldset>
      )}
    </div>
  );
}
