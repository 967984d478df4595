import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";

/** A home-page section heading with an optional 'see all' link. */
export function SectionHeading({
  id,
  title,
  intro,
  link,
}: {
  id: string;
  title: string;
  intro?: string;
  link?: { to: string; text: string };
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-2xl font-extrabold tracking-tight text-ink md:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-1 text-ink-muted">{intro}</p>}
      </div>
      {link && (
        <Link to={link.to} className="inline-flex items-center gap-1 font-semibold text-brand hover:underline">
          {link.text} <Icon name="arrow-right" className="size-4" />
        </Link>
      )}
    </div>
  );
}
