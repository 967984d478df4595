import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";

/** 'Back to …' one level up the category drill-down. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg py-2 pr-3 text-sm font-semibold text-brand hover:underline"
    >
      <Icon name="arrow-right" className="rotate-180 size-4" />
      {children}
    </Link>
  );
}
