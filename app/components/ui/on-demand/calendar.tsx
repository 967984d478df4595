import { DayButton, DayPicker, type DayButtonProps, type DayPickerProps } from "react-day-picker";
import { enGB } from "react-day-picker/locale";

/**
 * A disabled day stays focusable and hoverable (aria-disabled, not `disabled`), so its name and the calendar's hint
 * can say why it is unavailable (docs/decisions/mylist.md U11); DayPicker ignores its clicks.
 */
function UnavailableAwareDayButton({ disabled, ...props }: DayButtonProps) {
  return <DayButton {...props} aria-disabled={disabled || props["aria-disabled"] || undefined} />;
}

/** react-day-picker styled for the site: one month, weeks starting Monday, British date names. */
export function Calendar(props: DayPickerProps) {
  return (
    <DayPicker
      locale={enGB}
      weekStartsOn={1}
      showOutsideDays
      components={{ DayButton: UnavailableAwareDayButton }}
      classNames={{
        root: "relative w-full max-w-sm mx-auto",
        months: "relative",
        month: "w-full",
        month_caption: "flex h-11 items-center justify-center text-base font-bold text-ink",
        caption_label: "",
        nav: "absolute inset-x-0 top-0 flex h-11 items-center justify-between",
        button_previous:
          "grid size-11 place-items-center rounded-lg text-brand hover:bg-brand-soft disabled:opacity-30 disabled:hover:bg-transparent",
        button_next:
          "grid size-11 place-items-center rounded-lg text-brand hover:bg-brand-soft disabled:opacity-30 disabled:hover:bg-transparent",
        chevron: "size-5 fill-current",
        month_grid: "mt-2 w-full border-collapse",
        weekdays: "",
        weekday: "pb-1 text-center text-xs font-semibold text-ink-muted",
        week: "",
        day: "p-0.5 text-center",
        day_button:
          "mx-auto grid size-11 place-items-center rounded-lg text-sm font-medium tabular-nums text-ink hover:bg-brand-soft aria-disabled:cursor-not-allowed aria-disabled:text-ink-muted/50 aria-disabled:hover:bg-transparent",
        today: "[&>button]:ring-2 [&>button]:ring-accent [&>button]:ring-inset",
        outside: "[&>button]:text-ink-muted",
        disabled: "",
        selected: "[&>button]:bg-brand [&>button]:text-white [&>button]:hover:bg-brand-strong",
        range_start: "[&>button]:bg-brand [&>button]:text-white",
        range_end: "[&>button]:bg-brand [&>button]:text-white",
        range_middle: "[&>button]:rounded-none [&>button]:bg-brand-soft [&>button]:text-brand!",
        hidden: "invisible",
      }}
      {...props}
    />
  );
}
