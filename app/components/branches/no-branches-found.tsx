import { Link } from "react-router";
import { distanceText, radiusText } from "../../../core/distance-text.js";

export interface NearestBeyond {
  id: number;
  name: string;
  distance: number;
}

const link = "font-semibold text-brand underline";

/**
 * A search with no branch within the radius: one message in place of the count, the list and the map, saying what
 * to try next (docs/decisions/branches.md L9). `placed` is false when the place itself could not be found. Kept
 * small: it is in the finder's first load.
 */
export function NoBranchesFound({
  label,
  radius,
  placed,
  nearest,
  placeProblem,
}: {
  label: string;
  radius: number;
  placed: boolean;
  nearest: NearestBeyond | null;
  /** Why the place was not found, as the server words it (an unknown Eircode routing key: branches.md G13). */
  placeProblem: string | null;
}) {
  return (
    <section
      role="status"
      aria-labelledby="no-branches"
      className="rounded-xl border border-dashed border-line-strong bg-surface-muted px-6 py-10 text-center"
    >
      <h2 id="no-branches" className="text-lg font-semibold text-ink">
        No locations found within {radiusText(radius)} of &quot;{label}&quot;
      </h2>
      <p className="mt-2 text-ink-muted">
        {nearest ? (
          <>
            The nearest branch is{" "}
            <Link to={`/locations/${nearest.id}`} className={link}>
              {nearest.name}
            </Link>
            , {distanceText(nearest.distance)} away.
          </>
        ) : placeProblem ? (
          `${placeProblem}.`
        ) : (
          !placed && "We could not find that place. Check the spelling, or try a full postcode or a nearby town."
        )}{" "}
        Or{" "}
        <Link to="/locations/browse-all" className={link}>
          view all locations
        </Link>
        , grouped by region.
      </p>
    </section>
  );
}
