import { Link } from "react-router";
import { longDate } from "../../../core/date-format.js";
import { cardClasses } from "~/components/ui/card";
import { cx } from "~/components/ui/cx";

// The start of each branch's day on the desk (docs/decisions/mylist.md D17): four figures, each a link to the list
// of the requests it counts.

interface BranchDay {
  branchId: number | null;
  branchName: string;
  received: number;
  waiting: number;
  starting: number;
  cancelled: number;
}

type Figure = "received" | "waiting" | "starting" | "cancelled";

export const DAY_FIGURE_LABELS: Record<Figure, string> = {
  received: "Received since yesterday",
  waiting: "Waiting over 2 working hours",
  starting: "Starting tomorrow",
  cancelled: "Cancelled by the customer",
};

const FIGURES = Object.keys(DAY_FIGURE_LABELS) as Figure[];

const figureHref = (branchId: number | null, figure: Figure) =>
  `/admin/requests?${branchId === null ? "" : `branch=${branchId}&`}day=${figure}`;

export function DayView({ today, branches }: { today: string; branches: BranchDay[] }) {
  return (
    <section aria-labelledby="day-heading" className="mt-6" data-testid="day-view">
      <h2 id="day-heading" className="text-lg font-bold text-ink">
        Your day · {longDate(today)}
      </h2>
      {branches.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">
          Nothing new since yesterday, nobody waiting, nothing starting tomorrow.
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 lg:grid-cols-2">
          {branches.map((branch) => (
            <li key={branch.branchId ?? "none"} className={cardClasses({ className: "p-4" })}>
              <h3 className="font-semibold text-ink">{branch.branchName}</h3>
              <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={`${branch.branchName}: the day`}>
                {FIGURES.map((figure) => {
                  const alert = figure === "waiting" && branch.waiting > 0;
                  return (
                    <li key={figure}>
                      <Link
                        to={figureHref(branch.branchId, figure)}
                        className={cx(
                          "flex h-full flex-col rounded-lg border px-3 py-2 hover:border-brand hover:bg-brand-soft focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none",
                          alert ? "border-amber-500 bg-amber-50" : "border-line",
                        )}
                      >
                        <span className="text-2xl font-bold text-ink tabular-nums">{branch[figure]}</span>
                        <span className="text-xs text-ink-muted">{DAY_FIGURE_LABELS[figure]}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
