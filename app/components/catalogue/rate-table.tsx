import type { RateBands } from "../../../core/rate-bands.js";
import { VatAmount, VatLabel } from "~/components/catalogue/vat-amount";

// The equipment page's rate bands (docs/decisions/money.md P7, P8): server-rendered markup, no script of its own.

const ROWS: { key: keyof RateBands; label: string; note: string }[] = [
  { key: "day", label: "1 day", note: "Any day of the week" },
  { key: "weekend", label: "Weekend", note: "Out Friday, back by Monday midday" },
  { key: "week", label: "1 week", note: "7 days in a row" },
  { key: "extraDay", label: "Extra day", note: "Each day beyond a week" },
];

/** A small table of an item's hire rates; MyList charges the cheapest mix of them for the customer's dates. */
export function RateTable({ bands }: { bands: RateBands }) {
  const rows = ROWS.filter((row) => bands[row.key] !== null);
  return (
    <section
      aria-labelledby="hire-rates"
      className="mt-4 rounded-xl border border-line bg-white"
      data-testid="rate-table"
    >
      <h2 id="hire-rates" className="flex items-baseline justify-between gap-3 px-4 pt-4 text-base font-bold">
        Hire rates
        <span className="text-xs font-normal text-ink-muted">
          <VatLabel />
        </span>
      </h2>
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">Hire rates for this item</caption>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-4 py-2.5 text-left font-normal">
                <span className="block font-semibold text-ink">{row.label}</span>
                <span className="block text-xs text-ink-muted">{row.note}</span>
              </th>
              <td className="px-4 py-2.5 text-right text-base font-bold tabular-nums text-ink">
                <VatAmount amount={bands[row.key]!} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="border-t border-line px-4 py-3 text-xs text-ink-muted">
        MyList charges the cheapest mix of these rates for your dates, for example 1 week + 2 days.
      </p>
    </section>
  );
}
