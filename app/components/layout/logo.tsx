import { Link } from "react-router";
import { site } from "../../../core/site.js";
import { cx } from "~/components/ui/cx";

/** The brand mark: a hi-vis chevron on the brand colour (tone "dark" swaps them, for dark backgrounds). */
export function LogoMark({ tone = "light", className }: { tone?: "light" | "dark"; className?: string }) {
  const [tile, mark] = tone === "light" ? ["var(--brand)", "var(--accent)"] : ["var(--accent)", "var(--brand-strong)"];
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cx("shrink-0", className)}>
      <rect width="40" height="40" rx="9" fill={tile} />
      <path d={site.markPath} fill={mark} />
    </svg>
  );
}

/** Mark and wordmark, linking home. The first word of the company name is set heavier. */
export function Logo({ tone = "light", className }: { tone?: "light" | "dark"; className?: string }) {
  const [first, ...rest] = site.name.split(" ");
  return (
    <Link
      to="/"
      aria-label={`${site.name} home`}
      className={cx("inline-flex shrink-0 items-center gap-2.5 rounded-md", className)}
    >
      <LogoMark tone={tone} className="size-9 lg:size-10" />
      <span
        className={cx(
          "text-xl leading-none tracking-tight lg:text-2xl",
          tone === "light" ? "text-brand" : "text-white",
        )}
      >
        <span className="font-extrabold">{first}</span>
        {rest.length > 0 && <span className="font-medium"> {rest.join(" ")}</span>}
      </span>
    </Link>
  );
}
