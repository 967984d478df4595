import { Icon } from "~/components/ui/icon";
import { site } from "../../../core/site.js";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";

/** The full-page error screen shown by the root error boundary. */
export function ErrorScreen() {
  return (
    <div className="px-4 py-16 sm:py-24">
      <div className={cardClasses({ className: "mx-auto max-w-lg p-8 text-center sm:p-10" })}>
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-danger-soft text-danger">
          <Icon name="triangle-alert" className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Something went wrong</h1>
        <p className="mt-3 text-ink-muted">Sorry, this page could not be shown. Please try again in a moment.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={() => window.location.reload()} className={buttonClasses({ size: "lg" })}>
            Refresh Page
          </button>
          <a href="/" className={buttonClasses({ variant: "outline", size: "lg" })}>
            Go Home
          </a>
        </div>
        <p className="mt-8 border-t border-line pt-6 text-sm text-ink-muted">
          Need help now? Call{" "}
          <a href={site.phoneHref} className="font-semibold text-brand tabular-nums hover:underline">
            {site.phone}
          </a>
        </p>
      </div>
    </div>
  );
}
