import { forwardRef, useId } from "react";
import { cx } from "~/components/ui/cx";

export const inputClasses = (invalid: boolean) =>
  cx(
    "block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-ink-muted/70 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand",
    invalid ? "border-danger" : "border-line-strong",
  );

export interface TextFieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: React.ReactNode;
  optional?: boolean;
}

/** A labelled input with its error (announced through aria-describedby) and an optional hint below. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, optional, className, id, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {optional && <span className="ml-1 font-normal text-ink-muted">(optional)</span>}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses(Boolean(error))}
        {...props}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {hint && (
        <div id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </div>
      )}
    </div>
  );
});

/** A short notice inside a dialog: a warning (amber) or an error (red). */
export function Notice({
  tone = "warning",
  children,
  className,
}: {
  tone?: "warning" | "danger" | "info";
  children: React.ReactNode;
  className?: string;
}) {
  const tones = {
    warning: "border-amber-300 bg-warning-soft text-ink",
    danger: "border-danger/40 bg-danger-soft text-danger",
    info: "border-brand/20 bg-brand-soft text-ink",
  };
  return (
    <div
      role={tone === "info" ? undefined : "alert"}
      className={cx("rounded-lg border px-3 py-2.5 text-sm", tones[tone], className)}
    >
      {children}
    </div>
  );
}
