import { useState } from "react";
import { MIN_QUANTITY } from "../../../core/pricing.js";
import { Button } from "~/components/ui/on-demand/button";
import { Dialog } from "~/components/ui/on-demand/dialog";
import { QuantityStepper } from "~/components/mylist/quantity-stepper";

/** Whole numbers from 1 to the maximum; anything else typed is ignored (docs/product.md "Validation"). */
export function acceptQuantity(text: string, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= MIN_QUANTITY && value <= max ? value : null;
}

/** 'Select Quantity': starts at 1, confirms with 'Add to MyList'. */
export function QuantityDialog({
  equipmentName,
  max,
  busy,
  returnFocus,
  onOpenChange,
  onConfirm,
}: {
  equipmentName: string;
  max: number;
  busy: boolean;
  returnFocus: HTMLElement | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (quantity: number) => void;
}) {
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const [text, setText] = useState(String(MIN_QUANTITY));
  const set = (value: number) => {
    setQuantity(value);
    setText(String(value));
  };

  return (
    <Dialog
      open
      size="sm"
      testId="quantity-dialog"
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title="Select Quantity"
      description={`How many units ${equipmentName} would you like to add to MyList?`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="primary" onClick={() => onConfirm(quantity)} disabled={busy}>
            {busy ? "Adding..." : "Add to MyList"}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col items-center gap-3 py-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm(quantity);
        }}
      >
        <label htmlFor="quantity-input" className="text-sm font-semibold text-ink">
          Quantity
        </label>
        <QuantityStepper value={quantity} min={MIN_QUANTITY} max={max} onChange={set} label={equipmentName}>
          <input
            id="quantity-input"
            inputMode="numeric"
            autoComplete="off"
            className="w-16 border-0 text-center text-lg font-bold tabular-nums focus-visible:outline-3 focus-visible:-outline-offset-3"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              const accepted = acceptQuantity(event.target.value, max);
              if (accepted !== null) setQuantity(accepted);
            }}
            onBlur={() => setText(String(quantity))}
          />
        </QuantityStepper>
        <p className="text-sm text-ink-muted">Maximum available: {max}</p>
      </form>
    </Dialog>
  );
}
