import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-classes";

/** A clear not-found card for a catalogue item that does not exist (the loader answers HTTP 404). */
export function NotFoundPanel({
  title,
  message,
  linkTo,
  linkText,
}: {
  title: string;
  message: string;
  linkTo: string;
  linkText: string;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20">
      <div className="rounded-2xl border border-line bg-white p-8 text-center shadow-card">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-ink-muted">{message}</p>
        <Link to={linkTo} className={buttonClasses({ className: "mt-6" })}>
          {linkText}
        </Link>
      </div>
    </div>
  );
}
