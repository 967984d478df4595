import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import type { LocationWithDistance } from "../../../core/catalogue-types.js";
import { BranchType } from "~/components/locations/branch-type";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { directionsUrl, phoneHref } from "~/components/locations/maps-links";
import { distanceText } from "../../../core/distance-text.js";

/** One search result: every field of the spec's card, 'View Details' and 'Directions'. */
export function LocationCard({ branch, origin }: { branch: LocationWithDistance; origin?: string }) {
  return (
    <li className={cardClasses({ className: "flex flex-col gap-4 p-5" })}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-bold text-ink">
            <Link to={`/locations/${branch.id}`} className="hover:underline">
              {branch.name}
            </Link>
          </h3>
          <BranchType className="mt-1" type={branch.type} />
        </div>
        <span className="shrink-0 rounded-lg bg-accent px-2.5 py-1 text-sm font-bold tabular-nums text-accent-ink">
          {distanceText(branch.distance)}
        </span>
      </div>
      <address className="flex gap-2 not-italic text-ink-muted">
        <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
        <span>
          {branch.fullAddress}
          <br />
          <span className="font-medium text-ink">{branch.postcode}</span>
        </span>
      </address>
      <div className="flex flex-col gap-1 text-sm">
        {branch.phone && (
          <a href={phoneHref(branch.phone)} className="inline-flex items-center gap-2 font-medium text-brand">
            <Icon name="phone" className="size-4" />
            {branch.phone}
          </a>
        )}
        {branch.email && (
          <a
            href={`mailto:${branch.email}`}
            className="inline-flex items-center gap-2 break-all font-medium text-brand"
          >
            <Icon name="mail" className="size-4 shrink-0" />
            {branch.email}
          </a>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link
          to={`/locations/${branch.id}`}
          aria-label={`View Details: ${branch.name}`}
          className={buttonClasses({ size: "sm" })}
        >
          View Details
        </Link>
        <a
          href={directionsUrl(branch, origin)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Directions to ${branch.name} (opens in a new tab)`}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          <Icon name="external-link" className="size-4" />
          Directions
        </a>
      </div>
    </li>
  );
}
