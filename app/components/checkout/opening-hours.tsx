const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** A branch's openingHours JSON text keyed Monday..Sunday; invalid text counts as none (spec section 8). */
export function parseOpeningHours(text: string | null | undefined): Partial<Record<(typeof days)[number], string>> {
  try {
    const parsed: unknown = JSON.parse(text ?? "");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Opening hours per day, blank days reading 'Closed'; spans, as it sits inside a branch's radio label. */
export function OpeningHours({ text }: { text: string }) {
  const hours = parseOpeningHours(text);
  if (!hours.Monday) return null;
  return (
    <span className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-ink-muted tabular-nums sm:grid-cols-[auto_1fr_auto_1fr]">
      {days.map((day) => (
        <span key={day} className="contents">
          <span className="font-semibold">{day.slice(0, 3)}</span>
          <span>{hours[day]?.trim() || "Closed"}</span>
        </span>
      ))}
    </span>
  );
}
