/** A point on the Earth in decimal degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

export const EARTH_RADIUS_MILES = 3958.8;
export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles: how "nearest branch" is measured everywhere (docs/decisions/branches.md G3). */
export function distanceInMiles(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}
