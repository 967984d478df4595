import { cx } from "./cx";

export type BadgeVariant = "brand" | "accent" | "neutral" | "success" | "danger";

const variants: Record<BadgeVariant, string> = {
  brand: "bg-brand-soft text-brand",
  accent: "bg-accent text-accent-ink",
  neutral: "bg-surface-muted text-ink-muted ring-1 ring-line ring-inset",
  success: "bg-success-soft text-success",
  danger: "bg-danger-soft text-danger",
};

/** A small label: item type, status, counts. */
export function Badge({
  variant = "neutral",
  className,
  ...props
}: React.HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-semibold tabular-nums",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
