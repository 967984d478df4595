import type { Branch, BranchWithDistance } from "../../../core/catalogue-types.js";
import type { LatLng } from "../../../core/geo.js";
import { SEARCH_RADIUS_MILES } from "../../../core/branch-search.js";
import type { EircodeDistrict } from "../../../core/eircode-districts.js";
import type { GeocodeResult } from "../postcodes/service.js";
import { BranchGeoIndex } from "./geo-index.js";

/** The branches of the current catalogue snapshot, with the snapshot's version to memoise per snapshot. */
export interface BranchSource {
  version(): string;
  listBranches(): readonly Branch[];
}

export interface Geocoder {
  geocode(address: string): Promise<GeocodeResult>;
}

/** How far a search that finds nothing looks for the nearest branch (the API's own limit, branches.md L3). */
export const ANYWHERE_MILES = 1000;

export type PlaceSearchResult =
  | { status: "found"; origin: LatLng; degraded: boolean; district: EircodeDistrict | null; town: string | null }
  | { status: "not-found" }
  | { status: "unavailable" }
  | { status: "unknown-routing-key"; routingKey: string };

/** A search by place (postcode, Eircode, outward code or town) or by a point (the visitor's own position). */
export type BranchSearch = { place: string } | { point: LatLng };

/** What a search found: the branches within the radius, nearest first, and where they were measured from. */
export interface BranchSearchOutcome {
  /** Where distances are measured from; null when the place could not be found. */
  origin: LatLng | null;
  /** The Eircode district the distances are measured from, when the place was an Eircode (G13). */
  district: EircodeDistrict | null;
  /** The town the distances are measured from (its centre), when the place was a town name (L15). */
  town: string | null;
  /** Set when the place is an Eircode whose routing key is no district's. */
  unknownRoutingKey: string | null;
  total: number;
  branches: BranchWithDistance[];
  /** With none within the radius: the nearest branch anywhere (L9), or null when there is none. */
  nearestBeyond: BranchWithDistance | null;
}

/** The branch finder: all branches, one branch, and the branches near a point or a place. */
export class BranchFinder {
  private memo: { version: string; index: BranchGeoIndex; byId: Map<number, Branch> } | undefined;

  constructor(
    private readonly source: BranchSource,
    private readonly geocoder: Geocoder,
  ) {}

  /** Every branch, sorted by name. */
  list(): readonly Branch[] {
    return this.source.listBranches();
  }

  version(): string {
    return this.source.version();
  }

  byId(id: number): Branch | undefined {
    return this.current().byId.get(id);
  }

  near(origin: LatLng, maxMiles = SEARCH_RADIUS_MILES, limit?: number): BranchWithDistance[] {
    return this.current().index.nearby(origin, maxMiles, limit);
  }

  /** `near` as JSON text, for the API (serialised from per-branch pieces made once per snapshot). */
  nearJson(origin: LatLng, maxMiles = SEARCH_RADIUS_MILES, limit?: number): string {
    return this.current().index.nearbyJson(origin, maxMiles, limit);
  }

  /** How many branches are within `maxMiles`, and the nearest `show` of them. */
  nearest(origin: LatLng, maxMiles: number, show: number): { total: number; branches: BranchWithDistance[] } {
    return this.current().index.nearest(origin, maxMiles, show);
  }

  /** Where a postcode, Eircode, outward code or town is, to search near it. */
  async locate(place: string): Promise<PlaceSearchResult> {
    const located = await this.geocoder.geocode(place);
    if (located.status !== "found") return located;
    return {
      status: "found",
      origin: { latitude: located.latitude, longitude: located.longitude },
      degraded: located.degraded,
      district: located.district ?? null,
      town: located.town ?? null,
    };
  }

  /**
   * The branch finder's search (docs/decisions/branches.md L1, L9): the nearest `show` branches within the radius
   * of a place or point, how many there are, and with none the nearest beyond. A place that cannot be found, or
   * checked while the postcode service is down, finds nothing (spec 8).
   */
  async search(request: BranchSearch, show: number): Promise<BranchSearchOutcome> {
    const located: PlaceSearchResult =
      "point" in request
        ? { status: "found", origin: request.point, degraded: false, district: null, town: null }
        : await this.locate(request.place).catch(() => ({ status: "unavailable" as const }));
    if (located.status !== "found") {
      const unknownRoutingKey = located.status === "unknown-routing-key" ? located.routingKey : null;
      return {
        origin: null,
        district: null,
        town: null,
        unknownRoutingKey,
        total: 0,
        branches: [],
        nearestBeyond: null,
      };
    }
    const { total, branches } = this.nearest(located.origin, SEARCH_RADIUS_MILES, show);
    const [nearestBeyond] = total === 0 ? this.near(located.origin, ANYWHERE_MILES, 1) : [];
    return {
      origin: located.origin,
      district: located.district,
      town: located.town,
      unknownRoutingKey: null,
      total,
      branches,
      nearestBeyond: nearestBeyond ?? null,
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
