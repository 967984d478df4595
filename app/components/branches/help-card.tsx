import { Icon } from "~/components/ui/icon";
import { site } from "../../../core/site.js";
import { cardClasses } from "~/components/ui/card";

/** 'Need help?' with a phone call link and an e-mail link (spec: Locations and Browse all branches). */
export function HelpCard({ email = site.email }: { email?: string }) {
  return (
    <aside aria-labelledby="branch-help" className={cardClasses({ className: "bg-brand-soft/60 p-6" })}>
      <h2 id="branch-help" className="text-lg font-bold text-ink">
        Need help finding a branch?
      </h2>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={site.phoneHref} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand">
          <Icon name="phone" className="size-5" />
          Call {site.phone}
        </a>
        <a href={`mailto:${email}`} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand">
          <Icon name="mail" className="size-5" />
          {email}
        </a>
      </div>
    </aside>
  );
}
