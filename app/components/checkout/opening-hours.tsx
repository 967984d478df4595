import { openingWeek, weekdayAbbreviations } from "../../../core/opening-hours.js";

/** Opening hours per day, blank days reading 'Closed'; spans, as it sits inside a branch's radio label. */
export function OpeningHours({ text }: { text: string }) {
  const week = openingWeek(text);
  if (!week) return null;
  return (
    <span className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-ink-muted tabular-nums sm:grid-cols-[auto_1fr_auto_1fr]">
      {week.map(({ day, hours }) => (
        <span key={day} className="contents">
          <span className="font-semibold">{weekdayAbbreviations[day]}</span>
          <span>{hours}</span>
        </span>
      ))}
    </span>
  );
}
