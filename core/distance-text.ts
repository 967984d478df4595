import { site } from "./site.js";

// Distances as the brand shows them (docs/decisions/branches.md G14): searches, bands and stored figures are in
// miles (G4), and only the words change. Kestrel writes '3.2 miles', Curlew '5.1 km'.

export type DistanceUnit = "miles" | "km";

const KM_PER_MILE = 1.609344;

const inUnit = (miles: number, unit: DistanceUnit) => (unit === "km" ? miles * KM_PER_MILE : miles);

/** A branch's distance in results: one decimal ('3.2 miles', '5.1 km'). */
export function distanceText(miles: number, unit: DistanceUnit = site.distanceUnit): string {
  return `${inUnit(miles, unit).toFixed(1)} ${unit}`;
}

/** A search radius: whole, and in kilometres to the nearest 10 ('within 50 miles', 50 miles is '80 km'). */
export function radiusText(miles: number, unit: DistanceUnit = site.distanceUnit): string {
  return unit === "km" ? `${Math.round(inUnit(miles, unit) / 10) * 10} km` : `${miles} miles`;
}

/** A delivery distance, whole and never below 1: 'about 6 miles', 'about 1 mile', 'about 10 km'. */
export function aboutDistanceText(miles: number, unit: DistanceUnit = site.distanceUnit): string {
  const whole = Math.max(1, Math.round(inUnit(miles, unit)));
  const word = unit === "km" ? "km" : whole === 1 ? "mile" : "miles";
  return `about ${whole} ${word}`;
}
