import { Minus, Plus } from "lucide-react";
import { cx } from "~/components/ui/cx";

const stepButton =
  "grid size-11 shrink-0 place-items-center text-brand hover:bg-brand-soft disabled:cursor-not-allowed disabled:text-ink-muted/40 disabled:hover:bg-transparent";

/**
 * Minus, the quantity, plus; minus is disabled at the minimum and plus at the maximum (docs/product.md "Validation").
 */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  label,
  disabled = false,
  children,
  className,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Names the buttons: 'Decrease quantity of {label}'. */
  label: string;
  disabled?: boolean;
  /** The value's own element (an input); a read-only number when omitted. */
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cx(
        "inline-flex items-stretch overflow-hidden rounded-lg border border-line-strong bg-white",
        className,
      )}
    >
      <button
        type="button"
        className={cx(stepButton, "border-r border-line")}
        aria-label={`Decrease quantity of ${label}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      {children ?? (
        <span aria-live="polite" className="grid min-w-11 place-items-center px-2 text-base font-bold tabular-nums">
          <span className="sr-only">Quantity of {label}: </span>
          {value}
        </span>
      )}
      <button
        type="button"
        className={cx(stepButton, "border-l border-line")}
        aria-label={`Increase quantity of ${label}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
