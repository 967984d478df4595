import { cx } from "./cx";

/** A pulsing placeholder block; give it the size of what it stands in for so nothing jumps on load. */
export function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cx("animate-pulse rounded-lg bg-line/70", className)} {...props} />;
}
