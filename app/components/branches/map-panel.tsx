import { lazy, Suspense, useState } from "react";
import type { BranchMapProps } from "~/components/branches/branch-map";
import { QuietBoundary } from "~/components/branches/quiet-boundary";
import { buttonClasses } from "~/components/ui/button-classes";
import { Icon } from "~/components/ui/icon";

const loadBranchMap = () => import("~/components/branches/branch-map");
const BranchMap = lazy(loadBranchMap);
// Shown only when the map fails: its code loads then, off the finder's first load.
const MapUnavailable = lazy(() =>
  import("~/components/branches/map-unavailable").then((module) => ({ default: module.MapUnavailable })),
);

type Wanted = false | "pointer" | "button";

/**
 * What stands in the map's place until the visitor reaches for it (docs/decisions/performance.md J1): the same size, so nothing
 * moves when the map arrives, with a button that shows it. A pointer over it or a touch shows the map at once;
 * keyboard focus on the button fetches the map's code, and pressing it shows the map and moves focus into it.
 */
function MapPreview({ label, loading, onWant }: { label: string; loading?: boolean; onWant?: (how: Wanted) => void }) {
  const byPointer = onWant && (() => onWant("pointer"));
  return (
    // A class rather than a style attribute (docs/decisions/security.md H2); the map is 400 px high.
    <div
      onPointerEnter={byPointer}
      onPointerDown={byPointer}
      onTouchStart={byPointer}
      className="map-preview relative flex h-[400px] flex-col items-center justify-center gap-3 overflow-hidden rounded-xl border border-line p-6 text-center"
    >
      <span className="grid size-14 place-items-center rounded-full bg-white text-brand shadow-card">
        <Icon name="map-pin" className="size-7" />
      </span>
      <p className="text-lg font-semibold text-ink">{label}</p>
      <button
        type="button"
        onClick={onWant && (() => onWant("button"))}
        onFocus={() => void loadBranchMap().catch(() => undefined)}
        disabled={loading}
        className={buttonClasses({ variant: "outline" })}
      >
        {loading ? "Loading the map..." : "Show map"}
      </button>
    </div>
  );
}

/**
 * The branch map. Leaflet, its CSS and marker images load when the visitor first reaches for the map, not with the
 * page (docs/decisions/performance.md J1): the branch list beside it is the page's content, and works without it. If the map
 * cannot load, the visitor gets a maps search link instead.
 */
export function MapPanel({ fallbackSearchUrl, ...props }: BranchMapProps & { fallbackSearchUrl: string }) {
  const [wanted, setWanted] = useState<Wanted>(false);
  if (!wanted) return <MapPreview label={props.label} onWant={setWanted} />;
  return (
    <QuietBoundary
      fallback={
        <Suspense fallback={null}>
          <MapUnavailable height={props.height} searchUrl={fallbackSearchUrl} />
        </Suspense>
      }
    >
      <Suspense fallback={<MapPreview label={props.label} loading />}>
        <BranchMap {...props} focusOnLoad={wanted === "button"} />
      </Suspense>
    </QuietBoundary>
  );
}
