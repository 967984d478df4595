/** What the map needs of a branch (a subset of core's Location, plus distance on search results). */
export interface MapBranch {
  id: number;
  name: string;
  postcode: string;
  phone: string;
  latitude: number | null;
  longitude: number | null;
  distance?: number;
}

export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** Spec section 9: map defaults. */
export const UK_VIEW: MapView = { latitude: 54.5, longitude: -2.5, zoom: 6 };
export const SEARCH_ZOOM = 10;
export const DETAIL_ZOOM = 15;
export const MAP_HEIGHT = 400;

export const milesText = (miles: number) => `${miles.toFixed(1)} miles`;
