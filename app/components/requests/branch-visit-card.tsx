import type { BrandCounter } from "../../../brands/brand.js";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";

/** A collection's visit to its branch, as the request's page shows it (app/routes/branch-visit.server.ts). */
export interface BranchVisit {
  name: string;
  address: string;
  phone: string;
  phoneHref: string;
  directionsHref: string;
  counter: BrandCounter;
}

/**
 * Collecting a hire (docs/decisions/mylist.md U19, U20): the branch's address, a call and directions in one tap each,
 * and what the company asks for at the counter. The directions are a plain link, so the page needs no map service.
 */
export function BranchVisitCard({ visit }: { visit: BranchVisit }) {
  return (
    <section
      aria-labelledby="visit-heading"
      data-testid="branch-visit"
      className={cardClasses({ className: "mt-6 p-5 sm:p-6 print:border-0 print:p-0 print:shadow-none" })}
    >
      <h2 id="visit-heading" className="text-lg font-bold text-ink">
        Collecting from {visit.name}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {visit.address}
        <span className="hidden print:inline"> · {visit.phone}</span>
      </p>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <a href={visit.phoneHref} className={buttonClasses({ variant: "primary" })}>
          <Icon name="phone" className="size-4" />
          Call {visit.phone}
        </a>
        <a
          href={visit.directionsHref}
          target="_blank"
          rel="noreferrer"
          className={buttonClasses({ variant: "outline" })}
        >
          <Icon name="map-pin" className="size-4" />
          Directions<span className="sr-only"> to {visit.name} (opens in a new tab)</span>
        </a>
      </div>
      <h3 className="mt-6 text-sm font-bold tracking-wide text-ink-muted uppercase">{visit.counter.heading}</h3>
      <ul className="mt-2 space-y-2 text-sm text-ink">
        {visit.counter.items.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon name="badge-check" className="mt-0.5 size-4 shrink-0 text-brand" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
