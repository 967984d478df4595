import type { Location, LocationWithDistance } from "../../../core/catalogue-types.js";
import type { LatLng } from "../../../core/geo.js";
import type { GeocodeResult } from "../postcodes/service.js";
import { BranchGeoIndex } from "./geo-index.js";

/** The branches of the current catalogue snapshot, with the snapshot's version to memoise per snapshot. */
export interface BranchSource {
  version(): string;
  listBranches(): readonly Location[];
}

export interface Geocoder {
  geocode(address: string): Promise<GeocodeResult>;
}

export const DEFAULT_RADIUS_MILES = 50;

export type PlaceSearchResult =
  { status: "found"; origin: LatLng; degraded: boolean } | { status: "not-found" } | { status: "unavailable" };

/** The branch finder: all branches, one branch, and the branches near a point or a place. */
export class LocationFinder {
  private memo: { version: string; index: BranchGeoIndex; byId: Map<number, Location> } | undefined;

  constructor(
    private readonly source: BranchSource,
    private readonly geocoder: Geocoder,
  ) {}

  /** Every branch, sorted by name. */
  list(): readonly Location[] {
    return this.source.listBranches();
  }

  version(): string {
    return this.source.version();
  }

  byId(id: number): Location | undefined {
    return this.current().byId.get(id);
  }

  near(origin: LatLng, maxMiles = DEFAULT_RADIUS_MILES, limit?: number): LocationWithDistance[] {
    return this.current().index.nearby(origin, maxMiles, limit);
  }

  /** `near` as JSON text, for the API (serialised from per-branch pieces made once per snapshot). */
  nearJson(origin: LatLng, maxMiles = DEFAULT_RADIUS_MILES, limit?: number): string {
    return this.current().index.nearbyJson(origin, maxMiles, limit);
  }

  /** How many branches are within `maxMiles`, and the nearest `show` of them. */
  nearest(origin: LatLng, maxMiles: number, show: number): { total: number; branches: LocationWithDistance[] } {
    return this.current().index.nearest(origin, maxMiles, show);
  }

  /** Where a postcode, outward code or town is, to search near it. */
  async locate(place: string): Promise<PlaceSearchResult> {
    const located = await this.geocoder.geocode(place);
    if (located.status !== "found") return located;
    return {
      status: "found",
      origin: { latitude: located.latitude, longitude: located.longitude },
      degraded: located.degraded,
    };
  }

  /** The index is built once per snapshot, on first use. */
  private current() {
    const version = this.source.version();
    if (this.memo?.version !== version) {
      const branches = this.source.listBranches();
      this.memo = {
        version,
        index: BranchGeoIndex.build(branches),
        byId: new Map(branches.map((branch) => [branch.id, branch])),
      };
    }
    return this.memo;
  }
}
