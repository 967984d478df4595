import "leaflet/dist/leaflet.css";
import L from "leaflet";
import markerIcon from "leaflet/dist/images/marker-icon.png";
import markerIcon2x from "leaflet/dist/images/marker-icon-2x.png";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { MapContainer, Marker, TileLayer, Tooltip, useMap } from "react-leaflet";
import { useNavigate } from "react-router";
import { apiGet } from "~/lib/api-client";
import { getBrowserQueryClient } from "~/lib/query-client";
import { BranchClusters } from "~/components/branches/branch-clusters";
import { distanceText } from "../../../core/distance-text.js";
import { UK_VIEW, type MapBranch, type MapView, type PlacedBranch } from "~/components/branches/types";

// Leaflet's marker images, bundled with the site rather than loaded from a CDN (docs/decisions/branches.md G6). The shadow
// is a CSS drop shadow: Leaflet ships its shadow picture at one resolution only, blurry on high-density screens
// (Lighthouse's image-size-responsive, docs/decisions/performance.md W8).
const markerIconOptions = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  tooltipAnchor: [0, -36],
  className: "drop-shadow-[2px_3px_2px_rgb(0_0_0/0.35)]",
});

const hour = 60 * 60 * 1000;

/** Every branch, through the browser's shared query cache (docs/product.md "API": cached 1 hour, kept 2 hours). */
function useAllBranches(enabled: boolean): { branches: MapBranch[] | undefined; error: unknown } {
  const [state, setState] = useState<{ branches: MapBranch[] | undefined; error: unknown }>({
    branches: undefined,
    error: undefined,
  });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    getBrowserQueryClient()
      .fetchQuery({
        queryKey: ["/api/locations"],
        queryFn: async () => (await apiGet<MapBranch[]>("/api/locations")) ?? [],
        staleTime: hour,
        gcTime: 2 * hour,
      })
      .then(
        (branches) => live && setState({ branches, error: undefined }),
        (error) => live && setState({ branches: undefined, error }),
      );
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}

/** A fitted view waits for its markers at the product's country-wide zoom; `zoom` is then only its closest. */
const startZoom = (view: MapView) => (view.fit ? Math.min(view.zoom, UK_VIEW.zoom) : view.zoom);

/**
 * Moves the map when the search or the markers change (MapContainer reads its centre only once): onto the box
 * around the markers and the centre when the view says fit (docs/decisions/branches.md L8), else onto the centre.
 */
function FollowView({ view, shown }: { view: MapView; shown: readonly PlacedBranch[] }) {
  const map = useMap();
  const { latitude, longitude, zoom, fit } = view;
  useEffect(() => {
    if (!fit || shown.length === 0) {
      map.setView([latitude, longitude], startZoom({ latitude, longitude, zoom, fit }));
      return;
    }
    const corners = L.latLngBounds([
      [latitude, longitude],
      ...shown.map((b): [number, number] => [b.latitude, b.longitude]),
    ]);
    map.fitBounds(corners, { padding: [28, 28], maxZoom: zoom, animate: false });
  }, [map, latitude, longitude, zoom, fit, shown]);
  return null;
}

/** The map's zoom on its region, for the browser tests and for anyone inspecting the page. */
function ZoomMark({ region }: { region: RefObject<HTMLDivElement | null> }) {
  const map = useMap();
  useEffect(() => {
    const mark = () => region.current?.setAttribute("data-zoom", String(map.getZoom()));
    mark();
    map.on("zoomend", mark);
    return () => void map.off("zoomend", mark);
  }, [map, region]);
  return null;
}

export interface BranchMapProps {
  /** Markers to show; omitted: every branch, fetched from /api/locations. */
  branches?: MapBranch[];
  view: MapView;
  /** Tile URL template ({z}/{x}/{y}); empty: markers on a plain background (docs/decisions/branches.md G6). */
  tileUrl: string;
  height: number;
  /** Query string added to branch links (from=browse-all). */
  linkQuery?: string;
  label: string;
  /** Moves keyboard focus onto the map once it is there (the visitor pressed 'Show map'). */
  focusOnLoad?: boolean;
}

/** The Leaflet map of branches: each marker has a tooltip above it and opens the branch's page when clicked. */
export default function BranchMap({
  branches,
  view,
  tileUrl,
  height,
  linkQuery = "",
  label,
  focusOnLoad = false,
}: BranchMapProps) {
  const navigate = useNavigate();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnLoad) region.current?.querySelector<HTMLElement>(".leaflet-container")?.focus();
  }, [focusOnLoad]);
  const all = useAllBranches(branches === undefined);
  if (all.error) throw all.error;
  const listed = branches ?? all.branches;
  const shown = useMemo(
    () => (listed ?? []).filter((b): b is PlacedBranch => b.latitude !== null && b.longitude !== null),
    [listed],
  );
  const open = (branch: PlacedBranch) => navigate(`/locations/${branch.id}${linkQuery}`);

  return (
    <div
      ref={region}
      role="region"
      aria-label={label}
      className="overflow-hidden rounded-xl border border-line shadow-card"
    >
      <MapContainer
        center={[view.latitude, view.longitude]}
        zoom={startZoom(view)}
        scrollWheelZoom={false}
        zoomSnap={0.5}
        style={{ height }}
        className="branch-map bg-[#dfe8ef]"
      >
        <FollowView view={view} shown={shown} />
        <ZoomMark region={region} />
        {tileUrl && (
          <TileLayer
            url={tileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          />
        )}
        <BranchClusters
          branches={shown}
          marker={(branch) => (
            <Marker
              key={branch.id}
              position={[branch.latitude, branch.longitude]}
              icon={markerIconOptions}
              title={`Click to view ${branch.name} details`}
              alt={branch.name}
              eventHandlers={{
                click: () => open(branch),
                keypress: (event) => event.originalEvent.key === "Enter" && open(branch),
              }}
            >
              <Tooltip direction="top">
                <span className="block font-semibold">{branch.name}</span>
                <span className="block">{branch.postcode}</span>
                {branch.phone && <span className="block">{branch.phone}</span>}
                {branch.distance !== undefined && <span className="block">{distanceText(branch.distance)}</span>}
                <span className="mt-1 block text-xs italic">Click for details</span>
              </Tooltip>
            </Marker>
          )}
        />
      </MapContainer>
    </div>
  );
}
