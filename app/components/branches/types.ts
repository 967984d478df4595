/** What the map needs of a branch (a subset of core's Branch, plus distance on search results). */
export interface MapBranch {
  id: number;
  name: string;
  postcode: string;
  phone: string;
  latitude: number | null;
  longitude: number | null;
  distance?: number;
}

/** A branch the map can place. */
export type PlacedBranch = MapBranch & { latitude: number; longitude: number };

export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
  /** Open on the box around the markers and this centre, zoomed in no further than `zoom` (docs/decisions/branches.md L8). */
  fit?: boolean;
}

/** docs/product.md "Branch finder": map defaults; the finder fits its view to the branches instead (docs/decisions/branches.md L8). */
export const UK_VIEW: MapView = { latitude: 54.5, longitude: -2.5, zoom: 6 };
export const ALL_BRANCHES_VIEW: MapView = { ...UK_VIEW, zoom: 12, fit: true };
export const SEARCH_ZOOM = 10;
export const DETAIL_ZOOM = 15;
export const MAP_HEIGHT = 400;
