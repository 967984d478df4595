import { clientOnly } from "~/components/layout/client-only";
import type { BranchMapProps } from "~/components/locations/branch-map";
import { MapUnavailable } from "~/components/locations/map-unavailable";
import { QuietBoundary } from "~/components/locations/quiet-boundary";

/** Same size as the map, so nothing moves when it arrives after the page is interactive. */
/** Rendered on the server, so a class rather than a style attribute (docs/decisions.md H2); the map is 400 px high. */
function MapPlaceholder() {
  return <div aria-hidden="true" className="h-[400px] animate-pulse rounded-xl border border-line bg-[#dfe8ef]" />;
}

const LazyBranchMap = clientOnly<BranchMapProps>(() => import("~/components/locations/branch-map"), <MapPlaceholder />);

/**
 * The branch map, loaded only in the browser once the page is interactive (Leaflet, its CSS and marker images
 * stay out of every other page). If it cannot load, the visitor gets a maps search link instead.
 */
export function MapPanel({ fallbackSearchUrl, ...props }: BranchMapProps & { fallbackSearchUrl: string }) {
  return (
    <QuietBoundary fallback={<MapUnavailable height={props.height} searchUrl={fallbackSearchUrl} />}>
      <LazyBranchMap {...props} />
    </QuietBoundary>
  );
}
