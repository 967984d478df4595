import { useEffect, useRef } from "react";
import type { UseFormRegister } from "react-hook-form";
import { postcodeAsWritten } from "../../../core/postcode-format.js";
import { formatDays } from "../../../core/hire-dates.js";
import { formatPence, parsePence } from "../../../core/money.js";
import type { CheckoutInput } from "../../../core/request-schemas.js";
import type { BranchResult } from "~/lib/mylist/lookups";
import { useVatMoney } from "~/components/catalogue/vat-amount";
import { DeliveryEstimateTitle } from "~/components/checkout/delivery-estimate";
import { longDate } from "../../../core/date-format.js";
import type { Reservation } from "../../../core/reservation-types.js";
import { describeLinePricing } from "../../../core/rate-bands-text.js";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-line p-4">
      <h3 className="mb-2 text-sm font-bold tracking-wide text-ink-muted uppercase">{title}</h3>
      <div className="text-sm text-ink">{children}</div>
    </section>
  );
}

/** Step 3 'Confirm your List': the period, address, options and items, then terms and privacy acceptance. */
export function ConfirmStep({
  values,
  reservation,
  branch,
  register,
  termsError,
}: {
  values: CheckoutInput;
  reservation: Reservation;
  branch: BranchResult | null;
  register: UseFormRegister<CheckoutInput>;
  termsError?: string;
}) {
  const hasHire = reservation.items.some((item) => item.equipment.type !== "Resale");
  const waiver = hasHire && values.damageWaiver !== false;
  const total = waiver
    ? formatPence(parsePence(reservation.totalCost) + parsePence(reservation.damageWaiver))
    : reservation.totalCost;
  const { money, vatLabel } = useVatMoney();
  const termsErrorRef = useRef<HTMLParagraphElement>(null);
  // The error appears at the foot of the dialog's scrolling body, where on a phone it ends under the footer's edge:
  // scroll it fully into view (docs/decisions/mylist.md U15).
  useEffect(() => {
    if (termsError) termsErrorRef.current?.scrollIntoView({ block: "nearest" });
  }, [termsError]);
  return (
    <div className="space-y-4" data-testid="checkout-summary">
      <div className="grid gap-4 sm:grid-cols-2">
        {hasHire ? (
          <Section title="Hire period">
            <p className="font-semibold">
              {longDate(reservation.startDate)} to {longDate(reservation.endDate)}
            </p>
            <p className="text-ink-muted">{formatDays(reservation.days)}</p>
          </Section>
        ) : (
          <Section title="Wanted from">
            <p className="font-semibold">{longDate(reservation.startDate)}</p>
            <p className="text-ink-muted">
              {values.deliveryMethod === "delivery" ? "For delivery" : "To collect"} from this day. No hire period:
              these items are bought, not hired.
            </p>
          </Section>
        )}
        <Section title="Your details">
          <p className="font-semibold">
            {values.customerFirstName} {values.customerLastName}
          </p>
          <p className="break-words">{values.customerEmail}</p>
          <p>{values.customerPhone}</p>
          <p>
            {values.customerAddress}, {postcodeAsWritten(values.customerPostcode ?? "")}
          </p>
          {values.accountCode && <p>Account {values.accountCode}</p>}
        </Section>
      </div>
      <Section title="Options">
        <p>
          {values.deliveryMethod === "collection" && branch ? (
            `Collection (Free) from ${branch.name}, ${branch.fullAddress}, ${branch.postcode}`
          ) : (
            <DeliveryEstimateTitle postcode={(values.customerPostcode ?? "").trim()} />
          )}
        </p>
        {hasHire && (
          <p className="mt-1">Damage waiver: {waiver ? `Yes, ${money(reservation.damageWaiver)} ${vatLabel}` : "No"}</p>
        )}
      </Section>
      <Section title="Equipment">
        <ul className="divide-y divide-line">
          {reservation.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-4 py-1.5 tabular-nums">
              <span>
                {item.quantity}x {item.equipment.name}
                {item.pricing && (
                  <span className="block text-xs text-ink-muted">
                    {describeLinePricing(item.pricing, money, item.quantity, {
                      days: reservation.days,
                      dayRate: item.dailyRate,
                    })}
                  </span>
                )}
              </span>
              <span className="font-semibold">{money(item.totalCost)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex items-baseline justify-between gap-4 border-t border-line pt-2 font-bold">
          <span>Estimated total{waiver ? " with damage waiver" : ""}</span>
          <span className="text-lg text-brand tabular-nums" data-testid="checkout-total">
            {money(total)} <span className="text-xs font-semibold text-ink-muted">{vatLabel}</span>
          </span>
        </p>
        <p className="mt-1 text-xs text-ink-muted">
          An estimate: your branch confirms the final price
          {values.deliveryMethod === "delivery" ? " and delivery charge" : ""}.
        </p>
      </Section>
      <div>
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-[var(--brand)]"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? "terms-error" : undefined}
            {...register("termsAccepted")}
          />
          <span>
            I accept the{" "}
            <a href="/terms-conditions" target="_blank" rel="noopener" className="font-semibold text-brand underline">
              terms and conditions<span className="sr-only"> (opens in a new tab)</span>
            </a>{" "}
            and the{" "}
            <a href="/privacy-policy" target="_blank" rel="noopener" className="font-semibold text-brand underline">
              privacy policy<span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </span>
        </label>
        {termsError && (
          <p ref={termsErrorRef} id="terms-error" className="mt-1.5 scroll-mb-4 text-sm font-medium text-danger">
            {termsError}
          </p>
        )}
      </div>
    </div>
  );
}
