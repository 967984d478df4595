import { cx } from "~/components/ui/cx";

/** A white, bordered, lightly shadowed surface; `interactive` lifts it on hover (for cards that are links). */
export function cardClasses({ interactive = false, className }: { interactive?: boolean; className?: string } = {}) {
  return cx(
    "rounded-xl border border-line bg-white shadow-card",
    interactive && "transition-shadow hover:border-line-strong hover:shadow-raised",
    className,
  );
}
