import KDBush from "kdbush";
import { around } from "geokdbush";
import type { Branch, BranchWithDistance } from "../../../core/catalogue-types.js";
import { EARTH_RADIUS_MILES, toRadians, type LatLng } from "../../../core/geo.js";

const KM_PER_MILE = 1.609344;
const MILES_PER_DEGREE_LATITUDE = 69.05;
/** Branch positions below 2^22 (4 million branches) fit beside any distance on Earth (in 0.0001 miles) in one double. */
const POSITION_SLOTS = 2 ** 22;

/** Miles rounded to 2 decimals, as the API answers them (docs/decisions/branches.md G4). */
export const roundMiles = (miles: number) => Math.round(miles * 100) / 100;

/**
 * Searches reach this little further than asked (about 1 cm), so rounding in the tree's own measure can never
 * leave out a branch the haversine puts exactly on the radius (a radius of 0 at the branch's own position).
 */
const SEARCH_PADDING_KM = 1e-5;
const SEARCH_PADDING_DEGREES = 1e-7;

/**
 * `JSON.stringify(roundMiles(miles))` from integers: hundredths of a mile as whole and fraction (small integers turn
 * into text much faster than fractional doubles do, and a search answers thousands of distances).
 */
function milesJson(miles: number): string {
  const hundredths = Math.round(miles * 100);
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths - whole * 100;
  if (fraction === 0) return String(whole);
  if (fraction % 10 === 0) return `${whole}.${fraction / 10}`;
  return `${whole}.${fraction < 10 ? "0" : ""}${fraction}`;
}

/** Up to this many results are picked from the candidates without sorting them all (the page's nearest 10). */
const TOP_FEW = 32;

/** The `count` smallest keys in ascending order, by insertion into a short sorted list: one pass, no full sort. */
function smallestFew(keys: Float64Array, count: number): Float64Array {
  const top = new Float64Array(count).fill(Infinity);
  if (count === 0) return top;
  for (const key of keys) {
    if (key >= top[count - 1]) continue;
    let i = count - 1;
    while (i > 0 && top[i - 1] > key) {
      top[i] = top[i - 1];
      i--;
    }
    top[i] = key;
  }
  return top;
}

const positionOf = (key: number) => key - Math.floor(key / POSITION_SLOTS) * POSITION_SLOTS;

/** A result object with one fixed shape (faster to build than a spread, and the API's field order). */
function withDistance(b: Branch, distance: number): BranchWithDistance {
  return {
    id: b.id,
    name: b.name,
    type: b.type,
    email: b.email,
    phone: b.phone,
    fullAddress: b.fullAddress,
    postcode: b.postcode,
    latitude: b.latitude,
    longitude: b.longitude,
    openingHours: b.openingHours,
    distance,
  };
}

/**
 * A geographic index over the branches that have coordinates (kdbush + geokdbush). Branches without
 * coordinates cannot be near anywhere, so they are left out.
 */
export class BranchGeoIndex {
  private readonly latitudes: Float64Array;
  private readonly longitudes: Float64Array;
  private readonly cosines: Float64Array;
  /** Distances by branch position and sort keys, reused by every search (searches are synchronous, never shared). */
  private readonly scratchMiles: Float64Array;
  private readonly scratchKeys: Float64Array;
  /** Each branch as JSON up to its distance (`...,"distance":`), made on the first JSON search. */
  private jsonPrefixes: string[] | undefined;

  private constructor(
    private readonly index: KDBush | undefined,
    private readonly placed: readonly Branch[],
  ) {
    this.scratchMiles = new Float64Array(placed.length);
    this.scratchKeys = new Float64Array(placed.length);
    this.latitudes = Float64Array.from(placed, (b) => b.latitude!);
    this.longitudes = Float64Array.from(placed, (b) => b.longitude!);
    this.cosines = this.latitudes.map((latitude) => Math.cos(toRadians(latitude)));
  }

  static build(branches: readonly Branch[]): BranchGeoIndex {
    const placed = branches.filter(
      (b) => b.latitude !== null && b.longitude !== null && Number.isFinite(b.latitude) && Number.isFinite(b.longitude),
    );
    if (placed.length === 0) return new BranchGeoIndex(undefined, placed);
    const index = new KDBush(placed.length);
    for (const branch of placed) index.add(branch.longitude!, branch.latitude!);
    index.finish();
    return new BranchGeoIndex(index, placed);
  }

  get size(): number {
    return this.placed.length;
  }

  /**
   * Every branch within `maxMiles` of `origin`, nearest first, each with its great-circle distance in miles
   * (core/geo.ts, rounded to 2 decimals); `limit` keeps the nearest few.
   */
  nearby(origin: LatLng, maxMiles: number, limit = Infinity): BranchWithDistance[] {
    if (!this.index || limit <= 0) return [];
    return this.rank(origin, maxMiles, this.candidates(origin, maxMiles, limit), limit).branches;
  }

  /**
   * The same answer as `nearby`, already as JSON text: each branch's fields are serialised once per index, so a
   * search of thousands of branches only joins strings (JSON.stringify of 3,000 results costs several milliseconds).
   */
  nearbyJson(origin: LatLng, maxMiles: number, limit = Infinity): string {
    if (!this.index || limit <= 0) return "[]";
    const { shown, order, miles } = this.ordered(origin, maxMiles, this.candidates(origin, maxMiles, limit), limit);
    const prefixes = (this.jsonPrefixes ??= this.placed.map((b) => JSON.stringify(withDistance(b, 0)).slice(0, -2)));
    let json = "[";
    for (let i = 0; i < shown; i++) {
      const id = positionOf(order[i]);
      json += (i === 0 ? "" : ",") + prefixes[id] + milesJson(miles[id]) + "}";
    }
    return json + "]";
  }

  /** How many branches are within `maxMiles`, and the nearest `show` of them (the finder page's "nearest 10 of N"). */
  nearest(origin: LatLng, maxMiles: number, show: number): { total: number; branches: BranchWithDistance[] } {
    if (!this.index) return { total: 0, branches: [] };
    return this.rank(origin, maxMiles, this.inBoundingBox(origin, maxMiles), show);
  }

  private candidates(origin: LatLng, maxMiles: number, limit: number): number[] {
    // The nearest few: geokdbush walks the tree nearest-first and stops after `limit`. It measures with a slightly
    // different Earth radius, so it searches a little wider and `ordered` decides with the haversine of core/geo.ts.
    return limit < 100
      ? around(
          this.index!,
          origin.longitude,
          origin.latitude,
          limit,
          maxMiles * KM_PER_MILE * 1.001 + SEARCH_PADDING_KM,
        )
      : this.inBoundingBox(origin, maxMiles);
  }

  private ordered(origin: LatLng, maxMiles: number, candidates: number[], limit: number) {
    // Haversine with each branch's latitude, longitude and cos(latitude) precomputed: the half-chord term `a`
    // grows with distance, so branches beyond the radius are dropped before the square root and arcsine.
    // The arithmetic is core/geo.ts's, step for step, so a branch on the radius is in or out exactly as there.
    const cosLatitude = Math.cos(toRadians(origin.latitude));
    const limitTerm = Math.sin(Math.min(Math.PI / 2, maxMiles / (2 * EARTH_RADIUS_MILES))) ** 2 * (1 + 1e-12);
    const { latitudes, longitudes, cosines } = this;
    const miles = this.scratchMiles;
    // Sort keys pack the distance (to 0.0001 mile) above the branch's position, so a plain numeric sort of a
    // typed array orders thousands of results without a comparator call per pair.
    const keys = this.scratchKeys;
    let total = 0;
    for (let c = 0; c < candidates.length; c++) {
      const id = candidates[c];
      const sinLat = Math.sin(toRadians(latitudes[id] - origin.latitude) / 2);
      const sinLng = Math.sin(toRadians(longitudes[id] - origin.longitude) / 2);
      const a = sinLat ** 2 + cosLatitude * cosines[id] * sinLng ** 2;
      if (a > limitTerm) continue;
      const distance = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
      if (distance > maxMiles) continue;
      miles[id] = distance;
      keys[total++] = Math.round(distance * 1e4) * POSITION_SLOTS + id;
    }
    const shown = Math.min(total, Math.max(0, limit));
    const order = shown <= TOP_FEW ? smallestFew(keys.subarray(0, total), shown) : keys.subarray(0, total).sort();
    return { total, shown, order, miles };
  }

  private rank(origin: LatLng, maxMiles: number, candidates: number[], limit: number) {
    const { total, shown, order, miles } = this.ordered(origin, maxMiles, candidates, limit);
    const branches: BranchWithDistance[] = new Array(shown);
    for (let i = 0; i < shown; i++) {
      const id = positionOf(order[i]);
      branches[i] = withDistance(this.placed[id], roundMiles(miles[id]));
    }
    return { total, branches };
  }

  private inBoundingBox(origin: LatLng, maxMiles: number): number[] {
    // A degree of latitude is 69.05 miles everywhere; a degree of longitude shrinks with cos(latitude).
    const dLat = (maxMiles / MILES_PER_DEGREE_LATITUDE) * 1.001 + SEARCH_PADDING_DEGREES;
    const minLat = Math.max(-90, origin.latitude - dLat);
    const maxLat = Math.min(90, origin.latitude + dLat);
    const widestCos = Math.min(Math.cos(toRadians(minLat)), Math.cos(toRadians(maxLat)));
    const dLng = widestCos > 1e-6 ? dLat / widestCos : 360;
    if (dLng >= 180 || origin.longitude - dLng < -180 || origin.longitude + dLng > 180) {
      return this.index!.range(-180, minLat, 180, maxLat);
    }
    return this.index!.range(origin.longitude - dLng, minLat, origin.longitude + dLng, maxLat);
  }
}
