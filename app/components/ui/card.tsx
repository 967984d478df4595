import { cx } from "./cx";

/** A white, bordered, lightly shadowed surface; `interactive` lifts it on hover (for cards that are links). */
export function cardClasses({ interactive = false, className }: { interactive?: boolean; className?: string } = {}) {
  return cx(
    "rounded-xl border border-line bg-white shadow-card",
    interactive && "transition-shadow hover:border-line-strong hover:shadow-raised",
    className,
  );
}

export function Card({
  className,
  interactive,
  ...props
}: React.HTMLAttributes<HTMLDivElement> & { interactive?: boolean }) {
  return <div className={cardClasses({ interactive, className })} {...props} />;
}
