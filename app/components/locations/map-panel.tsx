import { clientOnly } from "~/components/layout/client-only";
import type { BranchMapProps } from "./branch-map";
import { MapUnavailable } from "./map-unavailable";
import { QuietBoundary } from "./quiet-boundary";

/** Same size as the map, so nothing moves when it arrives after the page is interactive. */
function MapPlaceholder({ height }: { height: number }) {
  return (
    <div aria-hidden="true" style={{ height }} className="animate-pulse rounded-xl border border-line bg-[#dfe8ef]" />
  );
}

const LazyBranchMap = clientOnly<BranchMapProps>(() => import("./branch-map"), <MapPlaceholder height={400} />);

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
