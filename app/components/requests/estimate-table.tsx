import type { EstimateDocument } from "../../../core/estimate-document.js";

/** An estimate's items and totals as a table (tracking page, desk, print): the same figures as its PDF. */
export function EstimateTable({ estimate }: { estimate: EstimateDocument }) {
  const last = estimate.totals.length - 1;
  return (
    <div className="space-y-4">
      {/* Scrolls sideways on narrow screens, so it takes focus for keyboard users. */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Items"
        className="overflow-x-auto rounded-xl border border-line print:overflow-visible print:border-0"
      >
        <table className="w-full min-w-[32rem] text-left text-sm print:min-w-0">
          <caption className="sr-only">Items</caption>
          <thead className="bg-surface-muted text-xs tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Item
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Qty
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Rate
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Estimate
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {estimate.items.map((item, index) => (
              <tr key={`${item.productCode}-${index}`}>
                <td className="px-4 py-3">
                  <span className="font-semibold text-ink">{item.name}</span>
                  {item.productCode && <span className="block text-xs text-ink-muted">{item.productCode}</span>}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{item.quantity}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{item.rate}</td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">{item.total}</td>
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
