import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import type { BranchWithDistance } from "../../../core/catalogue-types.js";
import { BranchType } from "~/components/branches/branch-type";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { directionsUrl, phoneHref } from "~/components/branches/maps-links";
import { EmailText } from "~/components/branches/email-text";

/**
 * One search result: every field of the spec's card, whether it is open now (once worked out), 'View Details' and
 * 'Directions'. In a wide card the address and the contacts sit side by side.
 */
export function BranchCard({
  branch,
  distance,
  opening,
  origin,
}: {
  branch: BranchWithDistance;
  /** '3.2 miles', or 'In York' for the branch at a searched town's centre (docs/decisions/branches.md L15). */
  distance: string;
  /** 'Open now until 17:30'; null when unknown, undefined while it is being worked out. */
  opening: string | null | undefined;
  origin?: string;
}) {
  const open = opening?.startsWith("Open now");
  return (
    <li className={cardClasses({ className: "@container flex flex-col gap-4 p-5" })}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-balance text-ink">
            <Link to={`/locations/${branch.id}`} className="hover:underline">
              {branch.name}
            </Link>
          </h3>
          <BranchType className="mt-1" type={branch.type} />
        </div>
        <span
          data-testid="branch-distance"
          className="shrink-0 rounded-lg bg-accent px-2.5 py-1 text-sm font-bold tabular-nums text-accent-ink"
        >
          {distance}
        </span>
      </div>
      {/* The line is kept while the status is worked out, so the card does not move when it arrives. */}
      <p data-testid="opening-status" className={`-mt-2 min-h-5 text-sm font-semibold ${open ? "text-success" : ""}`}>
        {opening}
      </p>
      <div className="flex flex-col gap-4 @md:grid @md:grid-cols-2">
        <address className="flex gap-2 not-italic text-ink-muted">
          <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
          <span>
            {branch.fullAddress}
            <br />
            <span className="font-medium text-ink">{branch.postcode}</span>
          </span>
        </address>
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          {branch.phone && (
            <a href={phoneHref(branch.phone)} className="inline-flex items-center gap-2 font-medium text-brand">
              <Icon name="phone" className="size-4" />
              {branch.phone}
            </a>
          )}
          {branch.email && (
            <a href={`mailto:${branch.email}`} className="inline-flex min-w-0 items-start gap-2 font-medium text-brand">
              <Icon name="mail" className="mt-0.5 size-4 shrink-0" />
              <EmailText email={branch.email} />
            </a>
          )}
        </div>
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
