import { Icon } from "~/components/ui/icon";
import { cardClasses } from "~/components/ui/card";
import type { BranchOpening } from "~/components/branches/opening-now";
import { longDate } from "../../../core/date-format.js";
import { weekdayAbbreviations, type OpeningDay } from "../../../core/opening-hours.js";

/**
 * The week, with today's row marked and, once worked out in the browser, whether the branch is open now and the next
 * bank holiday it is closed (docs/decisions/branches.md L14).
 */
export function OpeningHoursCard({
  week,
  opening,
}: {
  week: readonly OpeningDay[];
  opening: BranchOpening | undefined;
}) {
  return (
    <section aria-labelledby="hours-heading" className={cardClasses({ className: "p-6" })}>
      <h2 id="hours-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
        <Icon name="clock" className="size-5 text-brand" />
        Opening Hours
      </h2>
      {/* Kept while the status is worked out, so nothing below moves when it arrives. */}
      <p data-testid="opening-status" className="mt-2 min-h-5 text-sm font-semibold text-ink">
        {opening?.status}
      </p>
      <dl className="mt-2 divide-y divide-line">
        {week.map(({ day, hours }) => {
          const today = opening?.today === day;
          return (
            <div
              key={day}
              data-today={today || undefined}
              className={`-mx-2 flex justify-between gap-4 rounded-md px-2 py-2 text-sm ${today ? "bg-brand-soft" : ""}`}
            >
              <dt className="font-semibold text-ink">
                <abbr title={day} className="no-underline">
                  {weekdayAbbreviations[day]}
                </abbr>
                {today && <span className="ml-2 text-xs font-bold text-brand uppercase">Today</span>}
              </dt>
              <dd
                className={`tabular-nums ${today ? "font-bold text-ink" : hours === "Closed" ? "text-ink-muted" : "text-ink"}`}
              >
                {hours}
              </dd>
            </div>
          );
        })}
      </dl>
      {opening?.nextHoliday && (
        <p
          data-testid="next-bank-holiday"
          className="mt-4 flex gap-2 rounded-lg bg-warning-soft px-3 py-2 text-sm text-ink"
        >
          <Icon name="triangle-alert" className="mt-0.5 size-4 shrink-0" />
          <span>
            Closed on {longDate(opening.nextHoliday.date)} for {opening.nextHoliday.name}.
          </span>
        </p>
      )}
    </section>
  );
}
