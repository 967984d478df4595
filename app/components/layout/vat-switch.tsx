import { VAT_LABEL, type VatView } from "../../../core/vat.js";

const VIEWS: VatView[] = ["ex", "inc"];

/**
 * 'ex VAT / inc VAT' in the header: two toggle buttons (aria-pressed). Which one looks pressed comes from CSS on
 * <html data-vat>, so it is right from the first paint. Server markup only: the header is static in the browser,
 * where `StaticMarkup` handles the presses and keeps aria-pressed in step (`data-vat-option`).
 */
export function VatSwitch({ className = "" }: { className?: string }) {
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
          // The server renders the cached default, ex VAT (docs/decisions/money.md V3).
          aria-pressed={option === "ex"}
          data-vat-option={option}
          className="h-7 rounded-full px-2.5 text-xs font-semibold whitespace-nowrap text-white/85 hover:text-white"
        >
          {VAT_LABEL[option]}
        </button>
      ))}
    </div>
  );
}
