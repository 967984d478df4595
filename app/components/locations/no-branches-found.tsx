import { Link } from "react-router";
import { milesText } from "~/components/locations/types";
import { Icon } from "~/components/ui/icon";

export interface NearestBeyond {
  id: number;
  name: string;
  distance: number;
}

/**
 * A search with no branch within the radius: one message in place of the count, the list and the map, saying what
 * to try next (docs/decisions/branches.md L9). `placed` is false when the place itself could not be found.
 */
export function NoBranchesFound({
  label,
  radius,
  placed,
  nearest,
}: {
  label: string;
  radius: number;
  placed: boolean;
  nearest: NearestBeyond | null;
}) {
  return (
    <section
      role="status"
      aria-labelledby="no-branches-heading"
      className="rounded-xl border border-dashed border-line-strong bg-surface-muted px-6 py-10 text-center"
    >
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-white text-ink-muted shadow-card">
        <Icon name="map-pin" className="size-7" />
      </span>
      <h2 id="no-branches-heading" className="mt-4 text-lg font-semibold text-ink">
        No locations found within {radius} miles of &quot;{label}&quot;
      </h2>
      {placed ? (
        nearest && (
          <p className="mt-2 text-ink-muted">
            The nearest branch is{" "}
            <Link to={`/locations/${nearest.id}`} className="font-semibold text-brand underline">
              {nearest.name}
            </Link>
            , {milesText(nearest.distance)} away.
          </p>
        )
      ) : (
        <p className="mt-2 text-ink-muted">
          We could not find that place. Check the spelling, or try a full postcode or a nearby town.
        </p>
      )}
      <p className="mt-2 text-ink-muted">
        Or{" "}
        <Link to="/locations/browse-all" className="font-semibold text-brand underline">
          view all locations
        </Link>
        , grouped by region.
      </p>
    </section>
  );
}
