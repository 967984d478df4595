import { VAT_LABEL, type VatView } from "../../../core/vat.js";
import { setVatView, useVatView } from "~/lib/vat-view";

const VIEWS: VatView[] = ["ex", "inc"];

/**
 * 'ex VAT / inc VAT' in the header: two toggle buttons (aria-pressed). Which one looks pressed comes from CSS on
 * <html data-vat>, so it is right from the first paint; aria-pressed follows once the page is interactive.
 */
export function VatSwitch({ className = "" }: { className?: string }) {
  const view = useVatView();
  return (
    <div
      role="group"
      aria-label="Show prices"
      className={`vat-switch inline-flex shrink-0 rounded-full bg-white/10 p-0.5 ring-1 ring-white/25 ${className}`}
    >
      {VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          data-vat-option={option}
          onClick={() => setVatView(option)}
          className="h-7 rounded-full px-2.5 text-xs font-semibold whitespace-nowrap text-white/85 hover:text-white"
        >
          {VAT_LABEL[option]}
        </button>
      ))}
    </div>
  );
}
