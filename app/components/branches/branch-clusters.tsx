import "./branch-clusters.css";
import L from "leaflet";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Marker, useMap } from "react-leaflet";
import Supercluster from "supercluster";
import type { PlacedBranch } from "~/components/branches/types";

// Nearby branches drawn as one numbered circle until the map is zoomed in far enough to tell them apart
// (docs/decisions/branches.md L7). supercluster does the grouping; the markers stay react-leaflet's.

/** Pixels within which markers join a cluster, and the zoom from which every branch stands alone. */
const CLUSTER_RADIUS = 72;
const CLUSTER_MAX_ZOOM = 13;

/**
 * Room kept around a pressed cluster's branches: past the zoom buttons at the top left (30 px wide, 10 px in) and
 * clear of the other edges, so no circle lands under a control or half off the map.
 */
const CLUSTER_PADDING_TOP_LEFT: L.PointTuple = [64, 56];
const CLUSTER_PADDING_BOTTOM_RIGHT: L.PointTuple = [40, 40];

const sizeOf = (count: number) => (count < 10 ? "sm" : count < 50 ? "md" : "lg");
const pixels = { sm: 36, md: 44, lg: 52 } as const;

/** A numbered circle: a class, not a style attribute (docs/decisions/security.md H2); Leaflet sizes it itself. */
function clusterIcon(count: number) {
  const size = sizeOf(count);
  return L.divIcon({
    html: `<span aria-hidden="true">${count}</span>`,
    className: `branch-cluster branch-cluster-${size}`,
    iconSize: [pixels[size], pixels[size]],
  });
}

/**
 * What the map shows now: the clusters index is asked for this box at this zoom. One listener for the map's life
 * (one re-attached on each render would miss a move made by an effect in the same commit), and a reading when it
 * starts, for a move made before it.
 */
function useMapFrame() {
  const map = useMap();
  const [frame, setFrame] = useState(() => frameOf(map));
  useEffect(() => {
    const update = () => setFrame(frameOf(map));
    update();
    map.on("moveend", update);
    return () => void map.off("moveend", update);
  }, [map]);
  return frame;
}

function frameOf(map: L.Map) {
  const bounds = map.getBounds().pad(0.25);
  return {
    box: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()] as [number, number, number, number],
    zoom: Math.floor(map.getZoom()),
  };
}

const enterPressed = (event: L.LeafletKeyboardEvent) => event.originalEvent.key === "Enter";

/**
 * The branches as clusters and single markers for the part of the map in view. Pressing a cluster (click or Enter)
 * fits the map to its branches, with room around them, zooming in no further than where it splits apart
 * (docs/decisions/branches.md L16); `marker` draws one branch.
 */
export function BranchClusters({
  branches,
  marker,
}: {
  branches: readonly PlacedBranch[];
  marker: (branch: PlacedBranch) => ReactNode;
}) {
  const map = useMap();
  const index = useMemo(() => {
    const clusters = new Supercluster<{ branch: PlacedBranch }>({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM });
    clusters.load(
      branches.map((branch) => ({
        type: "Feature",
        properties: { branch },
        geometry: { type: "Point", coordinates: [branch.longitude, branch.latitude] },
      })),
    );
    return clusters;
  }, [branches]);
  const frame = useMapFrame();

  return index.getClusters(frame.box, frame.zoom).map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates;
    if (!("cluster" in feature.properties)) return marker(feature.properties.branch);
    const { cluster_id: id, point_count: count } = feature.properties;
    const open = () => {
      const leaves = index
        .getLeaves(id, Infinity)
        .map(({ properties: { branch } }): L.LatLngTuple => [branch.latitude, branch.longitude]);
      map.fitBounds(L.latLngBounds(leaves), {
        paddingTopLeft: CLUSTER_PADDING_TOP_LEFT,
        paddingBottomRight: CLUSTER_PADDING_BOTTOM_RIGHT,
        maxZoom: Math.min(index.getClusterExpansionZoom(id), 18),
      });
    };
    return (
      <Marker
        key={`cluster-${id}`}
        position={[latitude, longitude]}
        icon={clusterIcon(count)}
        title={`${count} branches: zoom in`}
        eventHandlers={{ click: open, keypress: (event) => enterPressed(event) && open() }}
      />
    );
  });
}
