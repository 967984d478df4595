import { Component, type ReactNode } from "react";
import { MapPinned } from "lucide-react";
import { clientOnly } from "~/components/layout/client-only";
import { buttonClasses } from "~/components/ui/button-classes";
import type { BranchMapProps } from "./branch-map";

/** Same size as the map, so nothing moves when it arrives after the page is interactive. */
function MapPlaceholder({ height }: { height: number }) {
  return (
    <div
      style={{ height }}
      className="flex items-center justify-center rounded-xl border border-line bg-[#dfe8ef] text-sm text-ink-muted"
    >
      <span className="flex items-center gap-2">
        <MapPinned aria-hidden="true" className="size-5" /> Loading map...
      </span>
    </div>
  );
}

/** Map failure: a message and a link to an external maps search (spec section 8), never an error screen. */
export function MapUnavailable({
  height,
  title = "Interactive map temporarily unavailable",
  text,
  searchUrl,
  linkText = "Search on Google Maps",
}: {
  height?: number;
  title?: string;
  text?: string;
  searchUrl: string;
  linkText?: string;
}) {
  return (
    <div
      style={height ? { minHeight: height } : undefined}
      className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line-strong bg-surface-muted p-8 text-center"
    >
      <MapPinned aria-hidden="true" className="size-10 text-ink-muted" />
      <p className="text-lg font-semibold text-ink">{title}</p>
      {text && <p className="text-ink-muted">{text}</p>}
      <a href={searchUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: "outline" })}>
        {linkText}
      </a>
    </div>
  );
}

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    // Quietly: a map that cannot load is not a page error (docs/decisions.md G6).
    console.warn("Map unavailable:", error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const LazyBranchMap = clientOnly<BranchMapProps>(() => import("./branch-map"), <MapPlaceholder height={400} />);

/**
 * The branch map, loaded only in the browser once the page is interactive (Leaflet, its CSS and marker images
 * stay out of every other page). If it cannot load, the visitor gets a maps search link instead.
 */
export function MapPanel({ fallbackSearchUrl, ...props }: BranchMapProps & { fallbackSearchUrl: string }) {
  return (
    <MapErrorBoundary fallback={<MapUnavailable height={props.height} searchUrl={fallbackSearchUrl} />}>
      <LazyBranchMap {...props} />
    </MapErrorBoundary>
  );
}
