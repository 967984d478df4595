import type { EstimateDocument } from "../../../core/estimate-document.js";

/** An estimate's items and totals as a table (tracking page, desk, print): the same figures as its PDF. */
export function EstimateTable({ estimate }: { estimate: EstimateDocument }) {
  const last = estimate.totals.length - 1;
  return (
    <div className="space-y-4">
      {/* Scrolls sideways on narrow screens, so it takes focus for keyboard users. */}
      <div
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (axe scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-label="Items"
        className="overflow-x-auto rounded-xl border border-line print:overflow-visible print:border-0"
      >
        <table className="w-full text-left text-sm sm:min-w-[32rem] print:min-w-0">
          <caption className="sr-only">Items</caption>
          <thead className="bg-surface-muted text-xs tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                Item
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">
                Qty
              </th>
              <th
                scope="col"
                className="hidden px-3 py-3 sm:px-4 text-right font-semibold sm:table-cell print:table-cell"
              >
                Rate
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">
                Estimate
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {estimate.items.map((item, index) => (
              <tr key={`${item.productCode}-${index}`}>
                <td className="px-3 py-3 sm:px-4">
                  <span className="font-semibold text-ink">{item.name}</span>
                  {item.productCode && <span className="block text-xs text-ink-muted">{item.productCode}</span>}
                  <span className="block text-xs text-ink-muted sm:hidden print:hidden">{item.rate}</span>
                </td>
                <td className="px-3 py-3 sm:px-4 text-right tabular-nums">{item.quantity}</td>
                <td className="hidden px-3 py-3 sm:px-4 text-right whitespace-nowrap sm:table-cell print:table-cell">
                  {item.rate}
                </td>
                <td className="px-3 py-3 sm:px-4 text-right font-semibold whitespace-nowrap tabular-nums">
                  {item.total}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {estimate.totals.length > 0 && (
        <dl className="ml-auto max-w-sm space-y-1.5 text-sm">
          {estimate.totals.map(([label, amount], index) => (
            <div
              key={label}
              className={
                index === last
                  ? "flex justify-between gap-4 border-t border-line pt-2 text-base font-bold text-brand"
                  : "flex justify-between gap-4"
              }
            >
              <dt className={index === last ? "" : "text-ink-muted"}>{label}</dt>
              <dd className="font-semibold tabular-nums">{amount}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="rounded-lg bg-surface-muted p-3 text-sm text-ink-muted">{estimate.wording}</p>
    </div>
  );
}
