import KDBush from "kdbush";
import { around } from "geokdbush";
import type { Location, LocationWithDistance } from "../../../core/catalogue-types.js";
import { distanceInMiles, type LatLng } from "../../../core/geo.js";

const KM_PER_MILE = 1.609344;

/** Miles rounded to 2 decimals, as the API answers them (docs/decisions.md G4). */
export const roundMiles = (miles: number) => Math.round(miles * 100) / 100;

/**
 * A geographic index over the branches that have coordinates (kdbush + geokdbush). Branches without
 * coordinates cannot be near anywhere, so they are left out.
 */
export class BranchGeoIndex {
  private constructor(
    private readonly index: KDBush | undefined,
    private readonly placed: readonly Location[],
  ) {}

  static build(branches: readonly Location[]): BranchGeoIndex {
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
  nearby(origin: LatLng, maxMiles: number, limit = Infinity): LocationWithDistance[] {
    if (!this.index) return [];
    // geokdbush measures with a slightly different Earth radius: search a little wider, then decide with ours.
    const ids = around(this.index, origin.longitude, origin.latitude, Infinity, maxMiles * KM_PER_MILE * 1.001);
    const results: { branch: Location; miles: number }[] = [];
    for (const id of ids) {
      const branch = this.placed[id];
      const miles = distanceInMiles(origin, { latitude: branch.latitude!, longitude: branch.longitude! });
      if (miles <= maxMiles) results.push({ branch, miles });
    }
    results.sort((a, b) => a.miles - b.miles || a.branch.name.localeCompare(b.branch.name));
    return results.slice(0, limit).map(({ branch, miles }) => ({ ...branch, distance: roundMiles(miles) }));
  }
}
