/** Button looks, without the component: links and the site shell use these without loading Radix Slot. */
export type ButtonVariant = "primary" | "accent" | "outline" | "ghost" | "success";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand text-white hover:bg-brand-strong shadow-sm",
  accent: "bg-accent text-accent-ink hover:bg-accent-strong shadow-sm",
  outline: "border border-line-strong bg-white text-ink hover:border-brand hover:bg-brand-soft",
  ghost: "text-brand hover:bg-brand-soft",
  success: "bg-success text-white hover:bg-green-800 shadow-sm",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-sm",
  lg: "min-h-12 px-6 text-base",
};

/** Class names of a button, for links that look like buttons. */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className = "",
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}
